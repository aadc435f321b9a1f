import PDFDocument from 'pdfkit';
import dayjs from '@/shared/dayjs';
import type { ActionItem } from './meetingActionItems';
import { printable } from '../../pdfText';

/** What the minutes of an ended meeting show. */
export interface Minutes {
  title: string;
  venueName: string;
  period: string;
  timeZone: string;
  when: string | null;
  endedAt: string | null;
  facilitator: string | null;
  attendees: string[];
  steps: string[];
  notes: string | null;
  decisions: string | null;
  stepNotes: { step: string; note: string }[];
  actionItems: (ActionItem & { assigneeName?: string | null })[];
}

const STEP_NAMES: Record<string, string> = { venueTaskReview: 'Venue Task Review', employeesReport: 'Employee Report', powerBi: 'Power BI', summary: 'Summary', finalReview: 'Final Review' };

/** The minutes as an A4 PDF, in English (the document is shared across languages, as the notification rules are). */
export function meetingMinutesPdf(m: Minutes): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 48, info: { Title: `Minutes - ${m.title} - ${m.period}`, Author: 'Venue Portal' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const at = (iso: string | null) => (iso ? dayjs(iso).tz(m.timeZone).format('DD/MM/YYYY HH:mm') : '-');
  const heading = (text: string) => doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).text(printable(text)).moveDown(0.2).font('Helvetica').fontSize(10);
  const body = (text: string | null | undefined) => doc.text(printable(text?.trim() || '-'));

  doc.font('Helvetica-Bold').fontSize(18).text(printable(`Minutes: ${m.title}`));
  doc.font('Helvetica').fontSize(10).fillColor('#555555').text(printable(`${m.venueName} · ${m.period} · held ${at(m.when)} · ended ${at(m.endedAt)}`)).fillColor('#000000');
  heading('People');
  body(`Facilitator: ${m.facilitator ?? '-'}`);
  body(`Attendees: ${m.attendees.join(', ') || '-'}`);
  heading('Agenda');
  body(m.steps.map((s, i) => `${i + 1}. ${STEP_NAMES[s] ?? s}`).join('\n'));
  if (m.stepNotes.length) {
    heading('Notes on steps');
    body(m.stepNotes.map((n) => `${STEP_NAMES[n.step] ?? n.step}: ${n.note}`).join('\n'));
  }
  heading('Notes');
  body(m.notes);
  heading('Decisions');
  body(m.decisions);
  heading('Action items');
  body(m.actionItems.map((a) => `• ${a.title} - ${a.kind === 'todo' ? `to-do for ${a.assigneeName ?? a.assigneeId ?? '?'}` : 'venue task'}, due ${dayjs(a.dueDate).format('DD-MM-YYYY')}`).join('\n'));
  doc.end();
  return done;
}
