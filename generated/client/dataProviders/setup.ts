// Generated from the schema (resources on the setup API) by `npm run generate`. Do not edit.
import { createSurfaceDataProvider } from '@/data/surfaceDataProvider';

/** The react-admin data provider of the setup API. */
export const setupDataProvider = createSurfaceDataProvider({
  surface: 'setup',
  endpoints: {
  },
  simpleRest: [],
});
