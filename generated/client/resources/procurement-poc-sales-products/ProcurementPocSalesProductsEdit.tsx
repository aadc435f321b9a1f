// Generated from schema/pos/salesProducts.ts by `npm run generate`. Do not edit.
import { Edit } from 'react-admin';
import { ProcurementPocSalesProductsForm } from './ProcurementPocSalesProductsForm';

/** Pessimistic: the server's validation and version checks answer before the page is left. */
export const ProcurementPocSalesProductsEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <ProcurementPocSalesProductsForm />
  </Edit>
);
