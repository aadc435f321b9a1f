// Generated from schema/life/operationLinks.ts by `npm run generate`. Do not edit.
import type { GeneratedViews } from '@/app/kit';
import { LifeOperationlinksList } from './LifeOperationlinksList';
import { LifeOperationlinksCreate } from './LifeOperationlinksCreate';
import { LifeOperationlinksEdit } from './LifeOperationlinksEdit';

/** The generated views of life/operationlinks, loaded together as one lazy chunk. */
const views: GeneratedViews = {
  list: LifeOperationlinksList,
  create: LifeOperationlinksCreate,
  edit: LifeOperationlinksEdit,
};

export default views;
