import type { SetupProductsUpdateInput } from '@generated/server/resources/setupProducts';
import { setupProductsResource } from '@generated/server/resources/setupProducts';
import { defineAction } from '../../api/action';
import { badRequest, notFound } from '../../api/errors';

export const update = defineAction(async (ctx, { params, body }: SetupProductsUpdateInput) => {
  const current = await ctx.store.get(setupProductsResource, params.id);
  if (!current) throw notFound(`Product ${params.id}`);
  if (body.venueSetupId !== current.venueSetupId) throw badRequest('body.venueSetupId', 'a product stays with its setup');
  if (body.venueDetailsId !== current.venueDetailsId) throw badRequest('body.venueDetailsId', 'a product stays with its venue');
  return ctx.store.update(setupProductsResource, params.id, body, { version: body.version });
});
