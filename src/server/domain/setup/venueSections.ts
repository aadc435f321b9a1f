import type { VenueSectionsTablesInput } from '@generated/server/resources/venueSections';
import { bookingsResource } from '@generated/server/resources/bookings';
import { defineAction } from '../../api/action';
import { badRequest, notFound } from '../../api/errors';
import { placement, scoreSection } from './placement';
import { sectionOrThrow, setupOrThrow, venueDetailsOrThrow, type SectionRecord } from './venueData';
import { venueSectionsResource } from '@generated/server/resources/venueSections';

/** GET /admin/bookings/tables/section/{sectionId}: the section's tables scored for the booking described by the query. */
export const suggestTables = defineAction(async (ctx, { params, query }: VenueSectionsTablesInput) => {
  const raw = (await ctx.store.get(venueSectionsResource, params.sectionId)) as SectionRecord | null;
  if (!raw || raw.deleted) throw notFound(`Section ${params.sectionId}`);
  const setup = await setupOrThrow(ctx, raw.venueSetupId, raw.venueDetailsId, 'sectionId');
  const section = await sectionOrThrow(ctx, raw.id, setup.id, 'sectionId');
  const venue = await venueDetailsOrThrow(ctx, setup.venueDetailsId, 'sectionId');
  if (query['guest-count'] < 1) throw badRequest('query.guest-count', 'must be at least 1');
  const arrival = new Date(query.arrival);
  const departure = query.departure ? new Date(query.departure) : null;
  if (departure && departure <= arrival) throw badRequest('query.departure', 'must be after the arrival');
  let bookingState = 1;
  let minimumSpend: number | null = null;
  const existingId = query['existing-booking-id'];
  if (existingId) {
    const existing = await ctx.store.get(bookingsResource, existingId);
    if (!existing || existing.venueDetailsId !== venue.id) throw badRequest('query.existing-booking-id', 'no booking with this id at the venue');
    bookingState = (existing.bookingState as number) ?? 1;
    minimumSpend = (existing.minimumSpend as number | null) ?? null;
  }
  const place = await placement(ctx, { venue, setup, arrival, departure, guestCount: query['guest-count'], bookingState, minimumSpend, excludeBookingId: existingId ?? null });
  return scoreSection(place, section, query['accept-soft-warnings'] ?? false);
});
