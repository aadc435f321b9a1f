// Generated from schema/procurement/recipes.ts by `npm run generate`. Do not edit.
import type { GeneratedViews } from '@/app/kit';
import { ProcurementProductSpecsList } from './ProcurementProductSpecsList';
import { ProcurementProductSpecsCreate } from './ProcurementProductSpecsCreate';
import { ProcurementProductSpecsEdit } from './ProcurementProductSpecsEdit';

/** The generated views of procurement/product-specs, loaded together as one lazy chunk. */
const views: GeneratedViews = {
  list: ProcurementProductSpecsList,
  create: ProcurementProductSpecsCreate,
  edit: ProcurementProductSpecsEdit,
};

export default views;
