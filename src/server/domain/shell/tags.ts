import { sql } from 'kysely';
import type { TagsSearchInput } from '@generated/server/resources/tags';
import { defineAction } from '../../api/action';

const MAX_ITEMS = 8;

/** The mention search accepts letters, spaces and the Nordic letters; anything else is dropped. */
export function mentionQuery(raw: string | undefined): string {
  return (raw ?? '')
    .replace(/[^a-zA-ZæøåÆØÅäöÄÖ ]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export const search = defineAction(async (ctx, input: TagsSearchInput) => {
  const query = mentionQuery(input.query.query);
  if (!query) return [];
  const pattern = `${query}%`;
  const users = await ctx.db
    .selectFrom('users')
    .select(['id', 'name'])
    .where((eb) => eb.or([eb(sql`lower(name)`, 'like', pattern), eb(sql`lower(last_name)`, 'like', pattern)]))
    .orderBy(sql`lower(name)`)
    .limit(MAX_ITEMS)
    .execute();
  const venues = await ctx.db
    .selectFrom('venues')
    .select(['id', 'name'])
    .where(sql`lower(name)`, 'like', pattern)
    .orderBy(sql`lower(name)`)
    .limit(MAX_ITEMS)
    .execute();
  return [...users.map((u) => ({ id: u.id, name: u.name ?? '', type: 'user' as const })), ...venues.map((v) => ({ id: v.id, name: v.name ?? '', type: 'venue' as const }))].slice(0, MAX_ITEMS);
});
