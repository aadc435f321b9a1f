// Generated from schema/life/operationLinks.ts by `npm run generate`. Do not edit.
import type { GeneratedViews } from '@/app/kit';
import { VpOperationLinksList } from './VpOperationLinksList';

/** The generated views of vp/operationLinks, loaded together as one lazy chunk. */
const views: GeneratedViews = {
  list: VpOperationLinksList,
};

export default views;
