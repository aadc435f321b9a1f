import type { ApiSurface } from '@/shared/surfaces';

export type { ApiSurface };

/** Where the browser reads a parameter the caller did not give. */
export type ParamSource = 'activeVenue' | 'activeCountry' | 'currentUser';

/** One declared endpoint as the generated API modules describe it. */
export interface EndpointDescriptor {
  resource: string;
  name: string;
  surface: ApiSurface;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The specification's path with `{name}` parameters. */
  path: string;
  params: Record<string, { in: 'path' | 'query' | 'header'; from?: ParamSource; repeated?: boolean }>;
  body: 'record' | 'patch' | 'fields' | 'upload' | null;
  returns: 'record' | 'records' | 'file' | 'none' | 'result';
  /** The catalogued message shown when the call fails. */
  error: string;
}
