import type { Page } from '../records';

/** A change of an employee's campus level at a venue, as the payroll report lists it. */
export interface CampusLevelChange {
  id: string;
  venueId: string;
  venueName: string;
  employeeName: string;
  employeeNumber: string | null;
  levelFrom: number | null;
  levelTo: 1 | 2 | 3;
  changedOn: string;
  approvedBy: string | null;
}

/** What the domain actions of campus level changes answer: the contract between `src/server/domain/reports/campusLevelChanges.ts` and the typed calls. */
export interface CampusLevelChangesResults {
  list: Page<CampusLevelChange>;
}
