// Generated from schema/procurement/venueRecipes.ts by `npm run generate`. Do not edit.
import type { GeneratedViews } from '@/app/kit';
import { VpPimProductSpecsList } from './VpPimProductSpecsList';
import { VpPimProductSpecsCreate } from './VpPimProductSpecsCreate';
import { VpPimProductSpecsEdit } from './VpPimProductSpecsEdit';

/** The generated views of vp/pim/product-specs, loaded together as one lazy chunk. */
const views: GeneratedViews = {
  list: VpPimProductSpecsList,
  create: VpPimProductSpecsCreate,
  edit: VpPimProductSpecsEdit,
};

export default views;
