// Generated from schema/pos/stockProducts.ts by `npm run generate`. Do not edit.
import type { GeneratedViews } from '@/app/kit';
import { ProcurementPocStockProductsList } from './ProcurementPocStockProductsList';
import { ProcurementPocStockProductsCreate } from './ProcurementPocStockProductsCreate';
import { ProcurementPocStockProductsEdit } from './ProcurementPocStockProductsEdit';

/** The generated views of procurement/poc/stock-products, loaded together as one lazy chunk. */
const views: GeneratedViews = {
  list: ProcurementPocStockProductsList,
  create: ProcurementPocStockProductsCreate,
  edit: ProcurementPocStockProductsEdit,
};

export default views;
