import { render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminContext, Edit, ResourceContextProvider, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { LifeMeetingRulesCreate } from '@generated/client/resources/life-meeting-rules/LifeMeetingRulesCreate';
import { LifeMeetingRulesForm } from '@generated/client/resources/life-meeting-rules/LifeMeetingRulesForm';
import { i18nProviderFor } from '../support/renderWithAdmin';

vi.mock('@/app/selection/useSelection', () => ({ useSelection: () => ({ venueId: null, countryId: 'no' }) }));

const rule = { id: 'rule-1', version: 1, name: 'Tell the region', type: 'meetingEnded', country: 'no', meetingId: null, inactivitySeconds: null, recipientRoles: [], title: 'Meeting ended', message: null, isActive: true };

/** A page of the meeting rules, a resource that may be deleted. */
function renderPage(page: ReactNode) {
  const dataProvider = {
    getOne: vi.fn(async () => ({ data: rule })),
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
  } as unknown as DataProvider;
  render(
    <MemoryRouter>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProviderFor('eng')} queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResourceContextProvider value="meetingNotificationRules">
          {page}
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

describe('generated form toolbar', () => {
  it('offers no Delete on a create page: there is nothing to delete yet', async () => {
    renderPage(<LifeMeetingRulesCreate />);
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('offers Delete on the edit page of a resource that may be deleted', async () => {
    // The generated edit page with its id given (react-admin reads it from the route in the portal).
    renderPage(
      <Edit id="rule-1" mutationMode="pessimistic">
        <LifeMeetingRulesForm />
      </Edit>,
    );
    expect(await screen.findByDisplayValue('Tell the region')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});
