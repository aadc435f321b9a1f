import type { PosReportsSalesOverviewInput, PosReportsStockProductsInput } from '@generated/server/resources/posReports';
import dayjs from '@/shared/dayjs';
import { defineAction } from '../../api/action';
import { badRequest } from '../../api/errors';
import { currencyOf, round, settingsOf } from './common';
import { settingsItems } from './settingsLists';

/** Stock on hand in the country valued at cost (the venue's purchase price where it has one): by product, venue and group. */
export const stockProducts = defineAction(async (ctx, { headers }: PosReportsStockProductsInput) => {
  const country = headers.countryid;
  const venues = await ctx.db.selectFrom('venues').select(['id', 'name']).where('country', '=', country).orderBy('name').execute();
  const venueIds = venues.map((v) => v.id);
  const levels = venueIds.length
    ? await ctx.db
        .selectFrom('stockMovements')
        .select(['venueId', 'stockProductId', (eb) => eb.fn.sum<number>('quantity').as('quantity')])
        .where('venueId', 'in', venueIds)
        .groupBy(['venueId', 'stockProductId'])
        .execute()
    : [];
  const products = await ctx.db.selectFrom('stockProducts').select(['id', 'name', 'number', 'stockProductGroupId', 'productUnitId', 'costPrice']).where('country', '=', country).orderBy('name').execute();
  const own = venueIds.length ? await ctx.db.selectFrom('assignedStockProducts').select(['venueId', 'stockProductId', 'costPrice']).where('venueId', 'in', venueIds).where('costPrice', 'is not', null).execute() : [];
  const ownCost = new Map(own.map((o) => [`${o.venueId}|${o.stockProductId}`, Number(o.costPrice)]));
  const items = await settingsItems(ctx, country);
  const groups = new Map(items.stockProductGroups.map((g) => [g.id, g]));
  const units = new Map(items.productUnits.map((u) => [u.id, u.name]));
  const byProduct = new Map(products.map((p) => [p.id, { quantity: 0, value: 0, byVenue: {} as Record<string, number> }]));
  const venueTotals = new Map(venueIds.map((id) => [id, { value: 0, products: 0 }]));
  for (const level of levels) {
    const product = products.find((p) => p.id === level.stockProductId);
    const entry = byProduct.get(level.stockProductId ?? '');
    if (!product || !entry) continue;
    const quantity = round(Number(level.quantity ?? 0));
    const cost = ownCost.get(`${level.venueId}|${product.id}`) ?? Number(product.costPrice ?? 0);
    const value = Math.round(quantity * cost);
    entry.quantity = round(entry.quantity + quantity);
    entry.value += value;
    entry.byVenue[level.venueId ?? ''] = quantity;
    const venue = venueTotals.get(level.venueId ?? '')!;
    venue.value += value;
    if (quantity > 0) venue.products += 1;
  }
  const rows = products.map((p) => ({
    stockProductId: p.id,
    name: p.name ?? '',
    number: p.number ?? null,
    stockProductGroupId: p.stockProductGroupId ?? null,
    groupName: groups.get(p.stockProductGroupId ?? '')?.name ?? null,
    unit: units.get(p.productUnitId ?? '') ?? null,
    costPrice: Number(p.costPrice ?? 0),
    ...byProduct.get(p.id)!,
  }));
  const groupTotals = new Map<string, { stockProductGroupId: string | null; name: string | null; color: string | null; value: number; quantity: number }>();
  for (const r of rows) {
    const key = r.stockProductGroupId ?? '';
    const g = groupTotals.get(key) ?? { stockProductGroupId: r.stockProductGroupId, name: r.groupName, color: groups.get(key)?.color ?? null, value: 0, quantity: 0 };
    g.value += r.value;
    g.quantity = round(g.quantity + r.quantity);
    groupTotals.set(key, g);
  }
  return {
    country,
    currency: currencyOf(country),
    generatedAt: ctx.now.toISOString(),
    total: rows.reduce((s, r) => s + r.value, 0),
    venues: venues.map((v) => ({ venueId: v.id, name: v.name ?? v.id, ...venueTotals.get(v.id)! })),
    groups: [...groupTotals.values()].sort((a, b) => b.value - a.value),
    products: rows,
  };
});

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The sales of a country in a month from its Z reports; the report id is the month (YYYY-MM). */
export const salesOverview = defineAction(async (ctx, { headers, params }: PosReportsSalesOverviewInput) => {
  const country = headers.countryid;
  if (!MONTH.test(params.reportId)) throw badRequest('reportId', 'must be a month as YYYY-MM');
  const start = dayjs(`${params.reportId}-01`);
  const from = start.format('YYYY-MM-DD');
  const to = start.endOf('month').format('YYYY-MM-DD');
  const reports = await ctx.db.selectFrom('zReports').selectAll().where('country', '=', country).where('businessDate', '>=', from).where('businessDate', '<=', to).execute();
  const previousStart = start.subtract(1, 'month');
  const previous = await ctx.db
    .selectFrom('zReports')
    .select((eb) => eb.fn.sum<number>('grossSales').as('grossSales'))
    .where('country', '=', country)
    .where('businessDate', '>=', previousStart.format('YYYY-MM-DD'))
    .where('businessDate', '<=', previousStart.endOf('month').format('YYYY-MM-DD'))
    .executeTakeFirst();
  const months = await ctx.db
    .selectFrom('zReports')
    .select((eb) => eb.fn<string>('to_char', [eb.ref('businessDate'), eb.val('YYYY-MM')]).as('month'))
    .where('country', '=', country)
    .groupBy('month')
    .orderBy('month', 'desc')
    .execute();
  const venues = new Map((await ctx.db.selectFrom('venues').select(['id', 'name']).where('country', '=', country).execute()).map((v) => [v.id, v.name ?? v.id]));
  const groupNames = new Map((await settingsOf(ctx, country)).salesProductGroups?.map((g) => [g.salesProductGroupId?.id ?? '', g.name]) ?? []);
  const sum = (pick: (r: (typeof reports)[number]) => number | null | undefined) => reports.reduce((s, r) => s + Number(pick(r) ?? 0), 0);
  const totals = {
    grossSales: sum((r) => r.grossSales),
    netSales: sum((r) => r.netSales),
    taxTotal: sum((r) => r.taxTotal),
    discounts: sum((r) => r.discounts),
    refunds: sum((r) => r.refunds),
    tips: sum((r) => r.tips),
    transactionCount: sum((r) => r.transactionCount),
    guestCount: sum((r) => r.guestCount),
  };
  const byVenue = new Map<string, { venueId: string; name: string; grossSales: number; netSales: number; transactionCount: number; reportCount: number }>();
  const byGroup = new Map<string, { salesProductGroupId: string; name: string; amount: number; quantity: number }>();
  const byDay = new Map<string, number>();
  const byPayment = new Map<string, number>();
  for (const r of reports) {
    const v = byVenue.get(r.venueId ?? '') ?? { venueId: r.venueId ?? '', name: venues.get(r.venueId ?? '') ?? r.venueId ?? '', grossSales: 0, netSales: 0, transactionCount: 0, reportCount: 0 };
    v.grossSales += Number(r.grossSales ?? 0);
    v.netSales += Number(r.netSales ?? 0);
    v.transactionCount += Number(r.transactionCount ?? 0);
    v.reportCount += 1;
    byVenue.set(v.venueId, v);
    for (const g of r.salesByGroup ?? []) {
      const id = g.salesProductGroupId ?? '';
      const entry = byGroup.get(id) ?? { salesProductGroupId: id, name: groupNames.get(id) ?? g.name ?? id, amount: 0, quantity: 0 };
      entry.amount += Number(g.amount ?? 0);
      entry.quantity += Number(g.quantity ?? 0);
      byGroup.set(id, entry);
    }
    byDay.set(r.businessDate!, (byDay.get(r.businessDate!) ?? 0) + Number(r.grossSales ?? 0));
    for (const p of r.payments ?? []) byPayment.set(p.method ?? 'card', (byPayment.get(p.method ?? 'card') ?? 0) + Number(p.amount ?? 0));
  }
  const groupTotal = [...byGroup.values()].reduce((s, g) => s + g.amount, 0);
  return {
    reportId: params.reportId,
    from,
    to,
    country,
    currency: currencyOf(country),
    reportCount: reports.length,
    totals: { ...totals, averageTransaction: totals.transactionCount ? Math.round(totals.grossSales / totals.transactionCount) : 0 },
    previousGrossSales: Number(previous?.grossSales ?? 0),
    months: months.map((m) => m.month),
    byVenue: [...byVenue.values()].sort((a, b) => b.grossSales - a.grossSales),
    byGroup: [...byGroup.values()].map((g) => ({ ...g, share: groupTotal ? round(g.amount / groupTotal, 4) : 0 })).sort((a, b) => b.amount - a.amount),
    byDay: [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, grossSales]) => ({ date, grossSales })),
    byPayment: [...byPayment.entries()].map(([method, amount]) => ({ method, amount })).sort((a, b) => b.amount - a.amount),
  };
});
