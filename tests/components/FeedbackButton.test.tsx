import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { feedbackApi } from '@generated/client/api/feedback';
import { AppBarToolsContext } from '@/app/layout/appBarTools';
import { PortalAppBar } from '@/app/layout/PortalAppBar';
import { FeedbackButton } from '@/screens/crm/FeedbackButton';
import { renderPage } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/feedback', () => ({ feedbackApi: { create: vi.fn() } }));
// The app bar's other tools have their own tests; here they stay out of the way.
vi.mock('@/app/navigation/useNavigation', () => ({ useNavigation: () => ({ sidebar: null }) }));
vi.mock('@/app/notifications/NotificationsBell', () => ({ NotificationsBell: () => null }));
vi.mock('@/app/search/SearchOverlay', () => ({ SearchOverlay: () => null }));
vi.mock('@/app/starred/StarredMenu', () => ({ StarredMenu: () => null }));
vi.mock('@/app/preferences/PreferencesMenu', () => ({ PreferencesMenu: () => null }));
vi.mock('@/app/preferences/usePreferences', () => ({ usePreferences: () => ({ navbar: 'sticky' }) }));

const api = vi.mocked(feedbackApi);

beforeEach(() => vi.resetAllMocks());

describe('feedback', () => {
  it('is offered in the app bar, which shows the tools the entry point gives it', async () => {
    renderPage(
      <AppBarToolsContext.Provider value={<FeedbackButton />}>
        <PortalAppBar />
      </AppBarToolsContext.Provider>,
      { path: '/crm/guests' },
    );
    expect(await screen.findByRole('button', { name: 'Send feedback' })).toBeInTheDocument();
  });

  it('sends the message, kind, rating and the page it was sent from', async () => {
    const user = userEvent.setup();
    api.create.mockResolvedValue({ id: 'f1', category: 'Problem', createdAt: '2026-03-01T10:00:00.000Z' });
    renderPage(<FeedbackButton />, { path: '/crm/guests?countryId=uk' });
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send feedback' });
    await user.click(within(dialog).getByRole('combobox', { name: /Kind/ }));
    await user.click(await screen.findByRole('option', { name: 'Problem' }));
    await user.type(within(dialog).getByLabelText(/Your feedback/), 'The guest search is fast!');
    // jsdom has no layout, so the rating is chosen without pointer movement.
    fireEvent.click(within(dialog).getByRole('radio', { name: '4 Stars' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.create).toHaveBeenCalledWith({ body: { category: 'Problem', message: 'The guest search is fast!', rating: 4, page: '/crm/guests' } }));
    expect(await screen.findByText('Thank you for your feedback')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps what was typed and shows the catalogued message when sending fails', async () => {
    const user = userEvent.setup();
    api.create.mockRejectedValue(new HttpError('Unable to submit feedback', 500, {}));
    renderPage(<FeedbackButton />);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/Your feedback/), 'Please add dark mode');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Unable to submit feedback')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Your feedback/)).toHaveValue('Please add dark mode');
  });
});
