import PDFDocument from 'pdfkit';
import dayjs from '@/shared/dayjs';
import { printable } from '../../pdfText';
import { ARRIVAL_STATES, BOOKING_STATES } from '@/shared/bookings/stateNames';
import type { ExportData, ExportSection } from './guestExport';

export interface ExportHeading {
  guestName: string;
  guestId: string;
  exportedAt: Date;
  exportedBy: string;
  reason: string;
  timeZone: string;
}

export interface ExportVenue {
  name: string;
  timeZone: string | null;
}

/** The venues a row may name: by venue id (most tables) and by venue-details id (bookings, guest lists). */
export interface ExportVenues {
  byVenueId: Map<string, ExportVenue>;
  byDetailsId: Map<string, ExportVenue>;
}

type Row = Record<string, unknown>;

/** A value in a record's paragraph cuts off here; the JSON export carries it whole. */
const LONGEST = 400;
/** A cell is cut to its column's width; measuring more than this many characters would only be thrown away. */
const CELL_CHARS = 160;
const MARGIN = 48;
const WIDTH = 595.28 - 2 * MARGIN;
const FONT_SIZE = 8;
const ROW_HEIGHT = 11;
const CELL_GAP = 4;

/**
 * Fields kept out of the PDF because they are the database's bookkeeping, not something a reader learns from: row
 * versions, the ids of the users who wrote the row, and the normalised search keys. The JSON export keeps them.
 */
const BOOKKEEPING = new Set(['version', 'createdBy', 'updatedBy', 'nameKey', 'firstNameKey', 'emailKey', 'phoneKey']);

const GUEST_LIST_REQUEST: Record<number, string> = { 0: 'Approved', 10: 'Requested', 20: 'Rejected' };
const GUEST_LIST_ARRIVAL: Record<number, string> = { 0: 'Not arrived', 10: 'Arrived', 20: 'Rejected at the door', 40: 'Partially arrived' };

interface Cells {
  /** A moment as date and time in the zone of the row's venue (the country's zone without one). */
  at(value: unknown, venue?: ExportVenue): string;
  venue(row: Row): ExportVenue | undefined;
}

interface Column {
  title: string;
  width: number;
  cell(row: Row, c: Cells): unknown;
}

const str = (value: unknown) => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));
const list = (value: unknown) => (Array.isArray(value) ? value : []);
const joined = (...parts: unknown[]) => parts.map(str).filter(Boolean).join(' · ');
const day = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value) ? `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}` : str(value));

const when = (field = 'createdAt'): Column => ({ title: 'When', width: 70, cell: (r, c) => c.at(r[field], c.venue(r)) });
const venueColumn = (width = 100): Column => ({ title: 'Venue', width, cell: (r, c) => c.venue(r)?.name ?? str(r.venueId ?? r.venueDetailsId) });
/** The last column takes what the others leave of the page's width. */
const rest = (title: string, cell: Column['cell']): Column => ({ title, width: 0, cell });

/**
 * The long lists as tables with one line per record: what a reader looks for, the rest being in the JSON export.
 * Sections without a table here (the profile, conversations, merges) list each record's filled fields.
 */
const TABLES: Record<string, Column[]> = {
  bookings: [
    { title: 'Arrival', width: 70, cell: (r, c) => c.at(r.arrival, c.venue(r)) },
    venueColumn(),
    { title: 'Covers', width: 32, cell: (r) => r.guestCount },
    { title: 'State', width: 110, cell: (r) => joined(BOOKING_STATES[Number(r.bookingState ?? 1)], r.arrivalState ? ARRIVAL_STATES[Number(r.arrivalState)] : null) },
    rest('Note', (r) => joined(r.customerMessage, list(r.tags).join(', '), list(r.orderLines).map((o: { quantity?: number; name?: string }) => `${o.quantity ?? ''} x ${o.name ?? ''}`).join(', '), r.deleted ? 'deleted' : null)),
  ],
  guestListEntries: [
    { title: 'Date', width: 50, cell: (r) => day(r.date) },
    venueColumn(),
    { title: 'Name', width: 100, cell: (r) => r.fullName },
    { title: 'Covers', width: 32, cell: (r) => r.guestCount },
    { title: 'State', width: 100, cell: (r) => joined(GUEST_LIST_REQUEST[Number(r.requestState ?? 0)], r.arrivalState ? GUEST_LIST_ARRIVAL[Number(r.arrivalState)] : null) },
    rest('Note', (r) => joined(r.note, r.rejectionNote, r.deleted ? 'deleted' : null)),
  ],
  campaignSends: [when(), venueColumn(), { title: 'Channel', width: 40, cell: (r) => r.channel }, { title: 'To', width: 110, cell: (r) => r.recipient }, rest('Subject', (r) => r.subject ?? r.body)],
  mailSent: [when(), venueColumn(), { title: 'Kind', width: 70, cell: (r) => r.kind }, rest('Subject', (r) => joined(r.subject, r.recipient))],
  changeLog: [when(), { title: 'Action', width: 60, cell: (r) => r.action }, { title: 'Field', width: 80, cell: (r) => r.field }, { title: 'Source', width: 70, cell: (r) => joined(r.source, r.consent) }, rest('Change', (r) => (r.oldValue || r.newValue ? `${str(r.oldValue) || '-'} > ${str(r.newValue) || '-'}` : ''))],
  globalLog: [when(), venueColumn(), { title: 'Category', width: 70, cell: (r) => joined(r.category, r.system) }, rest('Message', (r) => r.message)],
  accessLog: [when(), { title: 'Action', width: 60, cell: (r) => r.action }, { title: 'By', width: 100, cell: (r) => r.actorUserId ?? r.job }, rest('Reason', (r) => r.reason)],
  consents: [when(), venueColumn(), { title: 'Consent', width: 100, cell: (r) => r.consent }, rest('Source', (r) => r.source)],
  consentEvidence: [when('at'), venueColumn(), { title: 'Consent', width: 80, cell: (r) => r.consent }, { title: 'Action', width: 60, cell: (r) => r.action }, rest('Source', (r) => joined(r.source, r.actorUserId ?? r.actorJob, r.legalDocumentId ? `${str(r.legalDocumentId)} rev. ${str(r.legalDocumentRevision)}` : null))],
  notes: [when(), venueColumn(), rest('Note', (r) => r.text)],
  bookingFormSubmissions: [
    when('submittedAt'),
    venueColumn(),
    { title: 'Date', width: 50, cell: (r) => day(r.arrivalDate) },
    { title: 'Covers', width: 32, cell: (r) => r.numGuests },
    rest('Form', (r) => joined(r.formName, ...list(r.values).map((v: { label?: string; value?: string }) => (v.value ? `${v.label ?? ''}: ${v.value}` : null)))),
  ],
  dataSubjectRequests: [
    { title: 'Received', width: 50, cell: (r) => day(r.receivedOn) },
    { title: 'Type', width: 60, cell: (r) => r.type },
    { title: 'Status', width: 60, cell: (r) => r.status },
    { title: 'Due', width: 50, cell: (r) => day(r.dueOn) },
    rest('Notes', (r) => joined(r.notes, r.refusalReason)),
  ],
};

function shown(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value) && !value.length) return null;
  const text = value instanceof Date ? value.toISOString() : str(value);
  return text.length > LONGEST ? `${text.slice(0, LONGEST)}… (whole in the JSON export)` : text;
}

/**
 * The data-subject export as a readable A4 PDF, in English (like the meeting minutes): a heading saying whose data,
 * when, by whom and why, then each section, the long ones as tables of one line per record. Returned as the PDF
 * stream itself, so the response is sent while it is written.
 */
export function guestExportPdf(heading: ExportHeading, sections: ExportSection[], data: ExportData, venues: ExportVenues): PDFKit.PDFDocument {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: printable(`Personal data held about ${heading.guestName}`), Author: 'Venue Portal' } });
  const at = (d: Date, zone: string) => dayjs(d).tz(zone).format('DD/MM/YYYY HH:mm');
  const cells: Cells = {
    at: (value, venue) => (value instanceof Date || typeof value === 'string' ? at(new Date(value), venue?.timeZone ?? heading.timeZone) : ''),
    venue: (row) => (typeof row.venueDetailsId === 'string' ? venues.byDetailsId.get(row.venueDetailsId) : typeof row.venueId === 'string' ? venues.byVenueId.get(row.venueId) : undefined),
  };
  doc.font('Helvetica-Bold').fontSize(18).text(printable(`Personal data held about ${heading.guestName}`));
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#555555')
    .text(printable(`Guest ${heading.guestId} · exported ${at(heading.exportedAt, heading.timeZone)} (${heading.timeZone}) by ${heading.exportedBy}`))
    .text(printable(`Reason: ${heading.reason}`))
    .fillColor('#000000');
  for (const section of sections) {
    const rows = data[section.key] ?? [];
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(printable(`${section.title} (${rows.length})`), MARGIN).moveDown(0.2).font('Helvetica').fontSize(9);
    const columns = TABLES[section.key];
    if (!rows.length) doc.text('None');
    else if (columns) table(doc, columns, rows, cells);
    else
      rows.forEach((row, i) => {
        const fields = Object.entries(row)
          .filter(([key]) => !BOOKKEEPING.has(key))
          .map(([key, value]) => [key, shown(value)] as const)
          .filter((entry): entry is readonly [string, string] => entry[1] !== null);
        doc.text(printable(`${i + 1}. ${fields.map(([key, value]) => `${key}: ${value}`).join(' · ')}`), { paragraphGap: 3 });
      });
  }
  doc.end();
  return doc;
}

/** The text cut to the width with an ellipsis: a measure or two per cell instead of laying out wrapped text. */
function fit(doc: PDFKit.PDFDocument, value: unknown, width: number): string {
  const text = printable(str(value).slice(0, CELL_CHARS).replace(/\s+/g, ' ').trim());
  const full = doc.widthOfString(text);
  if (full <= width) return text;
  let length = Math.floor((text.length * width) / full);
  while (length > 0 && doc.widthOfString(`${text.slice(0, length)}…`) > width) length--;
  return `${text.slice(0, length).trimEnd()}…`;
}

/** Rows of a fixed height, one line each; the column titles are repeated on each page the table runs onto. */
function table(doc: PDFKit.PDFDocument, columns: Column[], rows: Row[], cells: Cells) {
  const fixed = columns.reduce((sum, c) => sum + c.width, 0);
  const widths = columns.map((c) => (c.width || WIDTH - fixed) - CELL_GAP);
  const bottom = doc.page.height - MARGIN;
  const line = (texts: string[], y: number) => {
    let x = MARGIN;
    texts.forEach((text, i) => {
      doc.text(text, x, y, { lineBreak: false });
      x += widths[i] + CELL_GAP;
    });
  };
  const titles = (y: number) => {
    doc.font('Helvetica-Bold').fontSize(FONT_SIZE);
    line(
      columns.map((c, i) => fit(doc, c.title, widths[i])),
      y,
    );
    doc
      .moveTo(MARGIN, y + ROW_HEIGHT - 2)
      .lineTo(MARGIN + WIDTH, y + ROW_HEIGHT - 2)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    doc.font('Helvetica');
    return y + ROW_HEIGHT + 1;
  };
  let y = titles(doc.y);
  for (const row of rows) {
    if (y + ROW_HEIGHT > bottom) {
      doc.addPage();
      y = titles(MARGIN);
    }
    line(
      columns.map((c, i) => fit(doc, c.cell(row, cells), widths[i])),
      y,
    );
    y += ROW_HEIGHT;
  }
  doc.x = MARGIN;
  doc.y = y;
}
