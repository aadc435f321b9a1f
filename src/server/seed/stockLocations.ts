import type { SeedContext } from './context';
import { VENUES } from './places';

type LocationType = 'bar' | 'backBar' | 'storage' | 'cellar' | 'coldRoom' | 'kitchen';

/** Every venue keeps stock at its bar and in a storage room; clubs and bars have a back bar, restaurants a kitchen, some a cold room or cellar. */
export async function seedStockLocations({ db, random }: SeedContext): Promise<void> {
  const rows = VENUES.flatMap((venue) => {
    const types: LocationType[] = ['bar', 'storage', venue.kind === 'restaurant' ? 'kitchen' : 'backBar'];
    if (random.chance(0.6)) types.push('coldRoom');
    if (random.chance(0.3)) types.push('cellar');
    return types.map((type) => ({ venueId: venue.id, pimStockLocationType: type, name: null, createdBy: 'user-hq' }));
  });
  await db.insertInto('pimStockLocations').values(rows).execute();
}
