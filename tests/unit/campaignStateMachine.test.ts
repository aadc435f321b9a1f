import { describe, expect, it } from 'vitest';
import {
  availableActions,
  groupOf,
  MASTER_CAMPAIGN_ACTIONS,
  MASTER_CAMPAIGN_STATUSES,
  masterCampaignTransition,
  STATUS_GROUPS,
  VENUE_CAMPAIGN_ACTIONS,
  VENUE_CAMPAIGN_STATUSES,
  venueCampaignTransition,
  type VenueCampaignAction,
  type VenueCampaignStatus,
} from '@/shared/crm/campaignStateMachine';

const S = VENUE_CAMPAIGN_STATUSES;
type Expected = Partial<Record<VenueCampaignStatus, string>>;

/** The decided transitions, written out by hand (docs/decisions.md): anything missing is refused. */
const OWN: Record<VenueCampaignAction, Expected> = {
  edit: { ReadyToFillOut: 'ReadyToFillOut', Rejected: 'Rejected' },
  applyEmailTemplate: { ReadyToFillOut: 'ReadyToFillOut', Rejected: 'Rejected' },
  submitForApproval: { ReadyToFillOut: 'SubmittedForApproval', Rejected: 'SubmittedForApproval' },
  retractSubmission: { SubmittedForApproval: 'ReadyToFillOut', Approved: 'ReadyToFillOut' },
  approve: { SubmittedForApproval: 'Approved' },
  reject: { SubmittedForApproval: 'Rejected', Approved: 'Rejected' },
  resetFromMaster: {},
  changeMediaDate: { ReadyToFillOut: 'ReadyToFillOut', Rejected: 'Rejected', SubmittedForApproval: 'SubmittedForApproval', Approved: 'SubmittedForApproval' },
  sendTestEmail: Object.fromEntries(S.map((s) => [s, s])),
  sendTestSms: Object.fromEntries(S.map((s) => [s, s])),
  delete: { ReadyToFillOut: 'removed', Rejected: 'removed', Archived: 'removed' },
  deleteByHq: { ReadyToFillOut: 'removed', Archived: 'removed', Rejected: 'removed', SubmittedForApproval: 'Cancelled', Approved: 'Cancelled', PartiallySent: 'Cancelled' },
  approveWithMaster: { ReadyToFillOut: 'Approved', SubmittedForApproval: 'Approved' },
  retractMasterApproval: {},
  startSending: { Approved: 'PartiallySent' },
  finishSending: { PartiallySent: 'Sent' },
  failSending: { Approved: 'ErrorSending', PartiallySent: 'ErrorSending' },
};

/** A campaign from a master differs in reset and delete. */
const FROM_MASTER: Record<VenueCampaignAction, Expected> = {
  ...OWN,
  resetFromMaster: { ReadyToFillOut: 'ReadyToFillOut', Rejected: 'ReadyToFillOut', Archived: 'ReadyToFillOut' },
  delete: { ReadyToFillOut: 'Archived', Rejected: 'Archived' },
};

const cases = (table: Record<VenueCampaignAction, Expected>) => VENUE_CAMPAIGN_ACTIONS.flatMap((action) => S.map((status) => [action, status, table[action][status] ?? null] as const));

describe('venue campaign transitions of a venue’s own campaign', () => {
  it.each(cases(OWN))('%s from %s gives %s', (action, from, expected) => {
    const result = venueCampaignTransition(action, from, { fromMaster: false });
    if (expected) expect(result).toEqual({ ok: true, to: expected });
    else {
      expect(result.ok).toBe(false);
      expect((result as { message: string }).message).toMatch(/^A venue campaign that is .+ cannot .+\./);
    }
  });
});

describe('venue campaign transitions of a campaign from a master', () => {
  it.each(cases(FROM_MASTER))('%s from %s gives %s', (action, from, expected) => {
    const result = venueCampaignTransition(action, from, { fromMaster: true });
    if (expected) expect(result).toEqual({ ok: true, to: expected });
    else expect(result.ok).toBe(false);
  });
});

describe('retracting a master approval', () => {
  it.each(S.map((before) => [before]))('returns an approved campaign to %s, its status before the approval', (before) => {
    expect(venueCampaignTransition('retractMasterApproval', 'Approved', { fromMaster: true, statusBeforeMasterApproval: before })).toEqual({ ok: true, to: before });
  });
  it.each(S.filter((s) => s !== 'Approved').map((s) => [s]))('leaves a campaign that is %s alone', (status) => {
    expect(venueCampaignTransition('retractMasterApproval', status, { fromMaster: true, statusBeforeMasterApproval: 'ReadyToFillOut' }).ok).toBe(false);
  });
  it('leaves a campaign approved on its own alone', () => {
    expect(venueCampaignTransition('retractMasterApproval', 'Approved', { fromMaster: true, statusBeforeMasterApproval: null }).ok).toBe(false);
  });
});

describe('messages and helpers', () => {
  it('explain the way out of a refusal', () => {
    expect(venueCampaignTransition('edit', 'SubmittedForApproval')).toEqual({ ok: false, message: 'A venue campaign that is submitted for approval cannot be edited. Retract the submission first.' });
    expect(venueCampaignTransition('resetFromMaster', 'ReadyToFillOut', { fromMaster: false })).toMatchObject({ message: expect.stringContaining('not created from a master campaign') });
    expect(venueCampaignTransition('approve', 'Sent')).toMatchObject({ message: expect.stringContaining('Sent and cancelled campaigns are kept') });
  });
  it('groups every status once, as the specification lists them', () => {
    expect(STATUS_GROUPS).toEqual({
      Draft: ['ReadyToFillOut', 'Archived'],
      Pending: ['SubmittedForApproval', 'Rejected'],
      Planned: ['Approved', 'PartiallySent'],
      Completed: ['Sent', 'ErrorSending', 'Cancelled'],
    });
    expect(S.map(groupOf)).toEqual(['Draft', 'Draft', 'Pending', 'Pending', 'Planned', 'Planned', 'Completed', 'Completed', 'Completed']);
  });
  it('lists the actions a status offers', () => {
    expect(availableActions('SubmittedForApproval', { fromMaster: true })).toEqual(['retractSubmission', 'approve', 'reject', 'changeMediaDate', 'sendTestEmail', 'sendTestSms', 'deleteByHq', 'approveWithMaster']);
  });
});

const MASTER: Record<(typeof MASTER_CAMPAIGN_ACTIONS)[number], Partial<Record<(typeof MASTER_CAMPAIGN_STATUSES)[number], string>>> = {
  edit: { Draft: 'Draft', Active: 'Active' },
  applyEmailTemplate: { Draft: 'Draft', Active: 'Active' },
  activate: { Draft: 'Active' },
  approveForSending: { Active: 'ApprovedForSending' },
  retractApproval: { ApprovedForSending: 'Active' },
  duplicate: { Draft: 'Draft', Active: 'Active', ApprovedForSending: 'ApprovedForSending' },
  delete: { Draft: 'removed', Active: 'removed', ApprovedForSending: 'removed' },
};

describe('master campaign transitions', () => {
  it.each(MASTER_CAMPAIGN_ACTIONS.flatMap((a) => MASTER_CAMPAIGN_STATUSES.map((s) => [a, s, MASTER[a][s] ?? null] as const)))('%s from %s gives %s', (action, from, expected) => {
    const result = masterCampaignTransition(action, from);
    if (expected) expect(result).toEqual({ ok: true, to: expected });
    else expect(result).toMatchObject({ ok: false, message: expect.stringMatching(/^A master campaign that is .+ cannot .+\./) });
  });
});
