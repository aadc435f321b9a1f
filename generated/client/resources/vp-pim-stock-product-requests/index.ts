// Generated from schema/procurement/stockProductRequests.ts by `npm run generate`. Do not edit.
import type { GeneratedViews } from '@/app/kit';
import { VpPimStockProductRequestsList } from './VpPimStockProductRequestsList';
import { VpPimStockProductRequestsCreate } from './VpPimStockProductRequestsCreate';

/** The generated views of vp/pim/stock-product-requests, loaded together as one lazy chunk. */
const views: GeneratedViews = {
  list: VpPimStockProductRequestsList,
  create: VpPimStockProductRequestsCreate,
};

export default views;
