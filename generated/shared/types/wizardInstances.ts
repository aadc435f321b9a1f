// Generated from schema/reports/wizardInstances.ts by `npm run generate`. Do not edit.
/** Guide in progress: a stored record as the API returns it. */
export interface WizardInstanceRecord {
  id: string;
  version: number;
  employeeName: string;
  wizard: "onboarding" | "responsibleServing" | "shiftManager" | "venueOpening";
  venueId: string;
  status: "inProgress" | "completed" | "abandoned";
  currentStep?: number | null;
  totalSteps?: number | null;
  startedAt: string;
  completedAt?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type WizardInstanceInput = Omit<WizardInstanceRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
