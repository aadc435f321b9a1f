import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eodReportsApi } from '@generated/client/api/eodReports';
import { clock } from '@/shared/clock';
import { CreateReportDialog } from '@/screens/venue/EodReportsScreen/CreateReportDialog';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/eodReports', () => ({ eodReportsApi: { getList: vi.fn() } }));
const api = vi.mocked(eodReportsApi);

beforeEach(() => {
  vi.resetAllMocks();
  // 02:30 in Copenhagen on the 21st: still the business day of the 20th.
  clock.set('2026-11-21T01:30:00Z');
});
afterEach(() => {
  clock.set(null);
});

describe('a new end-of-day report', () => {
  it('proposes the latest business day without a report, so the first Create does not meet a 409', async () => {
    api.getList.mockResolvedValue([{ id: 'a', date: '2026-11-20' }, { id: 'b', date: '2026-11-19' }, { id: 'c', date: '2026-11-17' }] as never);
    const create = vi.fn(async () => undefined);
    renderPage(<CreateReportDialog venueId="venue-dk-1" timeZone="Europe/Copenhagen" create={create} onClose={() => undefined} />);
    const date = await screen.findByLabelText('Business day');
    await vi.waitFor(() => expect(date).toHaveValue('18-11-2026'));
    expect(api.getList).toHaveBeenCalledWith({ venueId: 'venue-dk-1' }, { query: { page: 1, perPage: 100, sort: 'date', order: 'DESC' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(create).toHaveBeenCalledWith('2026-11-18');
  });

  it('proposes the current business day when it has no report', async () => {
    api.getList.mockResolvedValue([{ id: 'b', date: '2026-11-19' }] as never);
    renderPage(<CreateReportDialog venueId="venue-dk-1" timeZone="Europe/Copenhagen" create={vi.fn()} onClose={() => undefined} />);
    await vi.waitFor(() => expect(screen.getByLabelText('Business day')).toHaveValue('20-11-2026'));
  });
});
