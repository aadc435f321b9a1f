import { sql } from 'kysely';
import dayjs from '@/shared/dayjs';
import { clock } from '@/shared/clock';
import type { Db } from '../db/connect';
import { seedActivationPlan } from './activationPlan';
import { seedCampus } from './campus';
import { seedBookings } from './bookings';
import { seedCockpitReports } from './cockpitReports';
import { seedEngage } from './engage';
import { seedGuestRequests } from './guestRequests';
import { seedGuests } from './guests';
import type { SeedContext } from './context';
import { seedCrmActivation } from './crmActivation';
import { seedConsentEvidence } from './consentEvidence';
import { seedEodReports } from './eodReports';
import { seedIdentity } from './identity';
import { seedListsAndSessions } from './lists';
import { seedMeetings } from './meetings';
import { seedNews } from './news';
import { seedLegal } from './legal';
import { seedNotifications } from './notifications';
import { seedOperationLinks } from './operationLinks';
import { seedPersonalTodos } from './personalTodos';
import { seedPos } from './pos';
import { createRandom } from './random';
import { seedStockLocations } from './stockLocations';
import { seedVenueDrive } from './venueDrive';
import { seedVenueInfo } from './venueInfo';
import { seedVenueTasks } from './venueTasks';

type Part = (ctx: SeedContext) => Promise<void>;

/** The platform's demo, in order: identity first. */
const SPINE: Part[] = [seedIdentity, seedOperationLinks, seedVenueTasks, seedNotifications, seedVenueInfo, seedCockpitReports];

/**
 * Each area's parts, in order. An area draws from its own copy of the random source as the spine leaves it, so that
 * adding or changing one area's demo leaves the others' exactly as they were.
 */
const AREAS: Part[][] = [
  [seedPersonalTodos, seedListsAndSessions, seedEodReports, seedStockLocations],
  [seedMeetings, seedActivationPlan, seedVenueDrive, seedCampus, seedNews],
  [seedGuests, seedLegal, seedEngage, seedGuestRequests],
  [seedCrmActivation, seedConsentEvidence],
  [seedBookings],
  [seedPos],
];

/**
 * Fills a new database with the demo, built around the clock's moment (or the one given); one transaction, so a failed
 * seed leaves nothing behind.
 */
export async function seed(db: Db, at: Date = clock.now()): Promise<void> {
  await db.transaction().execute((trx) => seedInto(trx as Db, at));
  await analyze(db);
}

/**
 * Seeds only a database without venues, so restarts keep people's changes. Instances started together on one
 * PostgreSQL take turns (an advisory lock), so only the first seeds.
 */
export async function seedIfEmpty(db: Db, at: Date = clock.now()): Promise<boolean> {
  const seeded = await db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('venue-portal demo seed'))`.execute(trx);
    const any = await trx.selectFrom('venues').select('id').limit(1).executeTakeFirst();
    if (any) return false;
    await seedInto(trx as Db, at);
    return true;
  });
  if (seeded) await analyze(db);
  return seeded;
}

async function seedInto(trx: Db, at: Date): Promise<void> {
  const now = dayjs(at);
  const ctx: SeedContext = { db: trx, random: createRandom(), now, today: now.startOf('day'), past: (moment) => (moment.isAfter(now) ? now : moment) };
  for (const part of SPINE) await part(ctx);
  for (const area of AREAS) {
    const own = { ...ctx, random: ctx.random.fork() };
    for (const part of area) await part(own);
  }
}

/** Fresh statistics for the planner and a visibility map for index-only scans (PGlite runs no autovacuum). */
async function analyze(db: Db): Promise<void> {
  await sql`VACUUM ANALYZE`.execute(db);
}
