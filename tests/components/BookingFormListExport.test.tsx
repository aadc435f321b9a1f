import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingFormsApi } from '@generated/client/api/bookingForms';
import { BookingFormList } from '@/screens/crm/BookingFormsScreen/BookingFormList';
import { pinClock } from '../support/pinnedClock';
import { renderPage } from '../support/renderWithAdmin';
import { catchDownloads, exportSheet, sheetRows } from '../support/xlsxDownloads';

vi.mock('@generated/client/api/bookingForms', () => ({ bookingFormsApi: { getList: vi.fn(), create: vi.fn() } }));

const field = (id: string, technicalType: string, label: string | null) => ({ id, technicalType, label, icon: null, required: false, order: 0 });

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(bookingFormsApi.getList).mockResolvedValue([
    { id: 'bf1', formName: 'Christmas lunch', isActive: true, fields: [field('a', 'GuestFullName', null), field('b', 'NumGuests', 'Party size')] },
    { id: 'bf2', formName: 'Summer terrace', isActive: false, fields: [] },
  ] as never);
});
pinClock('2026-11-27T09:00:00Z');
// After the reset above, which would undo its spies.
const downloads = catchDownloads();

describe('the export of the booking forms', () => {
  it('writes the forms as the list shows them, in Danish: the status in words and each field by its type and label', async () => {
    renderPage(<BookingFormList />, { locale: 'dan' });
    await screen.findByRole('link', { name: 'Christmas lunch' });
    const sheet = await exportSheet(downloads, document.body, 'Eksportér');
    expect(downloads.names).toEqual(['booking-forms-2026-11-27.xlsx']);
    expect(sheet.name).toBe('Bookingformularer');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Formularnavn', 'Status', 'Felter']);
    expect(sheetRows(sheet)).toEqual([
      ['Christmas lunch', 'Aktiv', 'Gæstens navn, Antal gæster: Party size'],
      ['Summer terrace', 'Inaktiv'],
    ]);
    expect(sheet.getRow(1).font?.bold).toBe(true);
  });
});
