import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { guestDuplicatesApi } from '@generated/client/api/guestDuplicates';
import { guestRetentionApi } from '@generated/client/api/guestRetention';
import { CandidateList } from '@/screens/guests/GuestDuplicatesScreen/CandidateList';
import { RecentMerges } from '@/screens/guests/GuestDuplicatesScreen/RecentMerges';
import { RetentionPreview } from '@/screens/guests/GuestRetentionScreen/RetentionPreview';
import { RetentionRuns } from '@/screens/guests/GuestRetentionScreen/RetentionRuns';
import type { DuplicateCandidate, GuestMergeSummary } from '@/shared/guests/guestDuplicates';
import { pinClock } from '../support/pinnedClock';
import { renderPage, sessionWith } from '../support/renderWithAdmin';
import { catchDownloads, exportSheet, sheetRows } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/guestDuplicates', () => ({ guestDuplicatesApi: { list: vi.fn(), merges: vi.fn(), undo: vi.fn() } }));
vi.mock('@generated/client/api/guestRetention', () => ({ guestRetentionApi: { preview: vi.fn() } }));

/** An instant as the browser's wall clock shows it, the way the sheet holds times shown in the browser's zone. */
const browserWallClock = (iso: string) => {
  const d = new Date(iso);
  return new Date(Date.UTC(d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()));
};

/** Pairs with scores from 99 down, one a point lower than the one before (wrapping at 50). */
const pairs = (count: number): DuplicateCandidate[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `c${i}`,
    score: 99 - (i % 50),
    reasons: i === 0 ? [{ kind: 'email' }, { kind: 'name', similarity: 0.82 }] : [{ kind: 'phone' }],
    guest: { id: `g${i}`, firstName: 'Mette', lastName: `Hansen ${i + 1}`, email: 'mette@example.test', phone: '+4520112233', birthDate: '1990-04-05', createdAt: '2024-01-02T10:00:00.000Z' },
    other: { id: `o${i}`, firstName: null, lastName: null, email: null, phone: '+4520112233', birthDate: null, createdAt: '2025-06-07T10:00:00.000Z' },
  }));

beforeEach(() => vi.resetAllMocks());
pinClock('2026-11-20T10:15:00Z');
// After the reset above, which would undo its spies.
const downloads = catchDownloads();

describe('the exports of the possible duplicates', () => {
  it('writes every page of the pairs from the lowest score chosen, in Danish, both guests side by side and the reasons in words', async () => {
    const all = pairs(160);
    vi.mocked(guestDuplicatesApi.list).mockImplementation(async ({ minScore = 0, top = 25, skip = 0 } = {}) => {
      const matching = all.filter((p) => p.score >= minScore).sort((a, b) => b.score - a.score);
      return { total: matching.length, top, skip, items: matching.slice(skip, skip + top), run: null };
    });
    renderPage(<CandidateList country="dk" onOpen={() => undefined} />, { locale: 'dan' });
    await screen.findByRole('table', { name: 'Mulige dubletter af gæsteprofiler' });
    await userEvent.setup().click(screen.getByRole('combobox', { name: 'Laveste score' }));
    await userEvent.setup().click(await screen.findByRole('option', { name: '≥ 60' }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Eksportér' }));
    // Personal data leaves the portal: nothing is fetched for the file until the person says why.
    const dialog = await screen.findByRole('dialog', { name: 'Eksportér de mulige dubletter i Danmark' });
    const fetched = vi.mocked(guestDuplicatesApi.list).mock.calls.length;
    expect(within(dialog).getByRole('button', { name: 'Eksportér' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: /Begrundelse for eksporten/ }), 'Oprydning med DPO');
    const sheet = await exportSheet(downloads, dialog, 'Eksportér');
    expect(vi.mocked(guestDuplicatesApi.list).mock.calls.slice(fetched).every(([args]) => args?.exportReason === 'Oprydning med DPO')).toBe(true);
    expect(downloads.names).toEqual(['guest-duplicates-2026-11-20.xlsx']);
    expect(sheet.name).toBe('Par');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Score', 'Gæst', 'E-mail', 'Telefon', 'Fødselsdato', 'Anden gæst', 'Den anden gæsts e-mail', 'Den anden gæsts telefon', 'Den anden gæsts fødselsdato', 'Hvorfor']);
    const rows = sheetRows(sheet);
    // The table shows 25 a page and the server gives at most 100: the file holds all 128 pairs from 60 up.
    expect(rows).toHaveLength(all.filter((p) => p.score >= 60).length);
    expect(rows.every((r) => (r[0] as number) >= 60)).toBe(true);
    expect(rows[0]).toEqual([99, 'Mette Hansen 1', 'mette@example.test', '+4520112233', new Date('1990-04-05T00:00:00Z'), 'Gæst uden navn', undefined, '+4520112233', undefined, 'samme e-mail, navn 0,82 ens']);
    expect(sheet.getCell('E2').numFmt).toBe('dd-mm-yyyy');
    expect(vi.mocked(guestDuplicatesApi.list)).toHaveBeenCalledWith({ country: 'dk', minScore: 60, top: 100, skip: 100, exportReason: 'Oprydning med DPO' }, expect.anything());
  });

  it("writes the recent merges in the country's time, the values taken in words and when a merge was undone", async () => {
    const merge: GuestMergeSummary = { id: 'm1', keptGuestId: 'ga', removedGuestId: 'gb', keptName: 'Mette Hansen', fieldsFromRemoved: ['birthDate', 'phone'], mergedAt: '2026-11-20T09:00:00.000Z', mergedBy: 'user-hq', mergedByName: 'Anna Holm', undoneAt: null, undoUntil: '2026-11-21T09:00:00.000Z' };
    vi.mocked(guestDuplicatesApi.merges).mockResolvedValue([merge, { ...merge, id: 'm2', keptName: 'Jonas Berg', fieldsFromRemoved: [], mergedByName: null, mergedAt: '2026-11-18T22:30:00.000Z', undoneAt: '2026-11-19T07:45:00.000Z' }]);
    renderPage(<RecentMerges country="dk" />);
    await screen.findByRole('table', { name: 'Merges of the last seven days' });
    const sheet = await exportSheet(downloads);
    expect(downloads.names).toEqual(['guest-merges-2026-11-20.xlsx']);
    expect(sheet.name).toBe('Recent merges');
    expect(sheet.getRow(1).values).toEqual([undefined, 'When', 'Kept profile', 'By', 'Values taken from the merged profile', 'Undone']);
    expect(sheetRows(sheet)).toEqual([
      [new Date('2026-11-20T10:00:00Z'), 'Mette Hansen', 'Anna Holm', 'Birth date, Phone'],
      [new Date('2026-11-18T23:30:00Z'), 'Jonas Berg', undefined, 'none', new Date('2026-11-19T08:45:00Z')],
    ]);
    expect(sheet.getCell('A2').numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(sheet.getCell('E3').numFmt).toBe('dd/mm/yyyy hh:mm');
  });
});

describe('the exports of the retention schedule', () => {
  it('writes the runs with their start as shown, the counts and the duration as numbers', async () => {
    renderPage(
      <RetentionRuns
        runs={[
          { id: 'r1', startedAt: '2026-11-19T02:10:00.000Z', months: 24, cutoff: '2024-11-19T02:10:00.000Z', anonymized: 1234, durationMs: 8400 },
          { id: 'r2', startedAt: '2026-11-18T02:05:00.000Z', months: 24, cutoff: '2024-11-18T02:05:00.000Z', anonymized: 0, durationMs: 950 },
        ]}
      />,
    );
    const sheet = await exportSheet(downloads);
    expect(downloads.names).toEqual(['retention-runs-2026-11-20.xlsx']);
    expect(sheet.name).toBe('Runs');
    expect(sheet.getRow(1).values).toEqual([undefined, 'When', 'Months', 'Guests anonymised', 'Duration (seconds)']);
    expect(sheetRows(sheet)).toEqual([
      [browserWallClock('2026-11-19T02:10:00.000Z'), 24, 1234, 8.4],
      [browserWallClock('2026-11-18T02:05:00.000Z'), 24, 0, 1],
    ]);
    expect(sheet.getCell('A2').numFmt).toBe('dd/mm/yyyy hh:mm');
    expect(sheet.getCell('C2').numFmt).toBe('#,##0.##');
  });

  it("writes every page of the preview's guests with the months asked, the last activity as the country's day", async () => {
    const guests = Array.from({ length: 130 }, (_, i) => ({ id: `g${i}`, firstName: `Guest${i + 1}`, lastName: 'Hansen', venueId: i === 0 ? null : 'venue-dk-norrebro', lastActivityAt: '2022-03-04T23:30:00.000Z' }));
    vi.mocked(guestRetentionApi.preview).mockImplementation(async ({ months = 36, top = 25, skip = 0 } = {}) => ({ months, cutoff: '2023-11-20T10:15:00.000Z', total: guests.length, top, skip, items: guests.slice(skip, skip + top) }));
    const session = sessionWith(undefined, { venues: [{ venueId: 'venue-dk-norrebro', name: 'Nørrebro Social', logoUrl: null, country: 'dk', timeZone: 'Europe/Copenhagen' }] });
    renderPage(<RetentionPreview country="dk" months={36} />, { session });
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Preview with 36 months' }));
    const table = await screen.findByRole('table', { name: 'Guests the schedule would anonymise' });
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    const sheet = await exportSheet(downloads);
    expect(downloads.names).toEqual(['retention-preview-2026-11-20.xlsx']);
    expect(sheet.name).toBe('Inactive, 36 months');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Guest', 'Home venue', 'Last activity']);
    const rows = sheetRows(sheet);
    // The table shows 25 a page and the server gives at most 100: the file holds all 130.
    expect(rows).toHaveLength(130);
    expect(rows[0]).toEqual(['Guest1 Hansen', undefined, new Date('2022-03-05T00:00:00Z')]);
    expect(rows[129]).toEqual(['Guest130 Hansen', 'Nørrebro Social', new Date('2022-03-05T00:00:00Z')]);
    expect(sheet.getCell('C2').numFmt).toBe('dd-mm-yyyy');
    expect(vi.mocked(guestRetentionApi.preview)).toHaveBeenCalledWith({ country: 'dk', months: 36, top: 100, skip: 100 }, expect.anything());
  });
});
