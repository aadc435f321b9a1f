import { z } from 'zod';
import type { ListQuery } from './store';
import { fromZodError } from './errors';

const jsonObject = z
  .string()
  .transform((text, ctx) => {
    try {
      const value = JSON.parse(text);
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // reported below
    }
    ctx.addIssue({ code: 'custom', message: 'must be a JSON object' });
    return z.NEVER;
  });

/** Paging, sorting, search and filters any list endpoint accepts besides its declared parameters. */
const listParams = z.object({
  page: z.coerce.number().int().min(1, 'must be 1 or more').optional(),
  perPage: z.coerce.number().int().min(1, 'must be 1 or more').max(500, 'must be at most 500').optional(),
  sort: z.string().max(64).optional(),
  order: z.enum(['ASC', 'DESC', 'asc', 'desc']).optional(),
  q: z.string().max(200, 'must be at most 200 characters').optional(),
  filter: jsonObject.optional(),
});

export function parseListQuery(query: Record<string, unknown>): ListQuery {
  const parsed = listParams.safeParse(query);
  if (!parsed.success) throw fromZodError('query', parsed.error);
  const { page, perPage, sort, order, q, filter } = parsed.data;
  const filters = { ...filter };
  const search = q ?? (typeof filters.q === 'string' ? filters.q : undefined);
  delete filters.q;
  return {
    page: page ?? (perPage ? 1 : undefined),
    pageSize: perPage ?? (page ? 25 : undefined),
    sort: sort ? { field: sort, order: (order ?? 'ASC').toUpperCase() as 'ASC' | 'DESC' } : undefined,
    q: search,
    filter: filters,
  };
}
