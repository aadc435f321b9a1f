import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { CountryCode } from '@generated/shared/shell';
import { clock } from '@/shared/clock';
import type { Db } from '../db/connect';
import { normalizeText } from '../domain/guests/guestKeys';
import { emailSafe, GUEST_NAMES } from './guestNames';
import { VENUES } from './places';

const COUNTRIES: CountryCode[] = ['dk', 'no', 'fi', 'uk'];
const BATCH = 50_000;
/** Below this many new rows the indexes are kept while inserting; above it they are rebuilt afterwards (much faster). */
const REBUILD_INDEXES_FROM = 100_000;
const here = dirname(fileURLToPath(import.meta.url));
const MIGRATION = join(here, '..', '..', '..', 'generated', 'server', 'migrations', 'guest_profiles.sql');

/**
 * How a bulk phone number is written and the national digits the search key keeps, as SQL over the row number `i`:
 * the same shapes as the demo's numbers, unique per row.
 */
const PHONES: Record<CountryCode, { phone: string; key: string }> = {
  dk: { phone: "'+45 ' || (20000000 + i % 70000000)::text", key: '(20000000 + i % 70000000)::text' },
  no: { phone: "'+47 ' || (40000000 + i % 50000000)::text", key: '(40000000 + i % 50000000)::text' },
  fi: { phone: "'+358 40 ' || lpad((i % 10000000)::text, 7, '0')", key: "'40' || lpad((i % 10000000)::text, 7, '0')" },
  uk: { phone: "'+44 7' || lpad((i % 1000000000)::text, 9, '0')", key: "'7' || lpad((i % 1000000000)::text, 9, '0')" },
};

/**
 * Inserts every fourth row number from `first` to `to` as guests of one country, in one statement, names drawn from
 * the country's lists by a hash of the row number. The numbering stays global: bulk-00000001 is Danish, 00000002 Norwegian, ...
 */
async function insertRange(db: Db, country: CountryCode, first: number, to: number): Promise<void> {
  const names = GUEST_NAMES[country];
  const venues = VENUES.filter((v) => v.country === country).map((v) => v.id);
  const phone = PHONES[country];
  await sql`
    INSERT INTO guest_profiles (id, country, venue_id, first_name, last_name, email, phone, birth_date, labels, interests, source, field_sources,
      referral_code, visit_count, total_spend, points, name_key, first_name_key, email_key, phone_key, created_at, updated_at)
    SELECT 'bulk-' || lpad(i::text, 8, '0'), ${country}, (${venues}::text[])[1 + h2 % ${venues.length}],
      (${names.first}::text[])[fi], (${names.last}::text[])[li],
      email, ${sql.raw(phone.phone)}, date '1958-01-01' + (h2 % 17000)::int, '[]'::jsonb, '[]'::jsonb, 'Import', '[]'::jsonb,
      'BULK' || i::text, (h2 % 40)::int, (h2 % 40) * (9000 + h1 % 30000), (h2 % 40) * 12,
      (${names.last.map((n) => normalizeText(n))}::text[])[li] || ' ' || (${names.first.map((n) => normalizeText(n))}::text[])[fi],
      (${names.first.map((n) => normalizeText(n))}::text[])[fi] || ' ' || (${names.last.map((n) => normalizeText(n))}::text[])[li],
      email, ${sql.raw(phone.key)}, created, created
    FROM (
      SELECT i, h1, h2, fi, li, ${clock.now()}::timestamptz - ((h1 % 1500) || ' days')::interval - ((h2 % 86400) || ' seconds')::interval AS created,
        (${names.first.map(emailSafe)}::text[])[fi] || '.' || (${names.last.map(emailSafe)}::text[])[li] || i::text || '@' || (${names.domains}::text[])[1 + h2 % ${names.domains.length}] AS email
      FROM (
        SELECT i, h1, h2, 1 + (h1 % ${names.first.length})::int AS fi, 1 + ((h1 / 7919) % ${names.last.length})::int AS li
        FROM (SELECT i, (i * 2654435761) % 4294967296 AS h1, (i * 40503 + 12345) % 2147483647 AS h2 FROM generate_series(${first}::bigint, ${to}::bigint, 4) AS i) AS seeds
      ) AS picks
    ) AS rows
    ON CONFLICT (id) DO NOTHING`.execute(db);
}

async function guestIndexes(db: Db): Promise<string[]> {
  const rows = await sql<{ indexname: string }>`SELECT indexname FROM pg_indexes WHERE tablename = 'guest_profiles' AND indexname <> 'guest_profiles_pkey'`.execute(db);
  return rows.rows.map((r) => r.indexname);
}

/**
 * Adds generated guest profiles (ids `bulk-00000001` ...) until there are `total` of them, spread over the four
 * countries and their venues, for scale tests and the API benchmark. Large loads drop the table's secondary indexes,
 * insert in batches of 50,000 and rebuild the indexes from the generated migration, then VACUUM ANALYZE so that
 * index-only scans and the planner see the new rows.
 */
export async function seedBulkGuests(db: Db, total: number, log: (line: string) => void = () => undefined): Promise<{ added: number; bulk: number }> {
  const existing = await sql<{ n: number }>`SELECT count(*)::int AS n FROM guest_profiles WHERE id >= 'bulk-' AND id < 'bulk.'`.execute(db);
  const have = Number(existing.rows[0].n);
  if (have >= total) {
    log(`${have.toLocaleString('en-GB')} bulk guests are already there.`);
    return { added: 0, bulk: have };
  }
  const rebuild = total - have >= REBUILD_INDEXES_FROM;
  if (rebuild) {
    const indexes = await guestIndexes(db);
    for (const name of indexes) await sql`DROP INDEX IF EXISTS ${sql.id(name)}`.execute(db);
    log(`Dropped ${indexes.length} indexes of guest_profiles while loading.`);
  }
  const started = performance.now();
  for (let from = have + 1; from <= total; from += BATCH) {
    const to = Math.min(total, from + BATCH - 1);
    for (const [k, country] of COUNTRIES.entries()) {
      // Row number i belongs to COUNTRIES[(i - 1) % 4].
      const first = from + ((k - ((from - 1) % 4) + 4) % 4);
      if (first > to) continue;
      await insertRange(db, country, first, to);
    }
    log(`${to.toLocaleString('en-GB')} / ${total.toLocaleString('en-GB')} guests (${Math.round((performance.now() - started) / 1000)} s)`);
  }
  if (rebuild) {
    log('Rebuilding the indexes…');
    await sql.raw(readFileSync(MIGRATION, 'utf8')).execute(db);
  }
  log('VACUUM ANALYZE guest_profiles…');
  await sql`VACUUM ANALYZE guest_profiles`.execute(db);
  return { added: total - have, bulk: total };
}
