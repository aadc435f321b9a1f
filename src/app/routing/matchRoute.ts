import { matchPath } from 'react-router';
import type { RouteEntry } from './types';

export interface RouteMatch {
  route: RouteEntry;
  /** The generated view open under the route, if any. */
  view: 'list' | 'create' | 'edit' | 'show' | 'screen';
  params: Record<string, string | undefined>;
}

/** Finds the page a path belongs to, including react-admin's `/create`, `/:id` and `/:id/show` sub-paths. */
export function matchRoute(routes: RouteEntry[], pathname: string): RouteMatch | null {
  for (const route of routes) {
    if (route.screen) {
      const m = matchPath({ path: route.path, end: true }, pathname) ?? matchPath({ path: `${route.path}/*`, end: false }, pathname);
      if (m) return { route, view: 'screen', params: m.params };
      continue;
    }
    if (matchPath({ path: route.path, end: true }, pathname)) return { route, view: 'list', params: {} };
    if (matchPath({ path: `${route.path}/create`, end: true }, pathname)) return { route, view: 'create', params: {} };
    const show = matchPath({ path: `${route.path}/:id/show`, end: true }, pathname);
    if (show) return { route, view: 'show', params: show.params };
    const edit = matchPath({ path: `${route.path}/:id`, end: true }, pathname);
    if (edit) return { route, view: 'edit', params: edit.params };
  }
  return null;
}
