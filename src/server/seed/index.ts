import dayjs from '@/shared/dayjs';
import type { Db } from '../db/connect';
import { seedCockpitReports } from './cockpitReports';
import type { SeedContext } from './context';
import { seedIdentity } from './identity';
import { seedNotifications } from './notifications';
import { seedOperationLinks } from './operationLinks';
import { seedPos } from './pos';
import { createRandom } from './random';
import { seedVenueInfo } from './venueInfo';
import { seedVenueTasks } from './venueTasks';

/** Every part of the demo, in order: identity first, then each area's content. */
const PARTS: ((ctx: SeedContext) => Promise<void>)[] = [seedIdentity, seedOperationLinks, seedVenueTasks, seedNotifications, seedVenueInfo, seedCockpitReports, seedPos];

/** Fills a new database with the demo; one transaction, so a failed seed leaves nothing behind. */
export async function seed(db: Db, today = dayjs()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ctx: SeedContext = { db: trx as Db, random: createRandom(), today: today.startOf('day') };
    for (const part of PARTS) await part(ctx);
  });
}

/** Seeds only a database without venues, so restarts keep people's changes. */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const any = await db.selectFrom('venues').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  await seed(db);
  return true;
}
