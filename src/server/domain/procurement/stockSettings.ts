import type { StockSettingsGetInput, StockSettingsUpdateInput } from '@generated/server/resources/stockSettings';
import { stockSettingsResource } from '@generated/server/resources/stockSettings';
import { defineAction } from '../../api/action';
import { stockSettingsOf } from './stockSettingsOf';
import { badRequest, conflict } from '../../api/errors';
import { assertVersion, lockRow } from '../pos/common';

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
