// Generated from schema/reports/cockpitReports.ts by `npm run generate`. Do not edit.
import type { GeneratedViews } from '@/app/kit';
import { CpReportsList } from './CpReportsList';
import { CpReportsCreate } from './CpReportsCreate';
import { CpReportsEdit } from './CpReportsEdit';

/** The generated views of cp/reports, loaded together as one lazy chunk. */
const views: GeneratedViews = {
  list: CpReportsList,
  create: CpReportsCreate,
  edit: CpReportsEdit,
};

export default views;
