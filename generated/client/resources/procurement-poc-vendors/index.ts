// Generated from schema/pos/vendors.ts by `npm run generate`. Do not edit.
import type { GeneratedViews } from '@/app/kit';
import { ProcurementPocVendorsList } from './ProcurementPocVendorsList';
import { ProcurementPocVendorsCreate } from './ProcurementPocVendorsCreate';
import { ProcurementPocVendorsEdit } from './ProcurementPocVendorsEdit';

/** The generated views of procurement/poc/vendors, loaded together as one lazy chunk. */
const views: GeneratedViews = {
  list: ProcurementPocVendorsList,
  create: ProcurementPocVendorsCreate,
  edit: ProcurementPocVendorsEdit,
};

export default views;
