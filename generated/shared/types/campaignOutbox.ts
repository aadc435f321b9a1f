// Generated from schema/crm/campaignOutbox.ts by `npm run generate`. Do not edit.
/** Test message: a stored record as the API returns it. */
export interface CampaignOutboxRecord {
  id: string;
  venueCampaignId: string;
  venueId: string;
  channel: "Email" | "Sms";
  recipient: string;
  subject?: string | null;
  body?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type CampaignOutboxInput = Omit<CampaignOutboxRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; };
