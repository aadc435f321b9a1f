import type { z } from 'zod';
import type { ApiSurface } from '@/shared/surfaces';

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

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` leaves CORS to the route itself (the identity provider answers it per client). */
    cors?: boolean;
    /** `<resource>.<endpoint>` of a declared endpoint, for logs. */
    endpoint?: string;
  }
}
