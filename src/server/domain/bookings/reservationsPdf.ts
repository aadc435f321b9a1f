import PDFDocument from 'pdfkit';
import { formatMoney } from '@/shared/format';
import dayjs from '@/shared/dayjs';
import { nightOf, type VenueClock } from '@/shared/bookings/night';
import { ARRIVAL_STATES, BOOKING_STATES } from '@/shared/bookings/stateNames';
import { tagLabel, type BookingTagDef } from '@/shared/bookings/tags';
import type { BookingResult } from './bookingResults';
import { printable } from '../../pdfText';

/** The printable reservations document: A4 landscape, one row per booking by arrival, grouped by night. */

const COLUMNS = [
  { key: 'time', title: 'Time', width: 44 },
  { key: 'guests', title: 'Guests', width: 46 },
  { key: 'guest', title: 'Guest', width: 132 },
  { key: 'phone', title: 'Phone', width: 86 },
  { key: 'table', title: 'Table', width: 92 },
  { key: 'state', title: 'State', width: 86 },
  { key: 'tags', title: 'Tags', width: 96 },
  { key: 'notes', title: 'Pre-orders and notes', width: 188 },
] as const;
type Row = Record<(typeof COLUMNS)[number]['key'], string>;

function rowOf(r: BookingResult, clock: VenueClock, tags: BookingTagDef[]): Row {
  const b = r.booking;
  const orderLines = (b.orderLines ?? []).map((o) => `${o.quantity} x ${o.name}`);
  const notes = [...(b.notes ?? []).map((n) => n.message ?? ''), ...(b.customerMessage ? [`Guest: ${b.customerMessage}`] : [])];
  const spend = r.minimumSpendAmount ? [`Min. spend ${formatMoney(r.minimumSpendAmount.value, r.minimumSpendAmount.currency)}`] : [];
  const table = r.reservedTable ? `${r.reservedTable.name}${r.reservedTableParts.length ? ` (${r.reservedTableParts.map((p) => p.name).join(' + ')})` : ''}` : '-';
  return {
    time: b.arrival ? dayjs(b.arrival).tz(clock.timeZone).format('HH:mm') : '',
    guests: b.arrivedGuests ? `${b.arrivedGuests}/${b.guestCount ?? ''}` : String(b.guestCount ?? ''),
    guest: [r.bookingCustomer?.name ?? '(no name)', r.bookingCustomer?.email ?? ''].filter(Boolean).join('\n'),
    phone: (r.bookingCustomer?.phoneNumber as string | undefined) ?? '',
    table: `${table}\n${r.reservedSection?.name ?? ''}`.trim(),
    state: `${BOOKING_STATES[b.bookingState ?? 1] ?? ''}\n${ARRIVAL_STATES[b.arrivalState ?? 0] ?? ''}`,
    tags: (b.tags ?? []).map((t) => tagLabel(t, tags, 'eng')).join(', '),
    notes: [...orderLines, ...spend, ...notes].join('\n'),
  };
}

export function reservationsPdf(input: { venueName: string; clock: VenueClock; bookings: BookingResult[]; tags: BookingTagDef[]; printedAt: Date; printedBy: string }): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 32, info: { Title: `Reservations - ${input.venueName}`, Author: 'Venue Portal' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const bottom = () => doc.page.height - doc.page.margins.bottom - 18;
  const write = (text: string, x: number, y: number, width: number, options: PDFKit.Mixins.TextOptions = {}) => doc.text(printable(text), x, y, { width, ...options });

  const header = (night: string) => {
    doc.font('Helvetica-Bold').fontSize(16);
    write(`Reservations - ${input.venueName}`, left, doc.page.margins.top, 600);
    doc.font('Helvetica').fontSize(9).fillColor('#555555');
    write(`Night of ${dayjs(night).format('dddd DD-MM-YYYY')}   ·   printed ${dayjs(input.printedAt).tz(input.clock.timeZone).format('DD/MM/YYYY HH:mm')} by ${input.printedBy}`, left, doc.y + 2, 700);
    doc.fillColor('#000000');
    let x = left;
    const y = doc.y + 10;
    doc.font('Helvetica-Bold').fontSize(9);
    for (const c of COLUMNS) {
      write(c.title, x, y, c.width - 6);
      x += c.width;
    }
    doc.moveTo(left, y + 13).lineTo(left + COLUMNS.reduce((s, c) => s + c.width, 0), y + 13).lineWidth(0.8).stroke();
    doc.y = y + 18;
  };

  const nights = new Map<string, BookingResult[]>();
  for (const r of input.bookings) {
    const night = r.booking.arrival ? nightOf(r.booking.arrival, input.clock) : 'unknown';
    nights.set(night, [...(nights.get(night) ?? []), r]);
  }
  let first = true;
  for (const [night, list] of [...nights.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    if (!first) doc.addPage();
    first = false;
    header(night);
    doc.font('Helvetica').fontSize(8.5);
    for (const r of list) {
      const row = rowOf(r, input.clock, input.tags);
      const height = Math.max(...COLUMNS.map((c) => doc.heightOfString(printable(row[c.key]) || ' ', { width: c.width - 6 }))) + 6;
      if (doc.y + height > bottom()) {
        doc.addPage();
        header(night);
        doc.font('Helvetica').fontSize(8.5);
      }
      const y = doc.y;
      let x = left;
      for (const c of COLUMNS) {
        write(row[c.key], x, y, c.width - 6);
        x += c.width;
      }
      doc.moveTo(left, y + height - 3).lineTo(x, y + height - 3).lineWidth(0.3).strokeColor('#bbbbbb').stroke().strokeColor('#000000');
      doc.y = y + height;
    }
    const guests = list.reduce((s, r) => s + (r.booking.guestCount ?? 0), 0);
    doc.font('Helvetica-Bold').fontSize(9);
    write(`${list.length} booking${list.length === 1 ? '' : 's'}, ${guests} guest${guests === 1 ? '' : 's'}`, left, Math.min(doc.y + 6, bottom()), 400);
  }
  doc.end();
  return done;
}
