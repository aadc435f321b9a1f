// Generated from schema/life/meetingNotificationRules.ts by `npm run generate`. Do not edit.
import type { GeneratedViews } from '@/app/kit';
import { LifeMeetingRulesList } from './LifeMeetingRulesList';
import { LifeMeetingRulesCreate } from './LifeMeetingRulesCreate';
import { LifeMeetingRulesEdit } from './LifeMeetingRulesEdit';

/** The generated views of life/meeting-rules, loaded together as one lazy chunk. */
const views: GeneratedViews = {
  list: LifeMeetingRulesList,
  create: LifeMeetingRulesCreate,
  edit: LifeMeetingRulesEdit,
};

export default views;
