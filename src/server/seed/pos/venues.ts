import type { CountryCode } from '@generated/shared/shell';
import { DATE_FORMAT } from '@/shared/dayjs';
import type dayjs from '@/shared/dayjs';
import type { SeedContext } from '../context';
import { VENUES, type SeedVenue } from '../places';
import { PRICE_FACTOR, SALES_GROUPS, STOCK_PRODUCTS, TAX_GROUPS, VENDORS, price } from './catalogue';
import { ids } from './countries';
import { STOCK_TAKEN_BY_EXTRAS } from './extras';

/** Venues without a POS venue, so that creating one can be shown (and tried in the journeys). */
export const NOT_POS = ['venue-dk-aarhus', 'venue-no-bryggen', 'venue-fi-tampere', 'venue-uk-manchester'];
const WEEKS = 16;
const Z_DAYS = 120;
const j = JSON.stringify;
const r3 = (n: number) => Math.round(n * 1000) / 1000;

type Random = SeedContext['random'];

interface Movement {
  venueId: string;
  stockProductId: string;
  storageId: string | null;
  quantity: number;
  kind: 'received' | 'counted' | 'transferOut' | 'transferIn' | 'waste' | 'sale';
  sourceId: string | null;
  note: string | null;
  wasteReasonId?: string | null;
  occurredAt: Date;
  createdBy: string;
}

const storageIds = (v: SeedVenue) => ({ cellar: `${v.id}-cellar`, bar: `${v.id}-bar`, kitchen: `${v.id}-kitchen` });
const locationIds = (v: SeedVenue) => ({ main: `${v.id}-main-bar`, second: `${v.id}-second-bar`, floor: `${v.id}-floor` });

function layout(v: SeedVenue) {
  const s = storageIds(v);
  const l = locationIds(v);
  const storages = [
    { storageId: s.cellar, storageName: 'Cellar' },
    { storageId: s.bar, storageName: 'Bar fridges' },
    ...(v.kind === 'restaurant' ? [{ storageId: s.kitchen, storageName: 'Kitchen' }] : []),
  ];
  const locations = [
    { locationId: l.main, name: 'Main bar', storageId: s.bar },
    { locationId: l.second, name: v.kind === 'club' ? 'Dance floor bar' : 'Terrace bar', storageId: s.bar },
    ...(v.kind === 'restaurant' ? [{ locationId: l.floor, name: 'Dining room', storageId: s.kitchen }] : []),
  ];
  const terminals =
    v.kind === 'club'
      ? [['Bar 1', l.main], ['Bar 2', l.main], ['Dance floor', l.second], ['Door', l.main]]
      : v.kind === 'restaurant'
        ? [['Bar', l.main], ['Waiter 1', l.floor], ['Waiter 2', l.floor]]
        : [['Bar 1', l.main], ['Bar 2', l.main], ['Terrace', l.second]];
  return { storages, locations, terminals };
}

/** What a venue sells in a week relative to a 180-guest bar. */
const scale = (v: SeedVenue) => (v.capacity / 180) * (v.kind === 'club' ? 1.4 : v.kind === 'restaurant' ? 0.7 : 1);

function stockPlan(v: SeedVenue, random: Random) {
  const skip = new Set<string>();
  for (const p of STOCK_PRODUCTS) {
    if (v.kind === 'restaurant' && ['ipa-keg', 'cider-keg', 'tequila', 'cola-bib'].includes(p[0])) skip.add(p[0]);
    if (v.kind === 'club' && ['espresso-beans', 'nuts', 'red-house'].includes(p[0])) skip.add(p[0]);
  }
  if (random.chance(0.5)) skip.add('rum-dark');
  return STOCK_PRODUCTS.filter((p) => !skip.has(p[0])).map(([key, , group, , , , , , vendor, , usage]) => {
    const weekly = Math.max(0.5, usage * scale(v));
    return { key, vendor, weekly, par: Math.ceil(weekly * 1.5), reorder: Math.ceil(weekly * 0.6), storage: ['beer', 'mixers'].includes(group) || key.endsWith('keg') ? 'cellar' : group === 'produce' || group === 'dry' ? (v.kind === 'restaurant' ? 'kitchen' : 'bar') : 'bar' };
  });
}

async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 400) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** The sales of a business day by group, in minor units, shaped by the kind of venue. */
const MIX: Record<SeedVenue['kind'], Record<string, number>> = {
  bar: { beer: 0.38, wine: 0.14, cocktails: 0.24, spirits: 0.1, soft: 0.06, food: 0.08 },
  club: { beer: 0.25, wine: 0.06, cocktails: 0.28, spirits: 0.25, soft: 0.06, entrance: 0.1 },
  restaurant: { beer: 0.12, wine: 0.3, cocktails: 0.08, spirits: 0.04, soft: 0.08, food: 0.38 },
};
const OPEN: Record<SeedVenue['kind'], number[]> = { bar: [2, 3, 4, 5, 6], club: [4, 5, 6], restaurant: [1, 2, 3, 4, 5, 6, 7] };
const DAY_SALES: Record<SeedVenue['kind'], (weekday: number) => number> = {
  bar: (d) => (d >= 5 ? 42000 : 17000),
  club: (d) => (d >= 5 ? 95000 : 38000),
  restaurant: (d) => (d >= 5 ? 52000 : 31000),
};

function zReport(v: SeedVenue, day: dayjs.Dayjs, number: number, terminalId: string, random: Random) {
  const c = v.country as CountryCode;
  const gross = Math.round(DAY_SALES[v.kind](day.isoWeekday()) * (v.capacity / 180) * (0.8 + random.next() * 0.4) * PRICE_FACTOR[c] * 100);
  const mix = MIX[v.kind];
  const groups = Object.entries(mix).map(([g, share]) => {
    const amount = Math.round(gross * share);
    const unit = g === 'food' ? 90 : g === 'entrance' ? 100 : g === 'cocktails' ? 110 : 60;
    return { salesProductGroupId: ids.salesGroup(c, g), name: SALES_GROUPS.find((s) => s.id === g)!.name, quantity: Math.max(1, Math.round(amount / (unit * PRICE_FACTOR[c] * 100))), amount };
  });
  const foodTax = TAX_GROUPS[c].find((t) => t.id === 'food');
  const std = TAX_GROUPS[c].find((t) => t.id === 'std')!;
  const foodAmount = foodTax ? groups.filter((g) => g.salesProductGroupId.endsWith('-food')).reduce((s, g) => s + g.amount, 0) : 0;
  const taxes = [
    { taxGroupId: ids.tax(c, 'std'), code: std.code, taxRatePercentage: std.rate, gross: gross - foodAmount },
    ...(foodTax && foodAmount ? [{ taxGroupId: ids.tax(c, 'food'), code: foodTax.code, taxRatePercentage: foodTax.rate, gross: foodAmount }] : []),
  ].map(({ gross: g, ...t }) => {
    const net = Math.round(g / (1 + t.taxRatePercentage / 100));
    return { ...t, net, tax: g - net };
  });
  const taxTotal = taxes.reduce((s, t) => s + t.tax, 0);
  const card = Math.round(gross * 0.78);
  const mobile = Math.round(gross * 0.12);
  const voucher = Math.round(gross * 0.02);
  const transactions = Math.max(1, Math.round(gross / (180 * PRICE_FACTOR[c] * 100)));
  const opened = day.hour(v.kind === 'restaurant' ? 11 : v.kind === 'club' ? 21 : 15);
  return {
    venueId: v.id,
    country: c,
    reportNumber: number,
    businessDate: day.format(DATE_FORMAT),
    terminalId,
    openedAt: opened.toDate(),
    closedAt: opened.add(v.kind === 'club' ? 8 : 10, 'hour').toDate(),
    currency: { dk: 'DKK', no: 'NOK', fi: 'EUR', uk: 'GBP' }[c],
    grossSales: gross,
    netSales: gross - taxTotal,
    taxTotal,
    discounts: Math.round(gross * 0.02),
    refunds: Math.round(gross * 0.003),
    tips: Math.round(card * 0.04),
    transactionCount: transactions,
    guestCount: Math.round(transactions * 1.6),
    salesByGroup: j(groups),
    taxes: j(taxes),
    payments: j([
      { method: 'card', amount: card },
      { method: 'mobile', amount: mobile },
      { method: 'voucher', amount: voucher },
      { method: 'cash', amount: gross - card - mobile - voucher },
    ]),
    createdBy: 'user-hq',
  };
}

/**
 * POS venues with storages, locations, terminals, settings, assigned products, par levels, floorplans, price
 * shift windows and waiter lists; sixteen weeks of stock history (orders received, weekly sales, monthly counts)
 * and four months of Z reports.
 */
export async function seedPosVenues({ db, random, today, now, past }: SeedContext): Promise<void> {
  const movements: Movement[] = [];
  const orderSeq = new Map<string, number>();
  const monday = today.isoWeekday(1);
  for (const v of VENUES.filter((x) => !NOT_POS.includes(x.id))) {
    const c = v.country as CountryCode;
    const { storages, locations, terminals } = layout(v);
    const s = storageIds(v);
    await db
      .insertInto('posVenues')
      .values({
        id: v.id,
        venueId: v.id,
        name: v.name,
        country: c,
        storages: j(storages),
        locations: j(locations),
        settings: j({ businessDayStartsAt: '06:00', tipsEnabled: true, serviceChargePercentage: 0, receivingStorageId: s.cellar, receiptFooter: `Thank you for visiting ${v.name}!`, zReportEmail: `${v.shortName.toLowerCase()}@venueportal.test` }),
        createdBy: 'user-hq',
      })
      .execute();
    const devices = await db
      .insertInto('posDevices')
      .values(terminals.map(([name, locationId], i) => ({ venueId: v.id, name, locationId, mustRequestTip: c === 'uk' || i === 0, createdBy: 'user-hq' })))
      .returning(['id', 'name'])
      .execute();

    const plan = stockPlan(v, random);
    const storageOf = (key: string) => s[plan.find((p) => p.key === key)!.storage as keyof typeof s];
    await db
      .insertInto('assignedStockProducts')
      .values(plan.map((p) => ({ venueId: v.id, stockProductId: ids.stockProduct(c, p.key), storageId: storageOf(p.key), isActive: true, costPrice: p.key === 'gin' && v.id === 'venue-dk-norrebro' ? price(c, 155) : null, createdBy: 'user-hq' })))
      .execute();
    await db
      .insertInto('desiredStocks')
      .values(plan.map((p) => ({ venueId: v.id, stockProductId: ids.stockProduct(c, p.key), parLevel: p.par, reorderPoint: p.reorder, createdBy: 'user-hq' })))
      .execute();
    const salesKeys = ['lager', 'ipa', 'cider', 'pilsner', 'lowalc', 'red-glass', 'white-glass', 'prosecco-glass', 'gin-tonic', 'mojito', 'aperol-spritz', 'negroni', 'espresso-martini', 'margarita', 'vodka-shot', 'tequila-shot', 'whisky-4', 'cola', 'ginger-beer', 'espresso', 'nuts', 'fries', 'burger', 'cover'].filter(
      (k) => !(v.kind !== 'club' && k === 'cover') && !(v.kind === 'club' && ['burger', 'fries', 'espresso'].includes(k)),
    );
    await db
      .insertInto('assignedSalesProducts')
      .values(
        salesKeys.map((k) => ({
          venueId: v.id,
          salesProductId: ids.salesProduct(c, k),
          prices: j(k === 'lager' && v.kind === 'club' ? [{ priceGroupId: ids.priceGroup(c, 'normal'), price: Math.round(price(c, 65) / 100) * 100 }] : []),
          isActive: true,
          createdBy: 'user-hq',
        })),
      )
      .execute();

    // Floorplans of the tills' table service.
    const grid = (cols: number, rows: number, prefix: string) =>
      Array.from({ length: cols * rows }, (_, i) => ({
        tableId: `${v.id}-${prefix}${i + 1}`,
        name: `${prefix}${i + 1}`,
        x: 40 + (i % cols) * 150,
        y: 40 + Math.floor(i / cols) * 140,
        width: i % 3 === 2 ? 80 : 110,
        height: 80,
        shape: i % 3 === 2 ? 'round' : 'rect',
        seats: i % 3 === 2 ? 2 : 4,
      }));
    await db
      .insertInto('posFloorplans')
      .values([
        { venueId: v.id, name: 'Main floor', locationId: locationIds(v).main, width: 800, height: 500, tables: j(grid(5, 3, 'T')), createdBy: 'user-hq' },
        ...(v.kind === 'bar' ? [{ venueId: v.id, name: 'Terrace', locationId: locationIds(v).second, width: 600, height: 320, tables: j(grid(4, 2, 'U')), createdBy: 'user-hq' }] : []),
      ])
      .execute();

    await db
      .insertInto('priceShiftWindows')
      .values(
        v.kind === 'club'
          ? [{ venueId: v.id, name: 'Early bird', priceGroupId: ids.priceGroup(c, 'happy'), weekdays: j([5, 6]), fromTime: '22:00', toTime: '23:00', isActive: true, createdBy: 'user-hq' }]
          : [
              { venueId: v.id, name: 'Happy hour', priceGroupId: ids.priceGroup(c, 'happy'), weekdays: j([1, 2, 3, 4]), fromTime: '17:00', toTime: '19:00', isActive: true, createdBy: 'user-hq' },
              { venueId: v.id, name: 'Friday after work', priceGroupId: ids.priceGroup(c, 'happy'), weekdays: j([5]), fromTime: '16:00', toTime: '18:00', isActive: v.kind === 'bar', createdBy: 'user-hq' },
            ],
      )
      .execute();

    // Waiter lists from three days ago to three days ahead, from the venue's staff and some extra hands.
    const staff = await db.selectFrom('roleInstances').innerJoin('users', 'users.id', 'roleInstances.userId').select(['users.id', 'users.name']).where('roleInstances.venueId', '=', v.id).execute();
    const extra = { dk: ['Mathilde Berg', 'Oskar Lund', 'Clara Holm'], no: ['Ingrid Dahl', 'Magnus Lie', 'Ada Strand'], fi: ['Eetu Laine', 'Sara Lehtonen', 'Onni Heikkinen'], uk: ['Amelia Clarke', 'Jack Evans', 'Grace Hughes'] }[c];
    const people = [...new Map(staff.map((p) => [p.id, { userId: p.id, name: p.name ?? '' }])).values(), ...extra.map((name) => ({ userId: null, name }))];
    const waiterRows = [];
    for (let d = -3; d <= 3; d++) {
      const date = today.add(d, 'day');
      const count = 3 + random.int(0, Math.min(3, people.length - 3));
      const picked = [...people].sort(() => random.next() - 0.5).slice(0, count);
      waiterRows.push({
        venueId: v.id,
        date: date.format(DATE_FORMAT),
        waiters: j(
          picked.map((p, i) => ({
            userId: p.userId,
            name: p.name,
            role: i === 0 ? 'manager' : i % 3 === 1 ? 'bartender' : 'waiter',
            startTime: v.kind === 'club' ? '21:30' : v.kind === 'restaurant' ? (i % 2 ? '11:00' : '16:00') : i % 2 ? '15:00' : '18:00',
            endTime: v.kind === 'club' ? '05:00' : v.kind === 'restaurant' ? (i % 2 ? '17:00' : '23:00') : i % 2 ? '23:00' : '03:00',
            terminalIds: [devices[i % devices.length].id],
          })),
        ),
        createdBy: 'user-vm',
      });
    }
    await db.insertInto('waiterLists').values(waiterRows).execute();

    // Stock history: opening stock, weekly orders received, weekly sales, a count every four weeks.
    const stock = new Map(plan.map((p) => [p.key, 0]));
    const start = monday.subtract(WEEKS, 'week');
    for (const p of plan) {
      movements.push({ venueId: v.id, stockProductId: ids.stockProduct(c, p.key), storageId: storageOf(p.key), quantity: p.par, kind: 'received', sourceId: null, note: 'Opening stock', occurredAt: start.subtract(1, 'day').hour(9).toDate(), createdBy: 'user-hq' });
      // What the later transfers and waste take out (seedStockExtras) counts as gone from the start, so that the sales,
      // orders and counts below never leave the venue short of it.
      stock.set(p.key, r3(p.par - (STOCK_TAKEN_BY_EXTRAS[v.id]?.[p.key] ?? 0)));
    }
    const costOf = (key: string) => price(c, STOCK_PRODUCTS.find((x) => x[0] === key)![7]);
    const orders: Record<string, unknown>[] = [];
    const counts: Record<string, unknown>[] = [];
    for (let w = 0; w <= WEEKS; w++) {
      const weekStart = start.add(w, 'week');
      const current = w === WEEKS;
      const lastWeek = w === WEEKS - 1;
      for (const [vendorKey, , , lead] of VENDORS[c]) {
        const lines = plan
          .filter((p) => p.vendor === vendorKey && stock.get(p.key)! <= p.reorder + p.weekly)
          .map((p) => ({ lineId: `${v.id}-${w}-${p.key}`, stockProductId: ids.stockProduct(c, p.key), quantity: Math.max(1, Math.ceil(p.par + p.weekly - stock.get(p.key)!)), unitCost: costOf(p.key), receivedQuantity: 0, key: p.key }));
        if (!lines.length) continue;
        const seq = (orderSeq.get(c) ?? 0) + 1;
        orderSeq.set(c, seq);
        const cancelled = !current && !lastWeek && random.chance(0.03);
        const state = current ? (vendorKey === 'spirits' ? 'Draft' : null) : lastWeek ? (vendorKey === 'fresh' ? 'PartiallyReceived' : vendorKey === 'spirits' ? 'Submitted' : 'FullyReceived') : cancelled ? 'Cancelled' : 'FullyReceived';
        if (!state) continue;
        const ordered = past(weekStart.hour(10));
        const received = weekStart.add(lead, 'day').hour(9);
        const receivedLines = lines.map((l, i) => ({ ...l, receivedQuantity: state === 'FullyReceived' ? l.quantity : state === 'PartiallyReceived' && i === 0 ? Math.ceil(l.quantity / 2) : 0 }));
        const receipt = receivedLines.filter((l) => l.receivedQuantity > 0);
        for (const l of receipt) {
          movements.push({ venueId: v.id, stockProductId: l.stockProductId, storageId: storageOf(l.key), quantity: l.receivedQuantity, kind: 'received', sourceId: null, note: `PO ${seq}`, occurredAt: received.toDate(), createdBy: 'user-vm' });
          stock.set(l.key, r3(stock.get(l.key)! + l.receivedQuantity));
        }
        orders.push({
          venueId: v.id,
          vendorId: ids.vendor(c, vendorKey),
          orderNumber: `PO-${c.toUpperCase()}-${ordered.year()}-${String(seq).padStart(4, '0')}`,
          state,
          country: c,
          currency: { dk: 'DKK', no: 'NOK', fi: 'EUR', uk: 'GBP' }[c],
          expectedDeliveryDate: received.format(DATE_FORMAT),
          note: null,
          lines: j(receivedLines.map(({ key: _key, ...l }) => l)),
          total: Math.round(lines.reduce((sum, l) => sum + l.quantity * l.unitCost, 0)),
          submittedAt: state === 'Draft' ? null : ordered.toDate(),
          receivedAt: receipt.length ? received.toDate() : null,
          cancelledAt: state === 'Cancelled' ? ordered.add(1, 'hour').toDate() : null,
          receipts: j(receipt.length ? [{ receivedAt: received.toISOString(), receivedBy: 'Lars Nielsen', storageId: null, note: null, lines: receipt.map((l) => ({ lineId: l.lineId, quantity: l.receivedQuantity })) }] : []),
          createdAt: ordered.toDate(),
          createdBy: 'user-vm',
        });
      }
      if (current) break;
      // The week's sales, booked on Sunday night.
      const sunday = weekStart.add(6, 'day').hour(23);
      for (const p of plan) {
        const used = r3(Math.min(stock.get(p.key)!, p.weekly * (0.8 + random.next() * 0.4)));
        movements.push({ venueId: v.id, stockProductId: ids.stockProduct(c, p.key), storageId: storageOf(p.key), quantity: -used, kind: 'sale', sourceId: null, note: `Week ${weekStart.isoWeek()} sales`, occurredAt: sunday.toDate(), createdBy: 'user-hq' });
        stock.set(p.key, r3(stock.get(p.key)! - used));
      }
      if (w % 4 === 3) {
        const countDate = weekStart.add(6, 'day');
        const lines = plan.map((p) => {
          const expected = stock.get(p.key)!;
          const counted = Math.max(0, Math.round((expected + (random.next() - 0.6) * Math.min(1.5, p.weekly / 4)) * 10) / 10);
          return { lineId: `${v.id}-count-${w}-${p.key}`, stockProductId: ids.stockProduct(c, p.key), locationId: null, expectedQuantity: expected, countedQuantity: counted, key: p.key };
        });
        const variance = Math.round(lines.reduce((sum, l) => sum + (l.countedQuantity - l.expectedQuantity) * costOf(l.key), 0));
        for (const l of lines) {
          movements.push({ venueId: v.id, stockProductId: l.stockProductId, storageId: storageOf(l.key), quantity: r3(l.countedQuantity - l.expectedQuantity), kind: 'counted', sourceId: null, note: `Count ${countDate.format('MMMM YYYY')}`, occurredAt: countDate.hour(23).add(30, 'minute').toDate(), createdBy: 'user-vm' });
          stock.set(l.key, l.countedQuantity);
        }
        counts.push({
          venueId: v.id,
          name: `Monthly count ${countDate.format('MMMM YYYY')}`,
          countDate: countDate.format(DATE_FORMAT),
          storageId: null,
          state: 'Completed',
          country: c,
          currency: { dk: 'DKK', no: 'NOK', fi: 'EUR', uk: 'GBP' }[c],
          lines: j(lines.map(({ key: _key, ...l }) => l)),
          varianceValue: variance,
          activatedAt: countDate.hour(22).toDate(),
          completedAt: countDate.hour(23).add(30, 'minute').toDate(),
          createdBy: 'user-vm',
        });
      }
    }
    // Today: a draft count at every venue and an active spot check at Vesterbro.
    counts.push({
      venueId: v.id,
      name: `Monthly count ${today.format('MMMM YYYY')}`,
      countDate: today.format(DATE_FORMAT),
      storageId: null,
      state: 'Draft',
      country: c,
      currency: { dk: 'DKK', no: 'NOK', fi: 'EUR', uk: 'GBP' }[c],
      lines: j(plan.map((p) => ({ lineId: `${v.id}-count-now-${p.key}`, stockProductId: ids.stockProduct(c, p.key), locationId: null, expectedQuantity: null, countedQuantity: null }))),
      createdBy: 'user-vm',
    });
    if (v.id === 'venue-dk-vesterbro') {
      const spot = plan.filter((p) => ['vodka', 'gin', 'tequila', 'aperol', 'rum-white'].includes(p.key));
      counts.push({
        venueId: v.id,
        name: 'Spirits spot check',
        countDate: today.format(DATE_FORMAT),
        storageId: s.bar,
        state: 'Active',
        country: c,
        currency: 'DKK',
        lines: j(spot.map((p, i) => ({ lineId: `${v.id}-spot-${p.key}`, stockProductId: ids.stockProduct(c, p.key), locationId: locationIds(v).main, expectedQuantity: stock.get(p.key), countedQuantity: i < 2 ? Math.max(0, Math.round(stock.get(p.key)! - 0.3)) : null }))),
        activatedAt: past(today.hour(9)).toDate(),
        createdBy: 'user-vm',
      });
    }
    await insertChunks(orders, (chunk) => db.insertInto('purchaseOrders').values(chunk as never).execute(), 200);
    await db.insertInto('stockCounts').values(counts as never).execute();

    // Z reports of the business days of the last four months.
    const reports = [];
    let number = 1000;
    for (let d = Z_DAYS; d >= 1; d--) {
      const day = today.subtract(d, 'day');
      if (!OPEN[v.kind].includes(day.isoWeekday())) continue;
      number += 1;
      const report = zReport(v, day, number, devices[0].id, random);
      // Last night's report exists once the till has closed.
      if (!now.isBefore(report.closedAt)) reports.push(report);
    }
    await insertChunks(reports, (chunk) => db.insertInto('zReports').values(chunk).execute(), 200);
  }
  await insertChunks(movements, (chunk) => db.insertInto('stockMovements').values(chunk).execute());
}
