import type { StockSettingsGetInput, StockSettingsUpdateInput } from '@generated/server/resources/stockSettings';
import { stockSettingsResource } from '@generated/server/resources/stockSettings';
import type { CountryCode } from '@generated/shared/shell';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, conflict } from '../../api/errors';
import { assertVersion, lockRow } from '../pos/common';

export const DEFAULT_STOCK_SETTINGS = { countIntervalDays: 30, varianceTolerancePercentage: 5, purchaseOrderPrefix: 'PO', defaultLeadTimeDays: 2 };

export async function stockSettingsOf(ctx: RequestContext, country: CountryCode) {
  const row = await ctx.db.selectFrom('stockSettings').select('id').where('country', '=', country).executeTakeFirst();
  if (row) return ctx.store.getOrThrow(stockSettingsResource, row.id);
  return { id: null, version: 0, country, ...DEFAULT_STOCK_SETTINGS };
}

export const get = defineAction(async (ctx, { headers }: StockSettingsGetInput) => stockSettingsOf(ctx, headers.countryid));

export const update = defineAction(async (ctx, { headers, body }: StockSettingsUpdateInput) => {
  if (body.country !== headers.countryid) throw badRequest('body.country', `must be the country of the CountryId header (${headers.countryid})`);
  const row = await ctx.db.selectFrom('stockSettings').select('id').where('country', '=', body.country).executeTakeFirst();
  if (row) {
    assertVersion((await lockRow(ctx, 'stock_settings', row.id, 'Stock settings')) as { version: number }, body.version, 'stock settings');
    return ctx.store.update(stockSettingsResource, row.id, body, { version: body.version });
  }
  if (body.version) throw conflict('These stock settings were removed by someone else. Reload them and make your change again.');
  return ctx.store.create(stockSettingsResource, body);
});
