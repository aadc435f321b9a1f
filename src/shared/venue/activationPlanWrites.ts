import type { StoredRecord } from '../records';

/** What the writes of an activation plan's events and campaigns answer: the record, and a template's import counts. */
export interface ActivationPlanWrites {
  create: StoredRecord;
  update: StoredRecord;
  remove: void;
  importTemplate: {
    imported: number;
    skipped: number;
  };
}
