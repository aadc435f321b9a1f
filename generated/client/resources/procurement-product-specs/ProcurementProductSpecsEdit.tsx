// Generated from schema/procurement/recipes.ts by `npm run generate`. Do not edit.
import { Edit } from 'react-admin';
import { ProcurementProductSpecsForm } from './ProcurementProductSpecsForm';

/** Pessimistic: the server's validation and version checks answer before the page is left. */
export const ProcurementProductSpecsEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <ProcurementProductSpecsForm />
  </Edit>
);
