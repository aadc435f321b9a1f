import PDFDocument from 'pdfkit';
import dayjs from '@/shared/dayjs';
import { printable } from '../../pdfText';
import type { ExportData, ExportSection } from './guestExport';

export interface ExportHeading {
  guestName: string;
  guestId: string;
  exportedAt: Date;
  exportedBy: string;
  reason: string;
  timeZone: string;
}

/** A value in the PDF cuts off here; the JSON export carries it whole. */
const LONGEST = 400;

function shown(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value) && !value.length) return null;
  const text = value instanceof Date ? value.toISOString() : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > LONGEST ? `${text.slice(0, LONGEST)}… (whole in the JSON export)` : text;
}

/**
 * The data-subject export as a readable A4 PDF, in English (like the meeting minutes): a heading saying whose data,
 * when, by whom and why, then each section with each record's filled fields. Returned as the PDF stream itself, so the
 * response is sent while it is written.
 */
export function guestExportPdf(heading: ExportHeading, sections: ExportSection[], data: ExportData): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: printable(`Personal data held about ${heading.guestName}`), Author: 'Venue Portal' } });
  const at = (d: Date) => dayjs(d).tz(heading.timeZone).format('DD/MM/YYYY HH:mm');
  doc.font('Helvetica-Bold').fontSize(18).text(printable(`Personal data held about ${heading.guestName}`));
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555555')
    .text(printable(`Guest ${heading.guestId} · exported ${at(heading.exportedAt)} (${heading.timeZone}) by ${heading.exportedBy}`))
    .text(printable(`Reason: ${heading.reason}`))
    .fillColor('#000000');
  for (const section of sections) {
    const rows = data[section.key] ?? [];
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(printable(`${section.title} (${rows.length})`)).moveDown(0.2).font('Helvetica').fontSize(9);
    if (!rows.length) doc.text('None');
    rows.forEach((row, i) => {
      const fields = Object.entries(row)
        .map(([key, value]) => [key, shown(value)] as const)
        .filter((entry): entry is readonly [string, string] => entry[1] !== null);
      doc.text(printable(`${i + 1}. ${fields.map(([key, value]) => `${key}: ${value}`).join(' · ')}`), { paragraphGap: 3 });
    });
  }
  doc.end();
  return doc;
}
