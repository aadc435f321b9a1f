import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { CountryCode } from '@/shared/types';
import type { GuestSummary, SearchResult } from '@/shared/guests/guestSearch';
import type { Database } from '../../db/types';
import type { Db } from '../../db/connect';
import { badRequest } from '../../api/errors';
import { COUNT_CAP } from '../../api/store';
import { likePrefix, normalizeText, phoneDigits } from './guestKeys';

type Eb = ExpressionBuilder<Database, 'guestProfiles'>;

/** Where a search looks: a country, optionally only the guests of one home venue or those a user referred. */
export interface SearchScope {
  country: CountryCode;
  venueId?: string;
  referredByUserId?: string;
}

export interface SearchPage {
  query?: string;
  top?: number;
  skip?: number;
  includeCount?: boolean;
}

export const DEFAULT_TOP = 25;
export const MAX_TOP = 100;
/** Deeper pages than the store's count cap (10,000) are refused: narrow the search instead. */
export const MAX_SKIP = COUNT_CAP;
/**
 * The search counts its matches up to 1,000 ("more than 1,000 guests"): enough to tell a person to narrow the search,
 * and a count then reads at most about a thousand index entries (under a millisecond) however many guests there are.
 */
export const SEARCH_COUNT_CAP = 1_000;

const SUMMARY = ['id', 'country', 'venueId', 'firstName', 'lastName', 'email', 'phone', 'birthDate', 'anonymizedAt', 'createdAt'] as const;

/**
 * One way a query can match, with the index that serves it in its own order: the full name last-name-first, the full
 * name first-name-first, the email, the phone's national digits. Each branch excludes what earlier branches matched, so
 * the branches are disjoint and their pages and counts simply follow each other.
 */
interface Branch {
  column: KeyColumn;
  pattern: string;
}
type KeyColumn = 'nameKey' | 'firstNameKey' | 'emailKey' | 'phoneKey';

/** The order of each branch's results: its index's columns, so that a page is read in index order. */
const ORDER: Record<KeyColumn, KeyColumn[]> = {
  nameKey: ['nameKey'],
  firstNameKey: ['firstNameKey', 'nameKey'],
  emailKey: ['emailKey', 'nameKey', 'firstNameKey'],
  phoneKey: ['phoneKey', 'nameKey', 'firstNameKey', 'emailKey'],
};

function branches(query: string, country: CountryCode): Branch[] {
  const text = normalizeText(query);
  const out: Branch[] = [];
  if (/\p{L}/u.test(text) && !text.includes('@')) {
    out.push({ column: 'nameKey', pattern: likePrefix(text) }, { column: 'firstNameKey', pattern: likePrefix(text) });
  }
  if (!text.includes(' ')) out.push({ column: 'emailKey', pattern: likePrefix(text) });
  if (/^\+?[\d\s()-]+$/.test(query.trim())) {
    const digits = phoneDigits(query, country);
    if (digits.length >= 2) out.push({ column: 'phoneKey', pattern: likePrefix(digits) });
  }
  return out;
}

function scoped(eb: Eb, scope: SearchScope): Expression<SqlBool>[] {
  const where: Expression<SqlBool>[] = [eb('country', '=', scope.country)];
  if (scope.venueId) where.push(eb('venueId', '=', scope.venueId));
  if (scope.referredByUserId) where.push(eb('referredByUserId', '=', scope.referredByUserId));
  return where;
}

function branchWhere(eb: Eb, scope: SearchScope, all: Branch[], index: number): Expression<SqlBool> {
  const branch = all[index];
  const parts = [...scoped(eb, scope), eb(branch.column, 'like', branch.pattern)];
  for (const earlier of all.slice(0, index)) parts.push(eb.or([eb(earlier.column, 'is', null), eb(earlier.column, 'not like', earlier.pattern)]));
  return eb.and(parts);
}

function toSummary(row: Record<string, unknown>): GuestSummary {
  const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : (v as string | null));
  return { ...(row as unknown as GuestSummary), anonymizedAt: iso(row.anonymizedAt), createdAt: iso(row.createdAt)! };
}

interface Part {
  where: (eb: Eb) => Expression<SqlBool>;
  order: KeyColumn;
}

async function countWhere(db: Db, where: (eb: Eb) => Expression<SqlBool>, cap: number): Promise<number> {
  if (cap <= 0) return 0;
  const inner = db.selectFrom('guestProfiles').select(sql`1`.as('one')).where(where).limit(cap);
  const row = await db.selectFrom(inner.as('matching')).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The matches of all the parts, counted up to SEARCH_COUNT_CAP + 1 in one statement: the parts are disjoint and read in turn
 * from their indexes only, and reading stops at the cap.
 */
async function countAll(db: Db, parts: Part[]): Promise<number> {
  if (!parts.length) return 0;
  const matches = parts.map((part) => db.selectFrom('guestProfiles').select(sql<number>`1`.as('one')).where(part.where));
  const { rows } = await sql<{ count: number }>`SELECT count(*)::int AS count FROM (${sql.join(matches, sql` UNION ALL `)} LIMIT ${SEARCH_COUNT_CAP + 1}) AS matching`.execute(db);
  return Number(rows[0].count);
}

async function pageWhere(db: Db, where: (eb: Eb) => Expression<SqlBool>, orderBy: KeyColumn, limit: number, offset: number): Promise<GuestSummary[]> {
  let query = db.selectFrom('guestProfiles').select(SUMMARY);
  if (offset > 0) {
    // A later page: the skipped entries are read from the index only, and only the page's rows from the table.
    let ids = db.selectFrom('guestProfiles').select('id').where(where);
    for (const column of ORDER[orderBy]) ids = ids.orderBy(column);
    query = query.where('id', 'in', ids.orderBy('id').limit(limit).offset(offset));
  } else query = query.where(where);
  for (const column of ORDER[orderBy]) query = query.orderBy(column);
  const rows = await query.orderBy('id').limit(limit).execute();
  return rows.map((r) => toSummary(r));
}

export function checkPaging(page: SearchPage): { top: number; skip: number } {
  const top = page.top ?? DEFAULT_TOP;
  const skip = page.skip ?? 0;
  if (top < 1 || top > MAX_TOP) throw badRequest('query.top', `must be between 1 and ${MAX_TOP}`);
  if (skip < 0) throw badRequest('query.skip', 'must be 0 or more');
  if (skip > MAX_SKIP) throw badRequest('query.skip', `must be at most ${MAX_SKIP}; narrow the search instead`);
  return { top, skip };
}

/**
 * A page of guests: without a query every guest of the scope by name; with one, the guests whose name (either order),
 * email or phone starts with it, name matches first. Each part is one ordered index range, so a page costs about
 * skip + top index entries and a count stops after 1,001 matches, however many guests there are.
 */
export async function searchGuests(db: Db, scope: SearchScope, page: SearchPage): Promise<SearchResult> {
  const { top, skip } = checkPaging(page);
  const query = page.query?.trim() ?? '';
  const parts: Part[] = [];
  if (!query) parts.push({ where: (eb) => eb.and(scoped(eb, scope)), order: 'nameKey' });
  else {
    const all = branches(query, scope.country);
    all.forEach((b, i) => parts.push({ where: (eb) => branchWhere(eb, scope, all, i), order: b.column }));
  }

  const items: GuestSummary[] = [];
  let toSkip = skip;
  let wanted = top + 1;
  for (const part of parts) {
    if (wanted <= 0) break;
    const rows = await pageWhere(db, part.where, part.order, wanted, toSkip);
    if (rows.length) {
      items.push(...rows);
      wanted -= rows.length;
      toSkip = 0;
    } else if (toSkip > 0) {
      toSkip -= await countWhere(db, part.where, toSkip);
    }
  }
  const hasMore = items.length > top;
  items.length = Math.min(items.length, top);

  let count: number | null = null;
  let countCapped = false;
  if (page.includeCount) {
    // Capped, not cached: counting stops after SEARCH_COUNT_CAP + 1 matches, and is not needed when the page holds the last one.
    count = !hasMore && (skip === 0 || items.length > 0) ? skip + items.length : await countAll(db, parts);
    countCapped = count > SEARCH_COUNT_CAP;
    if (countCapped) count = SEARCH_COUNT_CAP;
  }
  return { items, top, skip, hasMore, count, countCapped };
}
