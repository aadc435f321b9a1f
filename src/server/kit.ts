/**
 * What generated server code builds on. Files in `generated/server` import from `src/server` only through this
 * module (and otherwise from `src/shared` and libraries), so the contract between them is this list.
 */
export type { DomainAction, FileResult } from './api/action';
export type { EndpointRoute } from './api/route';
export type { EndpointInput, EndpointSchemas, ResourceMeta } from './api/types';
