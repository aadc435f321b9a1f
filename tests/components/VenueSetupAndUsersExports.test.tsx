import { describe, expect, it } from 'vitest';
import type { SetupTree } from '@/screens/shared/BookingKit/queries';
import { TablesExport } from '@/screens/setup/VenueSetupScreen/TablesExport';
import { UsersExport } from '@/screens/venue/VenueInfoScreen/UsersExport';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';
import { catchDownloads, exportSheet, sheetRows } from '../support/xlsxDownloads';

pinClock('2026-11-27T09:00:00Z');
const downloads = catchDownloads();

const table = (id: string, name: string, extra: object) => ({ id, name, seatCount: 4, venueTableType: 1, isRoundTable: false, isCombinationTable: false, combinationTablePartIds: null, venuePolicies: null, note: null, isActive: true, version: 1, ...extra });
const setup = {
  id: 'standard',
  name: 'Standard',
  version: 1,
  venueSections: [
    { id: 's1', name: 'Main room', venueTables: [table('t1', 'A1', { isRoundTable: true, note: 'By the window' }), table('t2', 'A2', { seatCount: 2, venueTableType: 2, isActive: false }), table('t12', 'A1+A2', { seatCount: 6, isCombinationTable: true, combinationTablePartIds: ['t1', 't2'] })] },
    { id: 's2', name: 'Bar', venueTables: [table('t3', 'B1', { seatCount: 2, venuePolicies: [{ policyType: 'TableBookingPolicy', limits: [{ limitType: 2, minPercentage: 0, maxPercentage: 0 }] }] })] },
  ],
} as unknown as SetupTree;

describe("the export of a setup's tables", () => {
  it('writes a row per table under its section, in Danish: kinds in words, combinations by their parts, walk-in only and active as yes or no', async () => {
    renderPage(<TablesExport setup={setup} />, { locale: 'dan' });
    const sheet = await exportSheet(downloads, document.body, 'Eksportér');
    expect(downloads.names).toEqual(['setup-tables-2026-11-27.xlsx']);
    expect(sheet.name).toBe('Standard');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Sektion', 'Navn', 'Pladser', 'Type', 'Rundt bord', 'Sammensat af', 'Walk-ins', 'Bemærkning', 'Aktiv']);
    expect(sheetRows(sheet)).toEqual([
      ['Main room', 'A1', 4, 'Lavt bord', 'Ja', undefined, 'Nej', 'By the window', 'Ja'],
      ['Main room', 'A2', 2, 'Højt bord', 'Nej', undefined, 'Nej', undefined, 'Nej'],
      ['Main room', 'A1+A2', 6, 'Lavt bord', 'Nej', 'A1 + A2', 'Nej', undefined, 'Ja'],
      ['Bar', 'B1', 2, 'Lavt bord', 'Nej', undefined, 'Ja', undefined, 'Ja'],
    ]);
  });
});

describe("the export of a venue's users", () => {
  it('writes the people holding a role with their email and phone, roles in words in one cell', async () => {
    const users = [
      { userId: 'u1', name: 'Mette Hansen', email: 'mette@example.dk', phone: '+45 22 33 44 55', roles: ['vm', 'cd'] },
      { userId: 'u2', name: 'Jonas Berg', email: null, phone: null, roles: ['unknown-role'] },
    ];
    renderPage(<UsersExport users={users as never} />, { locale: 'dan' });
    const sheet = await exportSheet(downloads, document.body, 'Eksportér');
    expect(downloads.names).toEqual(['venue-users-2026-11-27.xlsx']);
    expect(sheet.name).toBe('Brugere');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Navn', 'E-mail', 'Telefon', 'Roller']);
    expect(sheetRows(sheet)).toEqual([
      ['Mette Hansen', 'mette@example.dk', '+45 22 33 44 55', 'Daglig leder, Landedirektør'],
      ['Jonas Berg', undefined, undefined, 'unknown-role'],
    ]);
  });
});
