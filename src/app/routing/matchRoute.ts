import { matchPath } from 'react-router';
import type { RouteEntry } from './types';

export interface RouteMatch {
  route: RouteEntry;
  /** The generated view open under the route, if any. */
  view: 'list' | 'create' | 'edit' | 'show' | 'screen';
  params: Record<string, string | undefined>;
}

function matchOne(route: RouteEntry, pathname: string): { match: RouteMatch; exact: boolean } | null {
  if (route.screen) {
    const exact = matchPath({ path: route.path, end: true }, pathname);
    if (exact) return { match: { route, view: 'screen', params: exact.params }, exact: true };
    const below = matchPath({ path: `${route.path}/*`, end: false }, pathname);
    return below ? { match: { route, view: 'screen', params: below.params }, exact: false } : null;
  }
  if (matchPath({ path: route.path, end: true }, pathname)) return { match: { route, view: 'list', params: {} }, exact: true };
  if (matchPath({ path: `${route.path}/create`, end: true }, pathname)) return { match: { route, view: 'create', params: {} }, exact: false };
  const show = matchPath({ path: `${route.path}/:id/show`, end: true }, pathname);
  if (show) return { match: { route, view: 'show', params: show.params }, exact: false };
  const edit = matchPath({ path: `${route.path}/:id`, end: true }, pathname);
  if (edit) return { match: { route, view: 'edit', params: edit.params }, exact: false };
  return null;
}

const depth = (path: string) => path.split('/').length;

/** Answers already found, per route table and path: each match compiles a pattern per route, and the shell asks often. */
const answersByTable = new WeakMap<RouteEntry[], Map<string, RouteMatch | null>>();
/** Paths remembered per table; a portal visits far fewer, and a long session starts afresh past this. */
const REMEMBERED = 500;

/**
 * Finds the page a path belongs to, including react-admin's `/create`, `/:id` and `/:id/show` sub-paths and a custom
 * screen's own sub-paths. A page declared for the exact path wins over a page above it (`/vp/lists/eodReports` over the
 * sub-paths of `/vp/lists`); otherwise the deepest page that covers the path.
 */
export function matchRoute(routes: RouteEntry[], pathname: string): RouteMatch | null {
  let answers = answersByTable.get(routes);
  if (!answers || answers.size >= REMEMBERED) answersByTable.set(routes, (answers = new Map()));
  if (!answers.has(pathname)) answers.set(pathname, findRoute(routes, pathname));
  return answers.get(pathname)!;
}

function findRoute(routes: RouteEntry[], pathname: string): RouteMatch | null {
  let best: { match: RouteMatch; exact: boolean } | null = null;
  for (const route of routes) {
    const found = matchOne(route, pathname);
    if (!found) continue;
    if (found.exact) return found.match;
    if (!best || depth(route.path) > depth(best.match.route.path)) best = found;
  }
  return best?.match ?? null;
}
