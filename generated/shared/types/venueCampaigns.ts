// Generated from schema/crm/venueCampaigns.ts by `npm run generate`. Do not edit.
/** Venue campaign: a stored record as the API returns it. */
export interface VenueCampaignRecord {
  id: string;
  version: number;
  venueId: string;
  masterId: string;
  title: string;
  status: "ReadyToFillOut" | "Archived" | "SubmittedForApproval" | "Rejected" | "Approved" | "PartiallySent" | "Sent" | "ErrorSending" | "Cancelled";
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
  submitComment: string;
  approvalComment: string;
  rejectedComment: string;
  submittedAt: string;
  statusBeforeMasterApproval: "ReadyToFillOut" | "Archived" | "SubmittedForApproval" | "Rejected" | "Approved" | "PartiallySent" | "Sent" | "ErrorSending" | "Cancelled";
  statistics: { recipients?: number | null; emailsSent?: number | null; emailsDelivered?: number | null; emailsOpened?: number | null; emailsClicked?: number | null; emailsBounced?: number | null; unsubscribed?: number | null; smsSent?: number | null; smsDelivered?: number | null; pushSent?: number | null; pushOpened?: number | null; };
  history: Array<{ at: string; userId?: string | null; userName?: string | null; action: string; fromStatus?: string | null; toStatus?: string | null; comment?: string | null; }>;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type VenueCampaignInput = Omit<VenueCampaignRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'masterId' | 'status' | 'emailTemplateId' | 'submitComment' | 'approvalComment' | 'rejectedComment' | 'submittedAt' | 'statusBeforeMasterApproval' | 'statistics' | 'history'> & { id?: string; version?: number; };
