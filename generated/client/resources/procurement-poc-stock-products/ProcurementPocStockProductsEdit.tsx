// Generated from schema/pos/stockProducts.ts by `npm run generate`. Do not edit.
import { Edit } from 'react-admin';
import { ProcurementPocStockProductsForm } from './ProcurementPocStockProductsForm';

/** Pessimistic: the server's validation and version checks answer before the page is left. */
export const ProcurementPocStockProductsEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <ProcurementPocStockProductsForm />
  </Edit>
);
