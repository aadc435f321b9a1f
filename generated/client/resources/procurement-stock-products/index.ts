// Generated from schema/pos/stockProducts.ts by `npm run generate`. Do not edit.
import type { GeneratedViews } from '@/app/kit';
import { ProcurementStockProductsList } from './ProcurementStockProductsList';
import { ProcurementStockProductsCreate } from './ProcurementStockProductsCreate';
import { ProcurementStockProductsEdit } from './ProcurementStockProductsEdit';

/** The generated views of procurement/stock-products, loaded together as one lazy chunk. */
const views: GeneratedViews = {
  list: ProcurementStockProductsList,
  create: ProcurementStockProductsCreate,
  edit: ProcurementStockProductsEdit,
};

export default views;
