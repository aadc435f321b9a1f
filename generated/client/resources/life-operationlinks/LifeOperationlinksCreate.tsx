// Generated from schema/life/operationLinks.ts by `npm run generate`. Do not edit.
import { Create } from 'react-admin';
import { useSelectionDefaults } from '@/app/kit';
import { LifeOperationlinksForm } from './LifeOperationlinksForm';

export const LifeOperationlinksCreate = () => {
  const defaultValues = useSelectionDefaults({ "country": "activeCountry" }, { "category": "operations", "sortOrder": 0 });
  return (
    <Create redirect="list">
      <LifeOperationlinksForm defaultValues={defaultValues} />
    </Create>
  );
};
