import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { guestSegmentsApi } from '@generated/client/api/guestSegments';
import GuestSegmentationScreen from '@/screens/crm/GuestSegmentationScreen';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/guestSegments', () => ({
  guestSegmentsApi: { get: vi.fn(), addLabel: vi.fn(), addInterest: vi.fn(), deleteLabel: vi.fn(), deleteInterest: vi.fn() },
}));

beforeEach(() => {
  vi.resetAllMocks();
  vi.mocked(guestSegmentsApi.get).mockResolvedValue({ labels: [{ name: 'VIP' }], interests: [] } as never);
});

describe('GuestSegmentationScreen', () => {
  it('adds a label by its trimmed name, keeps what the server refuses with its message, and clears once added (Danish)', async () => {
    const user = userEvent.setup();
    vi.mocked(guestSegmentsApi.addLabel).mockRejectedValueOnce(new Error('Etiketten "VIP" findes allerede')).mockResolvedValueOnce({ name: 'Stamgæst' } as never);
    renderPage(<GuestSegmentationScreen />, { locale: 'dan' });
    const labels = (await screen.findByRole('heading', { name: 'Etiketter' })).closest('.MuiCard-root') as HTMLElement;
    const field = within(labels).getByRole('textbox', { name: 'Ny etiket' });
    const add = within(labels).getByRole('button', { name: 'Tilføj' });
    expect(add).toBeDisabled();

    await user.type(field, '  VIP ');
    await user.click(add);
    expect(await within(labels).findByRole('alert')).toHaveTextContent('Etiketten "VIP" findes allerede');
    expect(guestSegmentsApi.addLabel).toHaveBeenCalledWith({ body: { name: 'VIP' } });
    expect(field).toHaveValue('  VIP ');

    await user.clear(field);
    await user.type(field, 'Stamgæst{Enter}');
    await waitFor(() => expect(field).toHaveValue(''));
    expect(guestSegmentsApi.addLabel).toHaveBeenLastCalledWith({ body: { name: 'Stamgæst' } });
    expect(await screen.findByText('Etiketten "Stamgæst" er tilføjet')).toBeInTheDocument();
    expect(within(labels).queryByRole('alert')).not.toBeInTheDocument();
  });
});
