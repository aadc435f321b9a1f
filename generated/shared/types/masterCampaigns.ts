// Generated from schema/crm/masterCampaigns.ts by `npm run generate`. Do not edit.
/** Master campaign: a stored record as the API returns it. */
export interface MasterCampaignRecord {
  id: string;
  version: number;
  name: string;
  status: "Draft" | "Active" | "ApprovedForSending";
  venueIds?: string[] | null;
  emailTemplateId: string;
  description?: string | null;
  emailSubject?: string | null;
  emailHtml?: string | null;
  smsText?: string | null;
  npPushTitle?: string | null;
  npPushBody?: string | null;
  npPushCtaName?: string | null;
  npPushCtaUrl?: string | null;
  emailDate?: string | null;
  smsDate?: string | null;
  pushDate?: string | null;
  activationComment: string;
  activatedAt: string;
  approvedForSendingAt: string;
  history: Array<{ at: string; userId?: string | null; userName?: string | null; action: string; fromStatus?: string | null; toStatus?: string | null; comment?: string | null; }>;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type MasterCampaignInput = Omit<MasterCampaignRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'status' | 'emailTemplateId' | 'activationComment' | 'activatedAt' | 'approvedForSendingAt' | 'history'> & { id?: string; version?: number; };
