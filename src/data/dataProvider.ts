import type { DataProvider } from 'react-admin';
import { resourceSurfaces, routeResources, surfaceDataProviders } from '@generated/client/dataProviders';

/** The schema resource behind a react-admin resource name: a route key such as `life/operationlinks`, or the name itself. */
export function schemaResourceOf(resource: string): string {
  return routeResources[resource] ?? resource;
}

const METHODS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

/** One data provider for the portal: each call goes to the surface that serves the resource. */
export const dataProvider = Object.fromEntries(
  METHODS.map((method) => [
    method,
    (resource: string, params: unknown) => {
      const name = schemaResourceOf(resource);
      const surface = resourceSurfaces[name];
      if (!surface) return Promise.reject(new Error(`No API serves the resource ${resource}`));
      const fn = surfaceDataProviders[surface][method] as (resource: string, params: unknown) => Promise<unknown>;
      return fn(name, params);
    },
  ]),
) as unknown as DataProvider;
