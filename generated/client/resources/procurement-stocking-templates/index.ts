// Generated from schema/procurement/stockingTemplates.ts by `npm run generate`. Do not edit.
import type { GeneratedViews } from '@/app/kit';
import { ProcurementStockingTemplatesList } from './ProcurementStockingTemplatesList';
import { ProcurementStockingTemplatesCreate } from './ProcurementStockingTemplatesCreate';
import { ProcurementStockingTemplatesEdit } from './ProcurementStockingTemplatesEdit';

/** The generated views of procurement/stocking-templates, loaded together as one lazy chunk. */
const views: GeneratedViews = {
  list: ProcurementStockingTemplatesList,
  create: ProcurementStockingTemplatesCreate,
  edit: ProcurementStockingTemplatesEdit,
};

export default views;
