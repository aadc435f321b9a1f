// Generated from schema/reports/cockpitReports.ts by `npm run generate`. Do not edit.
import { Create } from 'react-admin';
import { useSelectionDefaults } from '@/app/kit';
import { CpReportsForm } from './CpReportsForm';

export const CpReportsCreate = () => {
  const defaultValues = useSelectionDefaults({}, { "category": "coreReporting", "isActive": true, "sortOrder": 0 });
  return (
    <Create redirect="list">
      <CpReportsForm defaultValues={defaultValues} />
    </Create>
  );
};
