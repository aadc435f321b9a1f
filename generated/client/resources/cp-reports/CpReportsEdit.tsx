// Generated from schema/reports/cockpitReports.ts by `npm run generate`. Do not edit.
import { Edit } from 'react-admin';
import { CpReportsForm } from './CpReportsForm';

/** Pessimistic: the server's validation and version checks answer before the page is left. */
export const CpReportsEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <CpReportsForm />
  </Edit>
);
