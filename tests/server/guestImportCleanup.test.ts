import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanUpGuestImports } from '@/server/domain/guests/guestImportCleanup';
import { JOBS, runIfDue } from '@/server/jobs';
import dayjs from '@/shared/dayjs';
import type { ImportRow } from '@/shared/guests/guestImports';
import { pinClock } from '../support/pinnedClock';
import { openTemplateCopy } from '../support/testServer';

const AT = pinClock('2026-11-27T02:30:00Z').toDate();
const ago = (days: number) => dayjs(AT).subtract(days, 'day').toDate();
const job = JOBS.find((j) => j.name === 'guest import rows')!;

const person = { firstName: 'Mette', lastName: 'Jensen', email: 'mette@example.test', phone: '+4520123456', birthDate: null };
const row = (n: number, extra: Partial<ImportRow>): ImportRow => ({ row: n, ...person, venueId: 'venue-dk-norrebro', venueName: 'Nørrebro Social', consents: [], errors: [], match: null, ...extra });
/** What apply keeps of a row it imported: which guest it became, no personal data. */
const imported = row(2, { firstName: null, lastName: null, email: null, phone: null, match: { guestId: 'guest-1', name: null } });
const wrong = row(3, { email: 'mette@', errors: ['Email: "mette@" is not an email address.'] });
/** A row left out because the importer may not change guests at its venue: whole, and without errors. */
const elsewhere = row(4, { venueId: 'venue-dk-aarhus', venueName: 'Aarhus Havnebar' });
const result = { created: 1, matched: 0, consentsGiven: 0, confirmationsSent: 0, skipped: 2 };

/**
 * An import holds personal data nowhere else in the portal: the rows of a preview never applied and the rows an applied
 * import left out. The hourly job keeps them a week, then deletes the preview and takes those rows out.
 */
describe('guest import rows kept a week', () => {
  let handle: Awaited<ReturnType<typeof openTemplateCopy>>;
  const add = (id: string, values: { status: string; createdAt: Date; appliedAt?: Date; rows: ImportRow[] }) =>
    handle.db
      .insertInto('guestImports')
      .values({ id, country: 'dk', fileName: `${id}.xlsx`, status: values.status, rows: JSON.stringify(values.rows), createdAt: values.createdAt, updatedAt: values.createdAt, appliedAt: values.appliedAt ?? null, appliedBy: values.appliedAt ? 'user-hq' : null, result: values.appliedAt ? JSON.stringify(result) : null, createdBy: 'user-hq' })
      .execute();
  const stored = (id: string) => handle.db.selectFrom('guestImports').select(['status', 'rows', 'result', 'appliedBy']).where('id', '=', id).executeTakeFirst();

  beforeAll(async () => {
    handle = await openTemplateCopy('empty');
    await add('old-preview', { status: 'Previewed', createdAt: ago(8), rows: [row(2, {}), wrong] });
    await add('new-preview', { status: 'Previewed', createdAt: ago(2), rows: [row(2, {})] });
    await add('old-applied', { status: 'Applied', createdAt: ago(9), appliedAt: ago(8), rows: [imported, wrong, elsewhere] });
    await add('new-applied', { status: 'Applied', createdAt: ago(3), appliedAt: ago(3), rows: [imported, wrong] });
    await add('old-clean', { status: 'Applied', createdAt: ago(30), appliedAt: ago(30), rows: [imported] });
  }, 60_000);
  afterAll(async () => handle?.close());

  it('deletes a preview older than a week and takes the left-out rows out of an import applied before it', async () => {
    expect(await runIfDue(handle.db, job, AT)).toBe(2);
    expect(await stored('old-preview')).toBeUndefined();
    expect(await stored('old-applied')).toEqual({ status: 'Applied', rows: [imported], result, appliedBy: 'user-hq' });
  });

  it('keeps what is younger than a week, and an import with nothing personal left, as they were', async () => {
    expect((await stored('new-preview'))?.rows).toEqual([row(2, {})]);
    expect((await stored('new-applied'))?.rows).toEqual([imported, wrong]);
    expect((await stored('old-clean'))?.rows).toEqual([imported]);
  });

  it('finds nothing more to do on its next run', async () => {
    expect(await cleanUpGuestImports(handle.db, AT)).toBe(0);
  });
});
