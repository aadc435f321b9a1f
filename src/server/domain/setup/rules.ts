import { randomUUID } from 'node:crypto';
import { policyIssues, type Policy, type SeatingStrategy } from '@/shared/bookings/policies';
import { holdsTable, isLiveBooking } from '@/shared/bookings/states';
import { nightOf, nightWindow } from '@/shared/bookings/night';
import type { VenueDetails } from '@/shared/setup/venueData';
import type { RequestContext } from '../../api/context';
import { badRequest, conflict } from '../../api/errors';
import { lockVenueBookings } from '../locks';
import { clockOf } from './venueData';

/**
 * Checks the policies of one level (section 5 of the specification) and stamps them with their level and an id;
 * the first broken rule is a 400 naming the field (`body.venuePolicies.1.limits.0.closingTime`).
 */
export function checkedPolicies(policies: Policy[] | null | undefined, level: number, field = 'body.venuePolicies'): Policy[] {
  return (policies ?? []).map((policy, i) => {
    const issue = policyIssues(policy)[0];
    if (issue) throw badRequest(`${field}.${i}.${issue.path}`, issue.message);
    return { ...policy, identifier: policy.identifier!.trim(), policyLevel: level, policyConfigurationId: policy.policyConfigurationId || randomUUID() };
  });
}

/** Seating strategies are always valid; they get the level they are declared at. */
export function leveledStrategies(strategies: SeatingStrategy[] | null | undefined, level: number): SeatingStrategy[] {
  return (strategies ?? []).map((s) => ({ ...s, level }));
}

/** Checks a name is not used by another live item of a list (case-insensitive). */
export function assertUniqueName(name: string, others: { id: string; name: string | null }[], selfId: string | null, field: string, what: string) {
  const taken = others.some((o) => o.id !== selfId && (o.name ?? '').trim().toLowerCase() === name.trim().toLowerCase());
  if (taken) throw badRequest(field, `${what} named "${name.trim()}" already exists`);
}

/**
 * Refuses to delete a setup, section or table while bookings are reserved for it: bookings from tonight on that are
 * not deleted, cancelled or rejected (requests count) on it, or on a combination table using the table.
 */
export async function assertNoReservedBookings(
  ctx: RequestContext,
  venue: VenueDetails,
  where: { venueSetupId?: string; venueSectionId?: string; venueTableIds?: string[] },
  what: 'setup' | 'section' | 'table',
) {
  // A booking being made for it at the same time either commits first (and is seen here) or waits for the deletion.
  await lockVenueBookings(ctx, venue.id);
  const tonight = nightWindow(nightOf(ctx.now, clockOf(venue)), clockOf(venue)).from;
  let query = ctx.db.selectFrom('bookings').select(['id', 'bookingState', 'arrivalState', 'deleted']).where('venueDetailsId', '=', venue.id).where('arrival', '>=', tonight).where('deleted', 'is', null);
  if (where.venueSetupId) query = query.where('venueSetupId', '=', where.venueSetupId);
  if (where.venueSectionId) query = query.where('venueSectionId', '=', where.venueSectionId);
  if (where.venueTableIds) query = query.where('venueTableId', 'in', where.venueTableIds.length ? where.venueTableIds : ['-']);
  const rows = await query.execute();
  const reserved = rows.filter((b) => isLiveBooking({ ...b, deleted: null }) && (holdsTable({ ...b, deleted: null }) || b.bookingState === 7));
  if (reserved.length) {
    // The catalogued message of the delete call, with how many bookings are in the way.
    throw conflict(`Bookings are reserved for this ${what}, so it cannot be deleted (${reserved.length} ${reserved.length === 1 ? 'booking' : 'bookings'} from tonight on; move or cancel them first)`);
  }
}
