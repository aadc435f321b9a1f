// Generated from schema/pos/salesProducts.ts by `npm run generate`. Do not edit.
import type { GeneratedViews } from '@/app/kit';
import { ProcurementPocSalesProductsList } from './ProcurementPocSalesProductsList';
import { ProcurementPocSalesProductsCreate } from './ProcurementPocSalesProductsCreate';
import { ProcurementPocSalesProductsEdit } from './ProcurementPocSalesProductsEdit';

/** The generated views of procurement/poc/sales-products, loaded together as one lazy chunk. */
const views: GeneratedViews = {
  list: ProcurementPocSalesProductsList,
  create: ProcurementPocSalesProductsCreate,
  edit: ProcurementPocSalesProductsEdit,
};

export default views;
