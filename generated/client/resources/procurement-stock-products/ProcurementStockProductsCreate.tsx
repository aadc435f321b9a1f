// Generated from schema/pos/stockProducts.ts by `npm run generate`. Do not edit.
import { Create } from 'react-admin';
import { useSelectionDefaults } from '@/app/kit';
import { ProcurementStockProductsForm } from './ProcurementStockProductsForm';

export const ProcurementStockProductsCreate = () => {
  const defaultValues = useSelectionDefaults({ "country": "activeCountry" }, { "contentUnit": "cl", "isActive": true });
  return (
    <Create redirect="list">
      <ProcurementStockProductsForm defaultValues={defaultValues} />
    </Create>
  );
};
