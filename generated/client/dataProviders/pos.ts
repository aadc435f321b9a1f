// Generated from the schema (resources on the pos API) by `npm run generate`. Do not edit.
import { createSurfaceDataProvider } from '@/data/surfaceDataProvider';

/** The react-admin data provider of the pos API. */
export const posDataProvider = createSurfaceDataProvider({
  surface: 'pos',
  endpoints: {
  },
  simpleRest: [],
});
