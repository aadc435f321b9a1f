// Generated from schema/pos/packages.ts by `npm run generate`. Do not edit.
import { Create } from 'react-admin';
import { useSelectionDefaults } from '@/app/kit';
import { ProcurementPocPackagesForm } from './ProcurementPocPackagesForm';

export const ProcurementPocPackagesCreate = () => {
  const defaultValues = useSelectionDefaults({ "country": "activeCountry" }, { "isActive": true });
  return (
    <Create redirect="list">
      <ProcurementPocPackagesForm defaultValues={defaultValues} />
    </Create>
  );
};
