import type { ComponentType } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { ROUTES } from '@generated/client/routes';
import { lazyComponent } from './lazyWithTimeout';
import { matchRoute } from './matchRoute';
import { RouteGuard } from './RouteGuard';
import type { GeneratedView, RouteEntry, ScreenLoader } from './types';

function guarded(route: RouteEntry, Page: ComponentType): ComponentType {
  const Guarded = () => (
    <RouteGuard route={route}>
      <Page />
    </RouteGuard>
  );
  Guarded.displayName = `Guarded(${route.key})`;
  return Guarded;
}

function view(route: RouteEntry, name: GeneratedView): ComponentType | undefined {
  if (!route.views?.includes(name) || !route.load) return undefined;
  return guarded(route, lazyComponent(route.load, (m) => m.default[name]));
}

/**
 * The children of `<Admin>`: one react-admin resource per route with generated views, named after its path, and the
 * custom screens, loaded through the registry the entry point passes in. A screen answers its path and everything
 * below it (its own sub-pages).
 */
export function portalRoutes(screens: Record<string, ScreenLoader>) {
  const resources = ROUTES.filter((r) => r.views).map((route) => (
    <Resource
      key={route.key}
      name={route.key}
      list={view(route, 'list')}
      create={view(route, 'create')}
      edit={view(route, 'edit')}
      show={view(route, 'show')}
      recordRepresentation={route.recordRepresentation}
    />
  ));
  const custom = ROUTES.filter((r) => r.screen).map((route) => {
    const load = screens[route.screen!];
    if (!load) throw new Error(`No screen named ${route.screen} is registered`);
    const Screen = guarded(route, lazyComponent(load, (m) => m.default));
    return <Route key={route.key} path={`${route.path}/*`} element={<Screen />} />;
  });
  return [...resources, <CustomRoutes key="screens">{custom}</CustomRoutes>];
}

/**
 * Starts downloading the page the portal opens on (a link followed, a reload) while the session's questions are
 * answered, instead of once they are: the page's own chunk is then asked for again and found loaded. A failed download
 * is left to the page, which asks again and says so.
 */
export function preloadPageAt(pathname: string, screens: Record<string, ScreenLoader>): void {
  const route = matchRoute(ROUTES, pathname)?.route;
  const load = route?.screen ? screens[route.screen] : route?.load;
  load?.().catch(() => undefined);
}
