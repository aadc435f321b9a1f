import { stockSettingsResource } from '@generated/server/resources/stockSettings';
import type { CountryCode } from '@generated/shared/shell';
import type { RequestContext } from '../../api/context';

export const DEFAULT_STOCK_SETTINGS = { countIntervalDays: 30, varianceTolerancePercentage: 5, purchaseOrderPrefix: 'PO', defaultLeadTimeDays: 2 };

export async function stockSettingsOf(ctx: RequestContext, country: CountryCode) {
  const row = await ctx.db.selectFrom('stockSettings').select('id').where('country', '=', country).executeTakeFirst();
  if (row) return ctx.store.getOrThrow(stockSettingsResource, row.id);
  return { id: null, version: 0, country, ...DEFAULT_STOCK_SETTINGS };
}

