// Generated from schema/pos/packages.ts by `npm run generate`. Do not edit.
import { Edit } from 'react-admin';
import { ProcurementPocPackagesForm } from './ProcurementPocPackagesForm';

/** Pessimistic: the server's validation and version checks answer before the page is left. */
export const ProcurementPocPackagesEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <ProcurementPocPackagesForm />
  </Edit>
);
