// Generated from schema/crm/bookingProducts.ts by `npm run generate`. Do not edit.
import { Edit } from 'react-admin';
import { CrmBookingProductsForm } from './CrmBookingProductsForm';

/** Pessimistic: the server's validation and version checks answer before the page is left. */
export const CrmBookingProductsEdit = () => (
  <Edit mutationMode="pessimistic" redirect="list">
    <CrmBookingProductsForm />
  </Edit>
);
