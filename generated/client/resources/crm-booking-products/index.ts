// Generated from schema/crm/bookingProducts.ts by `npm run generate`. Do not edit.
import type { GeneratedViews } from '@/app/kit';
import { CrmBookingProductsList } from './CrmBookingProductsList';
import { CrmBookingProductsCreate } from './CrmBookingProductsCreate';
import { CrmBookingProductsEdit } from './CrmBookingProductsEdit';

/** The generated views of crm/booking-products, loaded together as one lazy chunk. */
const views: GeneratedViews = {
  list: CrmBookingProductsList,
  create: CrmBookingProductsCreate,
  edit: CrmBookingProductsEdit,
};

export default views;
