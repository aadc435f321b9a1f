// Generated from schema/crm/bookingProducts.ts by `npm run generate`. Do not edit.
import { Create } from 'react-admin';
import { useSelectionDefaults } from '@/app/kit';
import { CrmBookingProductsForm } from './CrmBookingProductsForm';

export const CrmBookingProductsCreate = () => {
  const defaultValues = useSelectionDefaults({ "country": "activeCountry" }, { "country": "dk", "isActive": true });
  return (
    <Create redirect="list">
      <CrmBookingProductsForm defaultValues={defaultValues} />
    </Create>
  );
};
