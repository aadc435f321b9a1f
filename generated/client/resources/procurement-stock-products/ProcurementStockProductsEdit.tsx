// Generated from schema/pos/stockProducts.ts by `npm run generate`. Do not edit.
import { Edit } from 'react-admin';
import { ProcurementStockProductsForm } from './ProcurementStockProductsForm';

/** Pessimistic: the server's validation and version checks answer before the page is left. */
export const ProcurementStockProductsEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <ProcurementStockProductsForm />
  </Edit>
);
