import type { GuestLogAction } from '@/shared/guests/guestLog';
import type { RequestContext } from '../../api/context';

export interface GuestLogInput {
  action: GuestLogAction;
  field?: string | null;
  oldValue?: string | null;
  newValue?: string | null;
  source?: string | null;
  venueId?: string | null;
  consent?: string | null;
}

export async function writeGuestLog(ctx: RequestContext, guestId: string, entries: GuestLogInput[]): Promise<void> {
  if (!entries.length) return;
  await ctx.db
    .insertInto('guestLogs')
    .values(entries.map((e) => ({ guestId, ...e, createdAt: ctx.now, createdBy: ctx.user.userId })))
    .execute();
}

export type GlobalLogCategory = 'Profile' | 'Consent' | 'Privacy' | 'Referral' | 'Email' | 'Sms' | 'Push' | 'Booking' | 'Form' | 'Messenger' | 'Visit';

/** An entry in the group's global log about a guest. Messages never carry personal data, so they survive anonymisation. */
export async function writeGlobalLog(ctx: RequestContext, entry: { guestId: string; country: string; venueId?: string | null; category: GlobalLogCategory; message: string }): Promise<void> {
  await ctx.db
    .insertInto('globalLogs')
    .values({ ...entry, country: entry.country as 'dk', system: 'Venue Portal', createdAt: ctx.now, createdBy: ctx.user.userId })
    .execute();
}

export async function readGuestLog(ctx: RequestContext, guestId: string) {
  const rows = await ctx.db
    .selectFrom('guestLogs')
    .leftJoin('users', 'users.id', 'guestLogs.createdBy')
    .leftJoin('venues', 'venues.id', 'guestLogs.venueId')
    .select([
      'guestLogs.id',
      'guestLogs.action',
      'guestLogs.field',
      'guestLogs.oldValue',
      'guestLogs.newValue',
      'guestLogs.source',
      'guestLogs.venueId',
      'venues.name as venueName',
      'guestLogs.consent',
      'guestLogs.createdAt',
      'guestLogs.createdBy',
      'users.name as createdByName',
    ])
    .where('guestLogs.guestId', '=', guestId)
    .orderBy('guestLogs.createdAt', 'desc')
    .orderBy('guestLogs.id', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({ ...r, action: r.action as GuestLogAction, createdAt: r.createdAt.toISOString() }));
}
