import type { ReservationsDocumentCreatePdfInput } from '@generated/server/resources/reservationsDocument';
import type { StoredRecord } from '@/shared/records';
import { defineAction, FileResult } from '../../api/action';
import { badRequest } from '../../api/errors';
import { clockOf, venueDetailsOrThrow } from '../setup/venueData';
import { bookingResults } from './bookingResults';
import { reservationsPdf } from './reservationsPdf';

/** POST bookings/create-reservations-pdf: the chosen bookings of the venue (VenueId header) as a printable PDF. */
export const createPdf = defineAction(async (ctx, { headers, body }: ReservationsDocumentCreatePdfInput) => {
  const venue = await venueDetailsOrThrow(ctx, headers.venueid, 'venueId');
  const ids = [...new Set(body.bookingIds)];
  if (!ids.length) throw badRequest('body.bookingIds', 'needs at least one booking');
  const rows = await ctx.db.selectFrom('bookings').selectAll().where('id', 'in', ids).where('deleted', 'is', null).execute();
  ids.forEach((id, i) => {
    const row = rows.find((r) => r.id === id);
    if (!row || row.venueDetailsId !== venue.id) throw badRequest(`body.bookingIds.${i}`, `no booking with the id ${id} at the venue`);
  });
  const results = (await bookingResults(ctx, rows as unknown as StoredRecord[])).sort((a, b) => String(a.booking.arrival).localeCompare(String(b.booking.arrival)));
  const tags = (await ctx.db.selectFrom('bookingTags').select(['tag', 'translations', 'isFreeText']).execute()).map((t) => ({ tag: t.tag ?? '', translations: t.translations ?? [], isFreeText: t.isFreeText }));
  const pdf = await reservationsPdf({ venueName: venue.name, clock: clockOf(venue), bookings: results, tags, printedAt: ctx.now, printedBy: ctx.user.name });
  const night = results[0]?.booking.arrival?.slice(0, 10) ?? 'reservations';
  return new FileResult(`reservations-${venue.id}-${night}.pdf`, 'application/pdf', pdf);
});
