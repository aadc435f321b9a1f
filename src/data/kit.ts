/**
 * What the generated typed calls and data providers build on. Files in `generated/client` import from `src/data`
 * only through this module, so the contract between them is this list.
 */
export { call, type CallOptions, type Jsonify } from './call';
export { createSurfaceDataProvider } from './surfaceDataProvider';
export type { ApiSurface, EndpointDescriptor } from './types';
