// Generated from schema/procurement/desiredStocks.ts by `npm run generate`. Do not edit.
import type { GeneratedViews } from '@/app/kit';
import { VpPimDesiredStockList } from './VpPimDesiredStockList';
import { VpPimDesiredStockCreate } from './VpPimDesiredStockCreate';
import { VpPimDesiredStockEdit } from './VpPimDesiredStockEdit';

/** The generated views of vp/pim/desired-stock, loaded together as one lazy chunk. */
const views: GeneratedViews = {
  list: VpPimDesiredStockList,
  create: VpPimDesiredStockCreate,
  edit: VpPimDesiredStockEdit,
};

export default views;
