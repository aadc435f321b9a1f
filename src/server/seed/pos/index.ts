import type { SeedContext } from '../context';
import { seedCountryCatalogue } from './countries';
import { seedStockExtras } from './extras';
import { seedPosVenues } from './venues';

/** The point-of-sale and procurement demo: catalogues per country, POS venues with their history, stock extras. */
export async function seedPos(ctx: SeedContext): Promise<void> {
  await seedCountryCatalogue(ctx);
  await seedPosVenues(ctx);
  await seedStockExtras(ctx);
}
