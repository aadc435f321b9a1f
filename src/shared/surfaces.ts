/** The five API surfaces. Paths in endpoints are relative to the surface's base and path prefix. */
export const API_SURFACES = ['main', 'crm', 'bookings', 'setup', 'pos'] as const;
export type ApiSurface = (typeof API_SURFACES)[number];

/** The part of each surface's paths that the specification puts before every endpoint path. */
export const SURFACE_PATH_PREFIX: Record<ApiSurface, string> = {
  main: '',
  crm: '/api',
  bookings: '',
  setup: '/admin',
  pos: '/api',
};

/** Where the embedded server mounts each surface, and so the browser's default base for it. */
export const DEFAULT_SURFACE_BASE: Record<ApiSurface, string> = {
  main: '/api/main',
  crm: '/api/crm',
  bookings: '/api/bookings',
  setup: '/api/setup',
  pos: '/api/pos',
};
