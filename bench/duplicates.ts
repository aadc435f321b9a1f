import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { openDatabase } from '../src/server/db/connect';
import { migrate } from '../src/server/db/migrate';
import { queueDuplicateRun, runQueuedDuplicateSearches } from '../src/server/domain/guests/duplicateJob';
import type { CountryCode } from '../src/shared/types';
import { emptyPostgresDatabase } from '../tests/support/emptyPostgresDatabase';

/**
 * `npm run bench:duplicates`: duplicate detection over PROFILES guest profiles (1,000,000 by default) spread over the
 * four countries, a known share of them planted duplicates of another guest (a changed email's case, Gmail dots or
 * tag; the phone in another notation; the same birth date with a typo in the name). It seeds a scratch database (a
 * PGlite folder under the temporary directory, or with DATABASE_URL a fresh `<database>_bench_duplicates` on that
 * PostgreSQL server, dropped at the end), queues a search of every country and runs them as the server's worker does,
 * then prints the time, the peak memory, precision and recall against the planted pairs, and the load average.
 */
const PROFILES = Number(process.env.PROFILES ?? 1_000_000);
/** Share of profiles that are a planted duplicate of another one. */
const PLANTED = 0.05;
const COUNTRIES: CountryCode[] = ['dk', 'no', 'fi', 'uk'];
const BATCH = 10_000;
const CALLING: Record<CountryCode, string> = { dk: '+45', no: '+47', fi: '+358', uk: '+44' };
const FIRST = ['Mette', 'Anna', 'Sofie', 'Emma', 'Ida', 'Laura', 'Freja', 'Clara', 'Maja', 'Karen', 'Jens', 'Peter', 'Lars', 'Mads', 'Søren', 'Anders', 'Niels', 'Henrik', 'Thomas', 'Oliver', 'Aino', 'Eero', 'Olivia', 'James', 'Harry', 'Ingrid', 'Ola', 'Kari', 'Mikko', 'Sanna'];
const LAST = ['Hansen', 'Jensen', 'Nielsen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen', 'Rasmussen', 'Johansen', 'Berg', 'Haugen', 'Virtanen', 'Korhonen', 'Mäkinen', 'Smith', 'Jones', 'Taylor', 'Brown', 'Wilson'];

// mulberry32: a small deterministic generator, so that every run seeds the same data.
let state = 42;
const random = () => {
  state = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(state ^ (state >>> 15), 1 | state);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};
const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
const typo = (word: string) => {
  const i = 1 + Math.floor(random() * (word.length - 1));
  return random() < 0.5 ? word.slice(0, i) + word.slice(i + 1) : word.slice(0, i) + word[i - 1] + word.slice(i);
};
const birthDate = () => {
  const day = new Date(Date.UTC(1950, 0, 1) + Math.floor(random() * 55 * 365) * 86_400_000);
  return day.toISOString().slice(0, 10);
};

interface Row {
  id: string;
  country: CountryCode;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  birthDate: string | null;
}

/** The country's profiles: unique contacts for the originals, each planted duplicate varying one of them. */
function profilesOf(country: CountryCode, count: number, planted: Set<string>): Row[] {
  const rows: Row[] = [];
  const duplicates = Math.floor(count * PLANTED);
  for (let i = 0; i < count - duplicates; i++) {
    const firstName = pick(FIRST);
    const lastName = `${pick(LAST)}${i % 7 === 0 ? '' : `-${pick(LAST)}`}`;
    rows.push({
      id: `${country}-${String(i).padStart(7, '0')}`,
      country,
      firstName,
      lastName,
      email: random() < 0.8 ? `${firstName}.${lastName}.${i}@${i % 3 === 0 ? 'gmail.com' : 'example.test'}`.toLowerCase() : null,
      phone: random() < 0.7 ? `${CALLING[country]} ${String(20_000_000 + i * 7).slice(0, 8)}` : null,
      birthDate: random() < 0.4 ? birthDate() : null,
    });
  }
  const originals = rows.length;
  const copies = new Map<string, string[]>();
  for (let d = 0; d < duplicates; d++) {
    const of = rows[Math.floor(random() * originals)];
    const id = `${country}-d${String(d).padStart(6, '0')}`;
    const copy: Row = { ...of, id, email: null, phone: null, birthDate: null, firstName: random() < 0.5 ? typo(of.firstName) : of.firstName };
    // One planted kind in three of each: the email written otherwise, the phone in another notation, or the same birth
    // date with a typo in the last name; a copy of a guest without that contact falls back to the next kind.
    const kinds = [d % 3, (d + 1) % 3, (d + 2) % 3];
    const kind = kinds.find((k) => (k === 0 ? of.email : k === 1 ? of.phone : true)) ?? 2;
    if (kind === 0) {
      const [name, domain] = of.email!.split('@');
      copy.email = domain === 'gmail.com' ? `${name.replace('.', '')}+bar@googlemail.com` : ` ${of.email!.toUpperCase()} `;
    } else if (kind === 1) copy.phone = `00${of.phone!.slice(1).replace(/\s/g, '')}`;
    else {
      copy.birthDate = of.birthDate ?? birthDate();
      of.birthDate = copy.birthDate;
      copy.lastName = typo(of.lastName);
      copy.firstName = of.firstName;
    }
    rows.push(copy);
    copies.set(of.id, [...(copies.get(of.id) ?? []), id]);
  }
  // Every two profiles of one guest are a planted pair: the original with each copy, and the copies with each other.
  for (const [original, ids] of copies) {
    const group = [original, ...ids];
    for (let a = 0; a < group.length; a++) for (let b = a + 1; b < group.length; b++) planted.add(group[a] < group[b] ? `${group[a]}|${group[b]}` : `${group[b]}|${group[a]}`);
  }
  return rows;
}

const started = performance.now();
const dir = process.env.DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'vp-bench-duplicates-'));
const url = process.env.DATABASE_URL ? await emptyPostgresDatabase(process.env.DATABASE_URL, 'bench_duplicates') : undefined;
const handle = await openDatabase({ databaseUrl: url, dataDir: dir ?? 'unused' });
const db = handle.db;
try {
  await migrate(db);
  console.log(`${cpus().length} cores; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} before; ${url ? 'PostgreSQL' : 'PGlite'}.`);
  const planted = new Set<string>();
  for (const country of COUNTRIES) {
    const rows = profilesOf(country, Math.floor(PROFILES / COUNTRIES.length), planted);
    for (let i = 0; i < rows.length; i += BATCH) {
      const slice = rows.slice(i, i + BATCH);
      const column = <K extends keyof Row>(key: K) => slice.map((r) => r[key]);
      await sql`INSERT INTO guest_profiles (id, country, first_name, last_name, email, phone, birth_date)
        SELECT * FROM unnest(${column('id')}::text[], ${column('country')}::text[], ${column('firstName')}::text[], ${column('lastName')}::text[],
                             ${column('email')}::text[], ${column('phone')}::text[], ${column('birthDate')}::date[])`.execute(db);
    }
  }
  await sql`ANALYZE guest_profiles`.execute(db);
  console.log(`Seeded ${PROFILES.toLocaleString('en')} profiles (${planted.size.toLocaleString('en')} planted duplicate pairs) in ${((performance.now() - started) / 1000).toFixed(0)} s.`);

  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 200);
  const now = new Date();
  for (const country of COUNTRIES) await queueDuplicateRun(db, country, 'manual', null, now);
  const t0 = performance.now();
  const ran = await runQueuedDuplicateSearches(db);
  const seconds = (performance.now() - t0) / 1000;
  clearInterval(sampler);
  const runs = await db.selectFrom('guestDuplicateRuns').select(['country', 'status', 'pairs', 'durationMs', 'error']).orderBy('country').execute();
  for (const r of runs) console.log(`  ${r.country}: ${r.status}, ${r.pairs ?? 0} pairs, ${((r.durationMs ?? 0) / 1000).toFixed(1)} s${r.error ? `, ${r.error}` : ''}`);

  const found = await db.selectFrom('guestDuplicates').select(['guestId', 'otherGuestId', 'reasons']).execute();
  const hits = found.filter((f) => planted.has(`${f.guestId}|${f.otherGuestId}`)).length;
  // What the pairs that were not planted share: coincidences of the generated data, or a flaw of the rules.
  const unplanted = new Map<string, number>();
  for (const f of found.filter((p) => !planted.has(`${p.guestId}|${p.otherGuestId}`))) {
    const kinds = ((f.reasons ?? []) as unknown as { kind: string }[]).map((r) => r.kind).join('+');
    unplanted.set(kinds, (unplanted.get(kinds) ?? 0) + 1);
  }
  console.log(`Not planted, by reasons: ${[...unplanted].map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`);
  console.log(`Detection: ${ran} searches, ${seconds.toFixed(1)} s for ${PROFILES.toLocaleString('en')} profiles; peak memory ${(peak / 1024 / 1024).toFixed(0)} MiB (resident, this process${url ? '' : ' with PGlite'}).`);
  console.log(`Found ${found.length.toLocaleString('en')} pairs: precision ${((hits / Math.max(1, found.length)) * 100).toFixed(1)} %, recall ${((hits / planted.size) * 100).toFixed(1)} % of ${planted.size.toLocaleString('en')} planted.`);
  console.log(`Load average ${loadavg().map((l) => l.toFixed(2)).join(' ')} after.`);
} finally {
  await handle.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
  if (url) {
    const admin = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: 'unused' });
    await sql`DROP DATABASE IF EXISTS ${sql.id(new URL(url).pathname.slice(1))} WITH (FORCE)`.execute(admin.db);
    await admin.close();
  }
}
