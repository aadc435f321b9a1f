// Generated from schema/pos/vendors.ts by `npm run generate`. Do not edit.
import { Create } from 'react-admin';
import { useSelectionDefaults } from '@/app/kit';
import { ProcurementPocVendorsForm } from './ProcurementPocVendorsForm';

export const ProcurementPocVendorsCreate = () => {
  const defaultValues = useSelectionDefaults({ "country": "activeCountry" }, { "leadTimeDays": 2, "isActive": true });
  return (
    <Create redirect="list">
      <ProcurementPocVendorsForm defaultValues={defaultValues} />
    </Create>
  );
};
