import type { StoredRecord } from '@/shared/records';
import type { RequestContext } from '../../api/context';
import { badRequest, conflict, fromZodError } from '../../api/errors';
import type { ResourceMeta } from '../../api/types';

/**
 * The specification's "save" calls that create or update with one method (POST /DataProcessor, PUT /Cookies): a body
 * with an id updates that record (with its version), a body without one creates a record. The body is validated as
 * the resource's create or update record.
 */
export async function upsert(ctx: RequestContext, meta: ResourceMeta, body: Record<string, unknown>, check?: (data: Record<string, unknown>) => void): Promise<StoredRecord> {
  if (typeof body.id === 'string' && body.id) {
    const current = await ctx.store.getOrThrow(meta, body.id);
    const parsed = meta.updateSchema.safeParse(body);
    if (!parsed.success) throw fromZodError('body', parsed.error);
    check?.(parsed.data);
    return ctx.store.update(meta, current.id, parsed.data, { version: parsed.data.version as number });
  }
  const parsed = meta.createSchema.safeParse(body);
  if (!parsed.success) throw fromZodError('body', parsed.error);
  check?.(parsed.data);
  return ctx.store.create(meta, parsed.data);
}

const SINGLE_ID = 'singleton';

/** A resource kept as one record: the record, or its defaults with version 0 before the first save. */
export async function getSingle(ctx: RequestContext, meta: ResourceMeta): Promise<StoredRecord> {
  const record = await ctx.store.get(meta, SINGLE_ID);
  if (record) return record;
  const empty: StoredRecord = { id: SINGLE_ID, version: 0 };
  for (const field of Object.keys(meta.columns)) empty[field] = meta.defaults[field] ?? null;
  return empty;
}

/** Saves the one record: the first save creates it, later ones need the version they were made from. */
export async function saveSingle(ctx: RequestContext, meta: ResourceMeta, body: Record<string, unknown>, prepare?: (data: Record<string, unknown>) => Promise<void> | void): Promise<StoredRecord> {
  const current = await ctx.store.get(meta, SINGLE_ID);
  const parsed = meta.createSchema.safeParse(body);
  if (!parsed.success) throw fromZodError('body', parsed.error);
  await prepare?.(parsed.data);
  if (!current) {
    try {
      return await ctx.store.create(meta, { ...parsed.data, id: SINGLE_ID });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw conflict('Someone else saved this just now. Reload it and make your change again.');
      throw error;
    }
  }
  if (typeof body.version !== 'number') throw badRequest('body.version', 'is required');
  return ctx.store.update(meta, SINGLE_ID, parsed.data, { version: body.version });
}
