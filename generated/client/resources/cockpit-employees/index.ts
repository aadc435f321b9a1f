// Generated from schema/reports/campusEmployees.ts by `npm run generate`. Do not edit.
import type { GeneratedViews } from '@/app/kit';
import { CockpitEmployeesList } from './CockpitEmployeesList';

/** The generated views of cockpit/employees, loaded together as one lazy chunk. */
const views: GeneratedViews = {
  list: CockpitEmployeesList,
};

export default views;
