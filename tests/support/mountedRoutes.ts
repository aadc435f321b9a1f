import type { RouteOptions } from 'fastify';

/** A route as the server mounts it: one method, the path as registered, and the handler that answers it. */
export interface MountedRoute {
  method: string;
  url: string;
  handler: RouteOptions['handler'];
}

export const routeKey = (method: string, url: string): string => `${method.toUpperCase()} ${url}`;

/** Collects every route an app mounts (with `buildApp`'s `onRoute`): one entry per method a route answers. */
export function routeRecorder(): { routes: MountedRoute[]; onRoute: (route: RouteOptions) => void } {
  const routes: MountedRoute[] = [];
  return {
    routes,
    onRoute: (route) => {
      for (const method of [route.method].flat()) routes.push({ method: method.toUpperCase(), url: route.url, handler: route.handler });
    },
  };
}

/**
 * The mounted routes nobody accounts for, as `METHOD /path` keys. `accounted` holds the keys of the routes the matrix
 * checks and of the public ones. A HEAD route counts as accounted only when it is the twin Fastify mounts beside an
 * accounted GET route (the same handler, so the same checks); a HEAD route with a handler of its own must be listed.
 */
export function unaccountedRoutes(mounted: MountedRoute[], accounted: Iterable<string>): string[] {
  const known = new Set(accounted);
  const isKnown = (route: MountedRoute) => known.has(routeKey(route.method, route.url));
  const twinOfKnownGet = (route: MountedRoute) =>
    route.method === 'HEAD' && mounted.some((other) => other.method === 'GET' && other.url === route.url && other.handler === route.handler && isKnown(other));
  return mounted.filter((route) => !isKnown(route) && !twinOfKnownGet(route)).map((route) => routeKey(route.method, route.url));
}
