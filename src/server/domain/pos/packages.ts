import type { PackagesCreateInput, PackagesUpdateInput } from '@generated/server/resources/packages';
import { packagesResource } from '@generated/server/resources/packages';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest } from '../../api/errors';

type Body = PackagesCreateInput['body'];

async function check(ctx: RequestContext, body: Body) {
  const items = body.items ?? [];
  if (!items.length) throw badRequest('body.items', 'needs at least one sales product');
  const ids = items.map((i) => i.salesProductId);
  const found = await ctx.db.selectFrom('salesProducts').select(['id', 'country']).where('id', 'in', ids).execute();
  const ok = new Set(found.filter((p) => p.country === body.country).map((p) => p.id));
  const seen = new Set<string>();
  items.forEach((item, i) => {
    if (!ok.has(item.salesProductId)) throw badRequest(`body.items.${i}.salesProductId`, `is not a sales product of ${body.country}`);
    if (seen.has(item.salesProductId)) throw badRequest(`body.items.${i}.salesProductId`, 'is in the package already; raise its quantity instead');
    seen.add(item.salesProductId);
  });
  if (body.validFrom && body.validTo && body.validTo < body.validFrom) throw badRequest('body.validTo', 'must not be before the start of the validity');
}

export const create = defineAction(async (ctx, { body }: PackagesCreateInput) => {
  await check(ctx, body);
  return ctx.store.create(packagesResource, body);
});

export const update = defineAction(async (ctx, { params, body }: PackagesUpdateInput) => {
  await check(ctx, body);
  return ctx.store.update(packagesResource, params.id, body, { version: body.version });
});
