import type { SeedContext } from '../context';
import { price } from './catalogue';
import { ids } from './countries';

const j = JSON.stringify;

/**
 * What the transfers and the waste below take out of a venue's stock, by product key. The venues' stock history is
 * simulated first and counts it as gone from the start, so that no product ends below zero whichever day the demo is
 * built.
 */
export const STOCK_TAKEN_BY_EXTRAS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  'venue-dk-norrebro': { gin: 3, tonic: 1, 'red-house': 1, 'lager-keg': 0.1 },
  'venue-dk-vesterbro': { vodka: 2, limes: 1 },
};

/** Transfers between Copenhagen venues, stock product requests, venue recipes and registered waste. */
export async function seedStockExtras({ db, today, past }: SeedContext): Promise<void> {
  const sp = (key: string) => ids.stockProduct('dk', key);
  // Each product sits in its storage at the venue, as the venues part assigns them.
  const storage = (venueId: string, productId: string) => `${venueId}-${/tonic|soda|keg|btl|can|ginger/.test(productId) ? 'cellar' : 'bar'}`;
  const at = (days: number, hour = 14) => past(today.subtract(days, 'day').hour(hour)).toDate();
  const transfers = [
    { venueId: 'venue-dk-norrebro', toVenueId: 'venue-dk-vesterbro', transferNumber: `TR-${today.year()}-0001`, state: 'Received', lines: [{ stockProductId: sp('gin'), quantity: 3 }, { stockProductId: sp('tonic'), quantity: 1 }], sentAt: at(20), receivedAt: at(20, 18), note: 'Weekend cover' },
    { venueId: 'venue-dk-vesterbro', toVenueId: 'venue-dk-norrebro', transferNumber: `TR-${today.year()}-0002`, state: 'Sent', lines: [{ stockProductId: sp('vodka'), quantity: 2 }, { stockProductId: sp('limes'), quantity: 1 }], sentAt: at(0, 10), receivedAt: null, note: 'For the Friday event' },
    { venueId: 'venue-dk-norrebro', toVenueId: 'venue-dk-frederiksberg', transferNumber: `TR-${today.year()}-0003`, state: 'Draft', lines: [{ stockProductId: sp('prosecco'), quantity: 6 }], sentAt: null, receivedAt: null, note: null },
  ];
  const inserted = await db
    .insertInto('stockTransfers')
    .values(transfers.map((t) => ({ ...t, lines: j(t.lines), country: 'dk' as const, createdBy: 'user-vm' })))
    .returning(['id', 'venueId', 'toVenueId', 'state', 'lines', 'transferNumber', 'sentAt', 'receivedAt'])
    .execute();
  const movements: { venueId: string; stockProductId: string; storageId: string | null; quantity: number; kind: 'transferOut' | 'transferIn' | 'waste'; sourceId: string | null; note: string | null; occurredAt: Date; createdBy: string; wasteReasonId?: string }[] = inserted.flatMap((t) => [
    ...(t.state !== 'Draft' ? (t.lines ?? []).map((l) => ({ venueId: t.venueId!, stockProductId: l.stockProductId, storageId: storage(t.venueId!, l.stockProductId), quantity: -l.quantity, kind: 'transferOut' as const, sourceId: t.id, note: t.transferNumber, occurredAt: t.sentAt!, createdBy: 'user-vm' })) : []),
    ...(t.state === 'Received' ? (t.lines ?? []).map((l) => ({ venueId: t.toVenueId!, stockProductId: l.stockProductId, storageId: storage(t.toVenueId!, l.stockProductId), quantity: l.quantity, kind: 'transferIn' as const, sourceId: t.id, note: t.transferNumber, occurredAt: t.receivedAt!, createdBy: 'user-vm' })) : []),
  ]);
  const broken = await db.selectFrom('stockWasteReasons').select('id').where('country', '=', 'dk').where('name', '=', 'Broken').executeTakeFirstOrThrow();
  const lineCleaning = await db.selectFrom('stockWasteReasons').select('id').where('country', '=', 'dk').where('name', '=', 'Line cleaning').executeTakeFirstOrThrow();
  movements.push(
    { venueId: 'venue-dk-norrebro', stockProductId: sp('red-house'), storageId: 'venue-dk-norrebro-bar', quantity: -1, kind: 'waste', sourceId: null, note: 'Dropped during service', occurredAt: at(3, 22), createdBy: 'user-sm', wasteReasonId: broken.id },
    { venueId: 'venue-dk-norrebro', stockProductId: sp('lager-keg'), storageId: 'venue-dk-norrebro-cellar', quantity: -0.1, kind: 'waste', sourceId: null, note: 'Monthly line cleaning', occurredAt: at(9, 10), createdBy: 'user-sm', wasteReasonId: lineCleaning.id },
  );
  await db.insertInto('stockMovements').values(movements).execute();

  await db
    .insertInto('stockProductRequests')
    .values([
      { venueId: 'venue-dk-norrebro', country: 'dk', name: 'Mezcal espadín 70 cl', vendorName: 'Københavns Vinhandel Engros', contentAmount: 70, contentUnit: 'cl', estimatedCost: price('dk', 310), reason: 'Guests keep asking for mezcal cocktails; we would run a mezcal negroni.', state: 'Pending', createdBy: 'user-vm' },
      { venueId: 'venue-dk-vesterbro', country: 'dk', name: 'Elderflower cordial 50 cl', vendorName: 'Bar & Køkken Forsyning', contentAmount: 50, contentUnit: 'cl', estimatedCost: price('dk', 48), reason: 'For the summer spritz menu.', state: 'Approved', decisionNote: 'Added to the catalogue for all Danish venues.', decidedBy: 'Mads Kjær', decidedAt: at(12), stockProductId: null, createdBy: 'user-vm' },
      { venueId: 'venue-dk-frederiksberg', country: 'dk', name: 'Premium oat milk 1 l', vendorName: null, contentAmount: 100, contentUnit: 'cl', estimatedCost: price('dk', 29), reason: 'Vegan guests at brunch.', state: 'Rejected', decisionNote: 'Use the oat milk already in the catalogue from the fresh supplier.', decidedBy: 'Mads Kjær', decidedAt: at(30), createdBy: 'user-hq' },
      { venueId: 'venue-no-grunerlokka', country: 'no', name: 'Akevitt 70 cl', vendorName: 'Nordisk Vin & Brennevin', contentAmount: 70, contentUnit: 'cl', estimatedCost: price('no', 260), reason: 'For the Christmas menu.', state: 'Pending', createdBy: 'user-rm' },
    ])
    .execute();

  await db
    .insertInto('venueRecipes')
    .values([
      {
        venueId: 'venue-dk-norrebro',
        name: 'House G&T with cucumber',
        recipeId: ids.recipe('dk', 'gin-tonic'),
        portions: 1,
        lines: j([{ stockProductId: sp('gin'), amount: 5 }, { stockProductId: sp('tonic'), amount: 1 }, { stockProductId: sp('limes'), amount: 10 }]),
        isActive: true,
        createdBy: 'user-vm',
      },
      {
        venueId: 'venue-dk-vesterbro',
        name: 'Espresso martini, double shot',
        recipeId: ids.recipe('dk', 'espresso-martini'),
        portions: 1,
        lines: j([{ stockProductId: sp('vodka'), amount: 5 }, { stockProductId: sp('coffee-liqueur'), amount: 2 }, { stockProductId: sp('espresso-beans'), amount: 18 }, { stockProductId: sp('sugar-syrup'), amount: 1 }]),
        isActive: true,
        createdBy: 'user-vm',
      },
      { venueId: 'venue-dk-norrebro', name: 'Pitcher of lager (4 glasses)', recipeId: null, portions: 4, lines: j([{ stockProductId: sp('lager-keg'), amount: 160 }]), isActive: true, createdBy: 'user-vm' },
    ])
    .execute();
}
