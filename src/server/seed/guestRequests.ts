import { dueDate } from '@/shared/guests/guestRequests';
import type { CountryCode } from '@/shared/types';
import type { SeedContext } from './context';
import { SHOWCASE_GUESTS } from './guests';

/**
 * A data-subject request per country from its showcase guest: an access request received last week (open) and, in
 * the UK, an erasure request received six weeks ago and still in progress, so the register shows one overdue.
 */
export async function seedGuestRequests(ctx: SeedContext): Promise<void> {
  const rows = [];
  for (const country of Object.keys(SHOWCASE_GUESTS) as CountryCode[]) {
    const showcase = SHOWCASE_GUESTS[country];
    const guest = await ctx.db.selectFrom('guestProfiles').select('id').where('country', '=', country).where('email', '=', showcase.email).executeTakeFirst();
    if (!guest) continue;
    const requests = [{ type: 'Access', status: 'Open', received: ctx.today.subtract(7, 'day') }];
    if (country === 'uk') requests.push({ type: 'Erasure', status: 'InProgress', received: ctx.today.subtract(42, 'day') });
    for (const r of requests) {
      const receivedOn = r.received.format('YYYY-MM-DD');
      rows.push({ guestId: guest.id, country, type: r.type, status: r.status, receivedOn, dueOn: dueDate(receivedOn, country), handledBy: 'user-gr', createdAt: ctx.past(r.received.add(10, 'hour')).toDate(), updatedAt: ctx.now.toDate(), createdBy: 'user-hq', updatedBy: 'user-hq' });
    }
  }
  if (rows.length) await ctx.db.insertInto('guestRequests').values(rows as never).execute();
}
