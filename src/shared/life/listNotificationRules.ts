import type { Records } from '../records';

/** What the domain actions of list rules answer: the contract between `src/server/domain/life/listNotificationRules.ts` and the typed calls. */
export interface ListNotificationRulesResults {
  create: Records['listNotificationRules'];
  update: Records['listNotificationRules'];
}
