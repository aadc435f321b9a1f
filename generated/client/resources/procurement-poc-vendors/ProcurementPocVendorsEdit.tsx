// Generated from schema/pos/vendors.ts by `npm run generate`. Do not edit.
import { Edit } from 'react-admin';
import { ProcurementPocVendorsForm } from './ProcurementPocVendorsForm';

/** Pessimistic: the server's validation and version checks answer before the page is left. */
export const ProcurementPocVendorsEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <ProcurementPocVendorsForm />
  </Edit>
);
