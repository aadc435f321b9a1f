import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { AdminContext, useUpdate, type DataProvider } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cockpitReportsApi } from '@generated/client/api/cockpitReports';
import { SessionProvider, useSession } from '@/app/session/SessionProvider';
import { isWriteOf } from '@/app/session/sessionRefresh';
import { i18nProviderFor } from '../support/renderWithAdmin';

vi.mock('@generated/client/api/cockpitReports', () => ({ cockpitReportsApi: { getList: vi.fn() } }));
vi.mock('@generated/client/api/idam', () => ({ idamApi: { myPermissions: vi.fn(async () => ({ globalPermissions: ['*'], venuePermissions: [] })), myVenues: vi.fn(async () => []) } }));
vi.mock('@generated/client/api/users', () => ({ usersApi: { getOne: vi.fn(async () => null) } }));
vi.mock('@generated/client/api/notifications', () => ({ notificationsApi: { listMine: vi.fn(async () => []) } }));
vi.mock('@generated/client/api/venues', () => ({ venuesApi: { getList: vi.fn(async () => []) } }));

const reports = vi.mocked(cockpitReportsApi.getList);
const report = (name: string) => ({ id: 'r1', version: 1, name, category: 'core', reportId: 'x', workspaceId: 'y', permission: null, active: true, sortOrder: 1 });

/** What the sidebar and /cp/report/{id} read: the session's report definitions. */
function Reports() {
  const { cockpitReports } = useSession();
  return <p>Reports: {cockpitReports.map((r) => r.name).join(', ')}</p>;
}

/** A save as the generated edit page of /cp/reports makes it: react-admin's update of the resource `cp/reports`. */
function Save({ resource }: { resource: string }) {
  const [update] = useUpdate(resource);
  return <button onClick={() => update(resource, { id: 'r1', data: { name: 'Sales, renamed' }, previousData: {} }, { mutationMode: 'pessimistic' })}>Save</button>;
}

function renderSession(resource: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const dataProvider = { update: vi.fn(async () => ({ data: report('Sales, renamed') })) } as unknown as DataProvider;
  render(
    <AdminContext dataProvider={dataProvider} queryClient={queryClient} i18nProvider={i18nProviderFor('eng')}>
      <SessionProvider>
        <Reports />
        <Save resource={resource} />
      </SessionProvider>
    </AdminContext>,
  );
}

beforeEach(() => {
  reports.mockReset();
  reports.mockResolvedValueOnce([report('Sales overview')] as never).mockResolvedValue([report('Sales, renamed')] as never);
});

describe('the session after a save on /cp/reports', () => {
  it('loads the report definitions again at once, although they are cached for minutes', async () => {
    renderSession('cp/reports');
    expect(await screen.findByText('Reports: Sales overview')).toBeInTheDocument();
    expect(reports).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Reports: Sales, renamed')).toBeInTheDocument();
    expect(reports).toHaveBeenCalledTimes(2);
  });

  it('leaves them alone when another resource is saved', async () => {
    renderSession('life/operationlinks');
    expect(await screen.findByText('Reports: Sales overview')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Reports: Sales overview')).toBeInTheDocument());
    expect(reports).toHaveBeenCalledTimes(1);
  });
});

describe('isWriteOf', () => {
  it('matches react-admin writes on the pages of a resource, or naming it, and nothing else', () => {
    for (const write of ['create', 'update', 'delete', 'deleteMany', 'updateMany']) expect(isWriteOf(['cp/reports', write, {}], 'cockpitReports')).toBe(true);
    expect(isWriteOf(['cockpitReports', 'update'], 'cockpitReports')).toBe(true);
    expect(isWriteOf(['cp/reports', 'getList', {}], 'cockpitReports')).toBe(false);
    expect(isWriteOf(['life/operationlinks', 'update', {}], 'cockpitReports')).toBe(false);
    expect(isWriteOf(undefined, 'cockpitReports')).toBe(false);
    // A write hook made without a resource is keyed [null, 'update', …] and names it with the call.
    expect(isWriteOf([null, 'update', {}], 'cockpitReports', { resource: 'cp/reports', id: 'r1' })).toBe(true);
    expect(isWriteOf([null, 'update', {}], 'cockpitReports', { resource: 'life/lists', id: 'l1' })).toBe(false);
  });
});
