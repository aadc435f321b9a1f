// Generated from schema/procurement/venueRecipes.ts by `npm run generate`. Do not edit.
import { Edit } from 'react-admin';
import { VpPimProductSpecsForm } from './VpPimProductSpecsForm';

/** Pessimistic: the server's validation and version checks answer before the page is left. */
export const VpPimProductSpecsEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <VpPimProductSpecsForm />
  </Edit>
);
