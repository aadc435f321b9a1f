import { sql } from 'kysely';
import type { RequestContext } from '../../api/context';
import { conflict } from '../../api/errors';
import type { ResourceMeta } from '../../api/types';

/** Adds a waste reason unless the country has one of that name (ignoring case). */
export async function addWasteReason(ctx: RequestContext, meta: ResourceMeta, table: 'salesWasteReasons' | 'stockWasteReasons', body: { name: string; country: string }) {
  const name = body.name.trim();
  const clash = await ctx.db
    .selectFrom(table)
    .select('id')
    .where('country', '=', body.country as 'dk')
    .where(sql<boolean>`lower(name) = ${name.toLowerCase()}`)
    .executeTakeFirst();
  if (clash) throw conflict(`The waste reason "${name}" exists already.`);
  return ctx.store.create(meta, { ...body, name });
}
