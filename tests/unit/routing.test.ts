import { describe, expect, it, vi } from 'vitest';
import { breadcrumbTrail } from '@/app/navigation/breadcrumbTrail';
import { ChunkLoadError, loadWithTimeout } from '@/app/routing/lazyWithTimeout';
import { matchRoute } from '@/app/routing/matchRoute';
import type { RouteEntry } from '@/app/routing/types';
import { ROUTES } from '@generated/client/routes';
import { SIDEBARS } from '@generated/client/sidebars';

const route = (path: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({
  path,
  key: path.slice(1),
  service: 'life',
  menuGroup: 2,
  permission: null,
  venueScoped: false,
  parent: null,
  resource: 'x',
  views: ['list', 'create', 'edit', 'show'],
  load: async () => ({ default: {} }),
  ...extra,
});

describe('matching a path to its page', () => {
  const routes = [route('/life/lists'), route('/vp/tasks', { views: undefined, screen: 'Tasks', service: 'venue' })];
  it('finds the list, create, edit and show views', () => {
    expect(matchRoute(routes, '/life/lists')?.view).toBe('list');
    expect(matchRoute(routes, '/life/lists/create')?.view).toBe('create');
    expect(matchRoute(routes, '/life/lists/42')).toMatchObject({ view: 'edit', params: { id: '42' } });
    expect(matchRoute(routes, '/life/lists/42/show')).toMatchObject({ view: 'show', params: { id: '42' } });
  });
  it('gives a custom screen its sub-paths', () => {
    expect(matchRoute(routes, '/vp/tasks/anything')?.view).toBe('screen');
  });
  it('prefers the page declared for a path over the sub-paths of the page above it', () => {
    const nested = [
      route('/vp/lists', { views: undefined, screen: 'Lists', service: 'venue' }),
      route('/vp/lists/eodReports', { views: undefined, screen: 'Eod', service: 'venue' }),
      route('/vp/lists/submissions/:listId', { views: undefined, screen: 'Submissions', service: 'venue' }),
      route('/vp/lists/submissions/:type/:id', { views: undefined, screen: 'Session', service: 'venue' }),
    ];
    expect(matchRoute(nested, '/vp/lists/eodReports')?.route.screen).toBe('Eod');
    expect(matchRoute(nested, '/vp/lists/submissions/abc')).toMatchObject({ route: { screen: 'Submissions' }, params: { listId: 'abc' } });
    expect(matchRoute(nested, '/vp/lists/submissions/VenueVisitLight/42')).toMatchObject({ route: { screen: 'Session' }, params: { type: 'VenueVisitLight', id: '42' } });
    expect(matchRoute(nested, '/vp/lists/other/page')?.route.screen).toBe('Lists');
    // Answers are remembered per table: the same path in another table is matched against that table.
    expect(matchRoute(nested.slice(0, 1), '/vp/lists/eodReports')?.route.screen).toBe('Lists');
    expect(matchRoute(nested, '/vp/lists/eodReports')?.route.screen).toBe('Eod');
  });
  it('finds nothing for unknown paths', () => {
    expect(matchRoute(routes, '/nowhere')).toBeNull();
  });
});

describe('breadcrumbs from route metadata', () => {
  it('run service, sidebar group, page, and the open view', () => {
    const match = matchRoute(ROUTES, '/life/operationlinks/abc')!;
    expect(breadcrumbTrail(match, ROUTES, SIDEBARS, '/life/operationlinks')).toEqual([
      { labelKey: 'services.life', to: '/life/operationlinks' },
      { labelKey: 'sidebarGroups.life.general' },
      { labelKey: 'routes.life/operationlinks', to: '/life/operationlinks' },
      { labelKey: 'app.nav.edit' },
    ]);
  });
});

describe('loading a page chunk', () => {
  it('fails with a chunk-load error after the time-out', async () => {
    vi.useFakeTimers();
    const pending = loadWithTimeout(() => new Promise(() => undefined), 120_000);
    vi.advanceTimersByTime(120_000);
    await expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    vi.useRealTimers();
  });
  it('turns a failed import into a chunk-load error', async () => {
    await expect(loadWithTimeout(() => Promise.reject(new Error('Failed to fetch dynamically imported module')))).rejects.toBeInstanceOf(ChunkLoadError);
  });
});
