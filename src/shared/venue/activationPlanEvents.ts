import type { Page, Records } from '../records';
import type { ActivationPlanWrites } from './activationPlanWrites';

/** What the domain actions of events answer: the contract between `src/server/domain/venue/activationPlanEvents.ts` and the typed calls. */
export interface ActivationPlanEventsResults extends ActivationPlanWrites {
  list: Page<Records['activationPlanEvents']>;
  listByDate: Records['activationPlanEvents'][];
}
