// Generated from schema/venue/activationPlanChangeLog.ts by `npm run generate`. Do not edit.
/** Change: a stored record as the API returns it. */
export interface ActivationPlanChangeLogRecord {
  id: string;
  venueId: string;
  at: string;
  entity: "event" | "campaign" | "comment" | "budget";
  entityId?: string | null;
  change: "created" | "updated" | "moved" | "deleted" | "imported";
  summary?: string | null;
  userName?: string | null;
  details: { name?: string | null; place?: { type: string; value?: string | null; flag?: boolean | null; year?: number | null; month?: number | null; minor?: number | null; currency?: string | null; enum?: string | null; } | null; headOffice?: boolean | null; count?: number | null; year?: number | null; changes?: Array<{ field: string; from?: { type: string; value?: string | null; flag?: boolean | null; year?: number | null; month?: number | null; minor?: number | null; currency?: string | null; enum?: string | null; } | null; to?: { type: string; value?: string | null; flag?: boolean | null; year?: number | null; month?: number | null; minor?: number | null; currency?: string | null; enum?: string | null; } | null; }> | null; };
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type ActivationPlanChangeLogInput = Omit<ActivationPlanChangeLogRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'details'> & { id?: string; };
