import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { StoredRecord } from '@/shared/records';
import type { ResourceMeta } from './types';
import { conflict, notFound } from './errors';

export interface ListQuery {
  /** Exact matches from the endpoint's parameters. */
  match?: Record<string, unknown>;
  /** react-admin style filters: a value, or a list of allowed values. */
  filter?: Record<string, unknown>;
  /** Prefix search over the resource's search fields. */
  q?: string;
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** 1-based page and its size; without them every matching record is returned. */
  page?: number;
  pageSize?: number;
  /** Limits the records to these venues or countries (the ones a permission is held for). */
  venueIn?: string[];
  countryIn?: string[];
}

export interface ListResult {
  records: StoredRecord[];
  /** Matching records, counted up to COUNT_CAP. */
  total: number;
  capped: boolean;
}

/** Counting stops here so that a count never stalls the database on large tables. */
export const COUNT_CAP = 10_000;

const AUDIT_COLUMNS = ['id', 'createdAt', 'updatedAt'];
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

function table(meta: ResourceMeta): string {
  if (!meta.table) throw new Error(`${meta.name} has no table`);
  return meta.table;
}

/** Turns a database row into the record the API answers with. */
export function toRecord(meta: ResourceMeta, row: Record<string, unknown>): StoredRecord {
  const record: StoredRecord = { id: row.id as string };
  if (meta.versioned) record.version = row.version as number;
  for (const field of Object.keys(meta.columns)) record[field] = row[field] ?? null;
  record.createdAt = row.createdAt instanceof Date ? row.createdAt.toISOString() : row.createdAt;
  record.updatedAt = row.updatedAt instanceof Date ? row.updatedAt.toISOString() : row.updatedAt;
  record.createdBy = row.createdBy ?? null;
  record.updatedBy = row.updatedBy ?? null;
  return record;
}

/** Turns validated input into column values; JSON columns are written as JSON text. */
export function toRow(meta: ResourceMeta, data: Record<string, unknown>, fields: string[] = Object.keys(meta.columns)): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field in data) || data[field] === undefined) continue;
    const value = data[field];
    row[field] = meta.columns[field] === 'json' && value !== null ? JSON.stringify(value) : value;
  }
  return row;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function applyWhere(meta: ResourceMeta, query: AnySelect, q: ListQuery): AnySelect {
  let qb = query;
  for (const [field, value] of Object.entries({ ...q.filter, ...q.match })) {
    if (value === undefined || value === '' || !(field in meta.columns || field === 'id')) continue;
    if (meta.columns[field] === 'json') continue;
    if (Array.isArray(value)) qb = value.length ? qb.where(field, 'in', value) : qb.where(sql<boolean>`false`);
    else if (value === null) qb = qb.where(field, 'is', null);
    else qb = qb.where(field, '=', value);
  }
  if (q.q && q.q.trim() && meta.search.length) {
    const pattern = `${escapeLike(q.q.trim().toLowerCase())}%`;
    qb = qb.where((eb) => eb.or(meta.search.map((f) => eb(sql`lower(${sql.ref(f)})`, 'like', pattern))));
  }
  if (q.venueIn && meta.scope.venue) qb = q.venueIn.length ? qb.where(meta.scope.venue, 'in', q.venueIn) : qb.where(sql<boolean>`false`);
  if (q.countryIn && meta.scope.country) qb = q.countryIn.length ? qb.where(meta.scope.country, 'in', q.countryIn) : qb.where(sql<boolean>`false`);
  return qb;
}

/** Generic reads and writes of any stored resource, used by declared endpoints and by domain actions. */
export class Store {
  constructor(
    private readonly db: AnyDb,
    private readonly userId: string | null,
  ) {}

  async list(meta: ResourceMeta, q: ListQuery = {}): Promise<ListResult> {
    const base = applyWhere(meta, this.db.selectFrom(table(meta)), q);
    const sort = q.sort && (q.sort.field in meta.columns || AUDIT_COLUMNS.includes(q.sort.field)) ? q.sort : meta.defaultSort;
    const kind = meta.columns[sort.field];
    const direction = sort.order === 'DESC' ? 'desc' : 'asc';
    let rowsQuery = base.selectAll();
    rowsQuery =
      kind === 'text' || kind === 'reference'
        ? rowsQuery.orderBy(sql`lower(${sql.ref(sort.field)})`, direction)
        : rowsQuery.orderBy(sql.ref(sort.field), (ob) => (direction === 'asc' ? ob.asc() : ob.desc()).nullsLast());
    rowsQuery = rowsQuery.orderBy('id', 'asc');
    if (q.page && q.pageSize) rowsQuery = rowsQuery.limit(q.pageSize).offset((q.page - 1) * q.pageSize);
    const rows = await rowsQuery.execute();
    let total = rows.length;
    let capped = false;
    if (q.page && q.pageSize) {
      const counted = await this.db
        .selectFrom(base.select(sql`1`.as('one')).limit(COUNT_CAP + 1).as('matching'))
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      total = Number(counted.count);
      capped = total > COUNT_CAP;
      if (capped) total = COUNT_CAP;
    }
    return { records: rows.map((row) => toRecord(meta, row)), total, capped };
  }

  async get(meta: ResourceMeta, id: string): Promise<StoredRecord | null> {
    const row = await this.db.selectFrom(table(meta)).selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRecord(meta, row) : null;
  }

  async getOrThrow(meta: ResourceMeta, id: string): Promise<StoredRecord> {
    const record = await this.get(meta, id);
    if (!record) throw notFound(`${meta.name} ${id}`);
    return record;
  }

  async create(meta: ResourceMeta, data: Record<string, unknown>): Promise<StoredRecord> {
    const withDefaults: Record<string, unknown> = { ...data };
    for (const [field, value] of Object.entries(meta.defaults)) if (withDefaults[field] === undefined || withDefaults[field] === null) withDefaults[field] = value;
    const row = toRow(meta, withDefaults);
    const inserted = await this.db
      .insertInto(table(meta))
      .values({ ...row, ...(typeof data.id === 'string' && data.id ? { id: data.id } : {}), createdBy: this.userId, updatedBy: this.userId })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(meta, inserted);
  }

  /**
   * Changes a record. A versioned resource needs the version the change was made from: a stale one is refused
   * with 409 so that nobody overwrites a change they have not seen. `patch` changes only the fields given.
   */
  async update(meta: ResourceMeta, id: string, data: Record<string, unknown>, options: { version?: number; patch?: boolean } = {}): Promise<StoredRecord> {
    const editable = Object.keys(meta.columns).filter((f) => !meta.readOnly.includes(f));
    const row = toRow(meta, options.patch ? data : Object.fromEntries(editable.map((f) => [f, data[f] ?? null])), editable);
    let query = this.db
      .updateTable(table(meta))
      .set({ ...row, version: sql`version + 1`, updatedAt: sql`now()`, updatedBy: this.userId })
      .where('id', '=', id);
    if (meta.versioned && options.version !== undefined) query = query.where('version', '=', options.version);
    const updated = await query.returningAll().executeTakeFirst();
    if (updated) return toRecord(meta, updated);
    const current = await this.get(meta, id);
    if (!current) throw notFound(`${meta.name} ${id}`);
    throw conflict(`This ${meta.name} record was changed by someone else (now version ${current.version}, yours ${options.version}). Reload it and make your change again.`);
  }

  /**
   * Changes server-managed fields (read-only to callers too). With `version`, only a record still at that version
   * changes (409 otherwise): a workflow step based on what was read refuses to overwrite a change it has not seen.
   * A record that already has the values is left as it is (same version, same audit fields), so that a step repeated
   * by a second click or a concurrent caller changes nothing the second time.
   */
  async setFields(meta: ResourceMeta, id: string, data: Record<string, unknown>, options: { version?: number } = {}): Promise<StoredRecord> {
    const row = toRow(meta, data);
    const columns = Object.entries(row);
    let query = this.db
      .updateTable(table(meta))
      .set({ ...row, version: sql`version + 1`, updatedAt: sql`now()`, updatedBy: this.userId })
      .where('id', '=', id)
      .where((eb) => (columns.length ? eb.or(columns.map(([column, value]) => eb(sql.ref(column), 'is distinct from', value))) : sql<boolean>`false`));
    if (meta.versioned && options.version !== undefined) query = query.where('version', '=', options.version);
    const updated = await query.returningAll().executeTakeFirst();
    if (updated) return toRecord(meta, updated);
    const current = await this.get(meta, id);
    if (!current) throw notFound(`${meta.name} ${id}`);
    if (!meta.versioned || options.version === undefined || current.version === options.version) return current;
    throw conflict(`This ${meta.name} record was changed by someone else (now version ${current.version}, yours ${options.version}). Reload it and make your change again.`);
  }

  /**
   * Locks the record's row until the transaction ends (`SELECT … FOR UPDATE`), so that a read-modify-write of it by
   * another request waits and then reads what this one wrote. A record that does not exist locks nothing.
   */
  async lock(meta: ResourceMeta, id: string): Promise<void> {
    await this.db.selectFrom(table(meta)).select('id').where('id', '=', id).forUpdate().execute();
  }

  /** The record, locked until the transaction ends (see `lock`). */
  async getForUpdate(meta: ResourceMeta, id: string): Promise<StoredRecord | null> {
    const row = await this.db.selectFrom(table(meta)).selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    return row ? toRecord(meta, row) : null;
  }

  async remove(meta: ResourceMeta, id: string): Promise<StoredRecord> {
    const deleted = await this.db.deleteFrom(table(meta)).where('id', '=', id).returningAll().executeTakeFirst();
    if (!deleted) throw notFound(`${meta.name} ${id}`);
    return toRecord(meta, deleted);
  }
}
