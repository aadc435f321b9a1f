// Generated from schema/pos/salesProducts.ts by `npm run generate`. Do not edit.
import { Create } from 'react-admin';
import { useSelectionDefaults } from '@/app/kit';
import { ProcurementPocSalesProductsForm } from './ProcurementPocSalesProductsForm';

export const ProcurementPocSalesProductsCreate = () => {
  const defaultValues = useSelectionDefaults({ "country": "activeCountry" }, { "isActive": true });
  return (
    <Create redirect="list">
      <ProcurementPocSalesProductsForm defaultValues={defaultValues} />
    </Create>
  );
};
