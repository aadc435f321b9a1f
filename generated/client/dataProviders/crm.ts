// Generated from the schema (resources on the crm API) by `npm run generate`. Do not edit.
import { createSurfaceDataProvider } from '@/data/surfaceDataProvider';

/** The react-admin data provider of the crm API. */
export const crmDataProvider = createSurfaceDataProvider({
  surface: 'crm',
  endpoints: {
  },
  simpleRest: [],
});
