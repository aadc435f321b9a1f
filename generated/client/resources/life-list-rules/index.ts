// Generated from schema/life/listNotificationRules.ts by `npm run generate`. Do not edit.
import type { GeneratedViews } from '@/app/kit';
import { LifeListRulesList } from './LifeListRulesList';
import { LifeListRulesCreate } from './LifeListRulesCreate';
import { LifeListRulesEdit } from './LifeListRulesEdit';

/** The generated views of life/list-rules, loaded together as one lazy chunk. */
const views: GeneratedViews = {
  list: LifeListRulesList,
  create: LifeListRulesCreate,
  edit: LifeListRulesEdit,
};

export default views;
