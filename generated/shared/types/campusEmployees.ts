// Generated from schema/reports/campusEmployees.ts by `npm run generate`. Do not edit.
/** Employee: a stored record as the API returns it. */
export interface CampusEmployeeRecord {
  id: string;
  version: number;
  name: string;
  employeeNumber?: string | null;
  venueId: string;
  position: "bartender" | "waiter" | "host" | "chef" | "doorman" | "shiftManager" | "venueManager";
  campusLevel: 0 | 1 | 2 | 3;
  hiredOn?: string | null;
  trainingsCompleted?: number | null;
  lastTrainingOn?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type CampusEmployeeInput = Omit<CampusEmployeeRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
