// Generated from schema/crm/automations.ts by `npm run generate`. Do not edit.
/** Automation: a stored record as the API returns it. */
export interface AutomationRecord {
  id: string;
  version: number;
  name: string;
  description?: string | null;
  enabled?: boolean | null;
  triggers?: Array<{ type: 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10; }> | null;
  conditions?: Array<{ type: "HasReadMailCondition" | "HasClickedMailCondition" | "HasLabelCondition" | "IsDynamicFormCondition"; negate?: boolean | null; emailTemplateId?: string | null; label?: string | null; dynamicFormId?: string | null; }> | null;
  actions?: Array<{ id?: string | null; type: "SendMailAction" | "SendSmsAction" | "AddPointsAction" | "AddLabelAction"; delayDays?: number | null; emailTemplateId?: string | null; smsText?: string | null; points?: number | null; label?: string | null; }> | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type AutomationInput = Omit<AutomationRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
