import type { ComponentType } from 'react';
import { CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router';
import { ROUTES } from '@generated/client/routes';
import { lazyComponent } from './lazyWithTimeout';
import { RouteGuard } from './RouteGuard';
import type { GeneratedView, GeneratedViews, RouteEntry } from './types';

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
  if (!route.views?.includes(name)) return undefined;
  return guarded(route, lazyComponent(route.load, (m) => (m.default as GeneratedViews)[name]));
}

/** One react-admin resource per route with generated views, named after its path. */
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

/** Custom screens answer their path and everything below it (their own sub-pages). */
const screens = ROUTES.filter((r) => r.screen).map((route) => {
  const Screen = guarded(route, lazyComponent(route.load, (m) => m.default as ComponentType));
  return <Route key={route.key} path={`${route.path}/*`} element={<Screen />} />;
});

/** The children of `<Admin>`: every page of the schema. */
export const portalRoutes = [...resources, <CustomRoutes key="screens">{screens}</CustomRoutes>];
