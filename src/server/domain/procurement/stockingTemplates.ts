import type { StockingTemplatesApplyInput, StockingTemplatesCreateInput, StockingTemplatesUpdateInput } from '@generated/server/resources/stockingTemplates';
import { stockingTemplatesResource } from '@generated/server/resources/stockingTemplates';
import type { StockingTemplateRecord } from '@generated/shared/types/stockingTemplates';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest } from '../../api/errors';
import { assignStockProduct } from '../pos/assignments';
import { assertStockProducts, venueCountry } from '../pos/common';
import { upsertParLevel } from './parLevels';

type Body = StockingTemplatesCreateInput['body'];

async function check(ctx: RequestContext, body: Body) {
  const lines = body.lines ?? [];
  await assertStockProducts(ctx, lines.map((l) => l.stockProductId), body.country, (i) => `body.lines.${i}`);
  lines.forEach((l, i) => {
    if (l.reorderPoint !== null && l.reorderPoint !== undefined && l.reorderPoint > l.parLevel) throw badRequest(`body.lines.${i}.reorderPoint`, 'cannot be above the par level');
  });
}

export const create = defineAction(async (ctx, { body }: StockingTemplatesCreateInput) => {
  await check(ctx, body);
  return ctx.store.create(stockingTemplatesResource, body);
});

export const update = defineAction(async (ctx, { params, body }: StockingTemplatesUpdateInput) => {
  await check(ctx, body);
  return ctx.store.update(stockingTemplatesResource, params.id, body, { version: body.version });
});

/** Assigns the template's products to the venue and sets its par levels to the template's. */
export const apply = defineAction(async (ctx, { params }: StockingTemplatesApplyInput) => {
  const template = (await ctx.store.getOrThrow(stockingTemplatesResource, params.id)) as unknown as StockingTemplateRecord;
  const venue = await venueCountry(ctx, params.venueId);
  if (venue.country !== template.country) throw badRequest('venueId', `is not a venue in ${template.country}`);
  let assigned = 0;
  let parLevels = 0;
  for (const line of template.lines ?? []) {
    if ((await assignStockProduct(ctx, venue.id, line.stockProductId, venue.country)).created) assigned += 1;
    await upsertParLevel(ctx, venue.id, line.stockProductId, line.parLevel, line.reorderPoint ?? null);
    parLevels += 1;
  }
  return { venueId: venue.id, templateId: template.id, assigned, parLevels };
});
