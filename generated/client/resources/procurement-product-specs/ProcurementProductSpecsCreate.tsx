// Generated from schema/procurement/recipes.ts by `npm run generate`. Do not edit.
import { Create } from 'react-admin';
import { useSelectionDefaults } from '@/app/kit';
import { ProcurementProductSpecsForm } from './ProcurementProductSpecsForm';

export const ProcurementProductSpecsCreate = () => {
  const defaultValues = useSelectionDefaults({ "country": "activeCountry" }, { "portions": 1 });
  return (
    <Create redirect="list">
      <ProcurementProductSpecsForm defaultValues={defaultValues} />
    </Create>
  );
};
