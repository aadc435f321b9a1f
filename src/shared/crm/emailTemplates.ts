import type { StoredRecord } from '../records';

/** What the domain actions of email templates answer: the contract between `src/server/domain/crm/emailTemplates.ts` and the typed calls. */
export interface EmailTemplatesResults {
  forCampaigns: {
    id: string;
    name: string;
    description: string | null;
    subject: string | null;
  }[];
  create: StoredRecord;
  update: StoredRecord;
  duplicate: StoredRecord;
}
