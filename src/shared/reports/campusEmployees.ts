import type { Page, StoredRecord } from '../records';

/** What the domain actions of employees answer: the contract between `src/server/domain/reports/campusEmployees.ts` and the typed calls. */
export interface CampusEmployeesResults {
  list: Page<StoredRecord>;
}
