import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cockpitReportsApi } from '@generated/client/api/cockpitReports';
import { idamApi } from '@generated/client/api/idam';
import { notificationsApi } from '@generated/client/api/notifications';
import { venuesApi } from '@generated/client/api/venues';
import { prefetchSession, SESSION_KEYS } from '@/app/session/SessionProvider';
import { preloadPageAt } from '@/app/routing/portalRoutes';

vi.mock('@generated/client/api/cockpitReports', () => ({ cockpitReportsApi: { getList: vi.fn(async () => []) } }));
vi.mock('@generated/client/api/idam', () => ({ idamApi: { myPermissions: vi.fn(), myVenues: vi.fn(async () => [{ venueId: 'v1' }]) } }));
vi.mock('@generated/client/api/users', () => ({ usersApi: { getOne: vi.fn(async () => null) } }));
vi.mock('@generated/client/api/notifications', () => ({ notificationsApi: { listMine: vi.fn(async () => []) } }));
vi.mock('@generated/client/api/venues', () => ({ venuesApi: { getList: vi.fn(async () => []) } }));

beforeEach(() => vi.clearAllMocks());

describe("the session's first questions as the portal starts", () => {
  it('are asked at once: the venues, reports and notifications do not wait for the permissions, the global venues do', async () => {
    // The permissions never answer: what follows must not wait for them.
    vi.mocked(idamApi.myPermissions).mockReturnValue(new Promise(() => undefined));
    const client = new QueryClient();
    prefetchSession(client);
    expect(idamApi.myPermissions).toHaveBeenCalledTimes(1);
    expect(idamApi.myVenues).toHaveBeenCalledTimes(1);
    expect(cockpitReportsApi.getList).toHaveBeenCalledTimes(1);
    expect(notificationsApi.listMine).toHaveBeenCalledTimes(1);
    expect(venuesApi.getList).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(client.getQueryData(SESSION_KEYS.venues)).toEqual([{ venueId: 'v1' }]));
  });
});

describe('the page the portal opens on', () => {
  it("starts downloading its screen at once, and nothing for a path that is no page's", async () => {
    const tasks = vi.fn(async () => ({ default: () => null }));
    preloadPageAt('/vp/tasks', { VenueTasksScreen: tasks });
    expect(tasks).toHaveBeenCalledTimes(1);
    preloadPageAt('/nowhere', { VenueTasksScreen: tasks });
    expect(tasks).toHaveBeenCalledTimes(1);
  });
});
