import { sql, type SelectQueryBuilder } from 'kysely';
import { grants, hasPermission } from '@/shared/permissions';
import type { Page, StoredRecord } from '@/shared/records';
import type { RequestContext } from '../../api/context';
import { forbidden } from '../../api/errors';
import { parseListQuery } from '../../api/listQuery';
import { COUNT_CAP, type ListQuery } from '../../api/store';
import type { ResourceMeta } from '../../api/types';

/** The venues where the user holds a permission; null when it is held globally (every venue). */
export function permittedVenues(ctx: RequestContext, permission: string): string[] | null {
  const { permissions } = ctx.user;
  if (grants(permissions.globalPermissions, permission)) return null;
  return permissions.venuePermissions.filter((v) => grants(v.permissions, permission)).map((v) => v.venueId);
}

/**
 * The venues a report lists: the one asked for (403 when the permission is not held there), or every venue where
 * the permission is held (null: every venue).
 */
export function reportVenues(ctx: RequestContext, permission: string, venueId?: string | null): string[] | null {
  if (venueId) {
    if (!hasPermission(ctx.user.permissions, permission, venueId)) throw forbidden();
    return [venueId];
  }
  return permittedVenues(ctx, permission);
}

/** Paging, sorting, search and filters of a list endpoint that declares them as query parameters. */
export function listQueryOf(query: Record<string, unknown>): ListQuery {
  const raw = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  return parseListQuery(raw);
}

/** Runs a generic store list limited to venues and answers it as a page. */
export async function pagedStoreList(ctx: RequestContext, meta: ResourceMeta, list: ListQuery, venueIn: string[] | null): Promise<Page<StoredRecord>> {
  const page = list.page ?? 1;
  const pageSize = list.pageSize ?? 25;
  const result = await ctx.store.list(meta, { ...list, page, pageSize, ...(venueIn ? { venueIn } : {}) });
  return { items: result.records, totalItems: result.total, page, pageSize, totalPages: Math.max(1, Math.ceil(result.total / pageSize)) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

/** Counts (up to the cap) and pages a query; `select` adds the columns of the rows. */
export async function pagedQuery<Row>(ctx: RequestContext, base: AnySelect, select: (qb: AnySelect) => AnySelect, paging: { page?: number; pageSize?: number }): Promise<Page<Row>> {
  const page = paging.page ?? 1;
  const pageSize = paging.pageSize ?? 25;
  const counted = await ctx.db
    .selectFrom(base.select(sql`1`.as('one')).limit(COUNT_CAP + 1).as('matching'))
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const totalItems = Math.min(Number(counted.count), COUNT_CAP);
  const items = (await select(base).limit(pageSize).offset((page - 1) * pageSize).execute()) as Row[];
  return { items, totalItems, page, pageSize, totalPages: Math.max(1, Math.ceil(totalItems / pageSize)) };
}
