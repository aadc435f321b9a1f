// Generated from schema/pos/stockProducts.ts by `npm run generate`. Do not edit.
import { Create } from 'react-admin';
import { useSelectionDefaults } from '@/app/kit';
import { ProcurementPocStockProductsForm } from './ProcurementPocStockProductsForm';

export const ProcurementPocStockProductsCreate = () => {
  const defaultValues = useSelectionDefaults({ "country": "activeCountry" }, { "contentUnit": "cl", "isActive": true });
  return (
    <Create redirect="list">
      <ProcurementPocStockProductsForm defaultValues={defaultValues} />
    </Create>
  );
};
