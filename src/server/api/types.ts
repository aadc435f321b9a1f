import type { z } from 'zod';
import type { ApiSurface } from '@schema/dsl';
import type { DomainAction } from './action';

/** How a field is stored: JSON columns are serialised, the rest map to their SQL types. */
export type ColumnKind = 'text' | 'richText' | 'number' | 'money' | 'boolean' | 'date' | 'datetime' | 'time' | 'enum' | 'reference' | 'json';

/** What the generic store and the simple REST convention know about a resource. */
export interface ResourceMeta {
  name: string;
  file: string;
  surface: ApiSurface;
  /** null when the resource has no table of its own. */
  table: string | null;
  versioned: boolean;
  scope: { venue?: string; country?: string };
  columns: Record<string, ColumnKind>;
  readOnly: string[];
  /** Values a create fills in for fields that are absent or null. */
  defaults: Record<string, unknown>;
  search: string[];
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  simpleRest: { read: string | null; write: string | null } | null;
  createSchema: z.ZodObject;
  updateSchema: z.ZodObject;
  patchSchema: z.ZodObject;
}

/** The request schemas of one endpoint; null where the endpoint takes nothing. */
export interface EndpointSchemas {
  params: z.ZodType | null;
  query: z.ZodType | null;
  headers: z.ZodType | null;
  body: z.ZodType | null;
}

type Out<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;

/** An uploaded file as an action receives it. */
export interface UploadedFile {
  name: string;
  contentType: string;
  data: Buffer;
}

/** The body of an upload endpoint: the file and the form's other fields. */
export interface UploadBody {
  file: UploadedFile;
  fields: Record<string, string>;
}

/** The validated input a domain action receives. */
export interface EndpointInput<S extends EndpointSchemas> {
  params: Out<S['params']>;
  query: Out<S['query']>;
  headers: Out<S['headers']>;
  body: S['body'] extends z.ZodType ? z.output<S['body']> : UploadBody | undefined;
}

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

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` leaves CORS to the route itself (the identity provider answers it per client). */
    cors?: boolean;
    /** `<resource>.<endpoint>` of a declared endpoint, for logs. */
    endpoint?: string;
  }
}
