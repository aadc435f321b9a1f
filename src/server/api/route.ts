import type { ApiSurface } from '@/shared/surfaces';
import type { DomainAction } from './action';
import type { EndpointSchemas } from './types';

export type StoreHandler =
  | { store: 'list'; match: Record<string, string> }
  | { store: 'get' | 'update' | 'delete' }
  | { store: 'create' };

export type EndpointHandler = StoreHandler | { action: DomainAction<never, unknown> };

/** One declared endpoint, as the generator writes it into `generated/server`. */
export interface EndpointRoute {
  resource: string;
  name: string;
  surface: ApiSurface;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The server's path with `:name` parameters. */
  path: string;
  /** The path as the specification writes it. */
  specPath: string;
  /** Whether the endpoint only reads or changes data; a write endpoint names write permissions only. */
  access: 'read' | 'write';
  /** Any of these permissions; null means every signed-in user. */
  permission: string[] | null;
  /** Where the venue and the country of the request are read for the permission check; all sources must pass. */
  scope: { venue?: string[]; country?: string[] };
  /** Where the addressed record's id is read (`path:id`, `body:id`, `query:id`), when the endpoint addresses one. */
  id: string | null;
  schemas: EndpointSchemas;
  /** The body is multipart form data with one file; the action gets it as `{ file, fields }`. */
  upload: boolean;
  handler: EndpointHandler;
  returns: 'record' | 'records' | 'file' | 'none' | 'result';
  error: string;
}
