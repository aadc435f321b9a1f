import type { Page } from '../records';
import type { CampaignDeliveryStatistics, CampaignPreview } from './campaignContent';
import type { StatusGroup, VenueCampaignStatus } from './campaignStateMachine';
import type { HistoryEntry } from './history';

/** A venue campaign as the lists show it, with its venue, master and status group. */
export type VenueCampaignSummary = {
  id: string;
  version: number;
  venueId: string;
  venueName: string;
  masterId: string | null;
  masterName: string | null;
  title: string;
  status: VenueCampaignStatus;
  group: StatusGroup;
  emailDate: string | null;
  smsDate: string | null;
  pushDate: string | null;
  submitComment: string | null;
  rejectedComment: string | null;
  submittedAt: string | null;
  updatedAt: string;
};

/** A venue campaign as stored (readOnly fields may be null). */
export interface VenueCampaign {
  id: string;
  version: number;
  venueId: string;
  masterId: string | null;
  title: string;
  status: VenueCampaignStatus;
  emailTemplateId: string | null;
  description: string | null;
  emailSubject: string | null;
  emailHtml: string | null;
  smsText: string | null;
  npPushTitle: string | null;
  npPushBody: string | null;
  npPushCtaName: string | null;
  npPushCtaUrl: string | null;
  emailDate: string | null;
  smsDate: string | null;
  pushDate: string | null;
  submitComment: string | null;
  approvalComment: string | null;
  rejectedComment: string | null;
  submittedAt: string | null;
  statusBeforeMasterApproval: VenueCampaignStatus | null;
  statistics: Record<string, number> | null;
  history: HistoryEntry[] | null;
  createdAt: string;
  updatedAt: string;
}

/** A venue campaign with the names of its venue and master and the actions the user may take. */
export type VenueCampaignView = VenueCampaign & {
  venueName: string;
  masterName: string | null;
  allowedActions: string[];
};

/** Where a test email or SMS went. */
export type TestMessageResult = {
  id: string;
  channel: 'Email' | 'Sms';
  recipient: string;
  subject: string | null;
  body: string;
  sentAt: string;
  sentBy: string;
};

/** What the domain actions of venue campaigns answer: the contract between `src/server/domain/crm/venueCampaigns.ts` and the typed calls. */
export interface VenueCampaignsResults {
  listByVenue: VenueCampaignSummary[];
  paginated: Page<VenueCampaignSummary>;
  forHqApproval: VenueCampaignSummary[];
  listByMaster: VenueCampaignSummary[];
  getCampaign: VenueCampaignView;
  statistics: CampaignDeliveryStatistics & {
    venueCampaignId: string;
    status: 'ReadyToFillOut' | 'Archived' | 'SubmittedForApproval' | 'Rejected' | 'Approved' | 'PartiallySent' | 'Sent' | 'ErrorSending' | 'Cancelled';
  };
  preview: CampaignPreview;
  testMessages: (Omit<TestMessageResult, 'sentBy'> & { sentBy: string | null })[];
  query: Page<VenueCampaignSummary>;
  createWithoutMaster: VenueCampaignView;
  update: VenueCampaignView;
  submitForApproval: VenueCampaignView;
  approve: VenueCampaignView;
  reject: VenueCampaignView;
  resetFromMaster: VenueCampaignView;
  applyEmailTemplate: VenueCampaignView;
  retractSubmission: VenueCampaignView;
  changeMediaDate: VenueCampaignView;
  sendTestEmail: TestMessageResult;
  sendTestSms: TestMessageResult;
  remove: VenueCampaignView | {
    id: string;
    deleted: true;
  };
}
