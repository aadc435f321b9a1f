/**
 * The statuses of master and venue campaigns and every transition between them, as pure data and functions (no
 * database): the domain actions ask this module what a status becomes, and refuse with 409 what it refuses.
 * The decisions are written down in docs/decisions.md (CRM activation) and tested transition by transition.
 */

export const VENUE_CAMPAIGN_STATUSES = ['ReadyToFillOut', 'Archived', 'SubmittedForApproval', 'Rejected', 'Approved', 'PartiallySent', 'Sent', 'ErrorSending', 'Cancelled'] as const;
export type VenueCampaignStatus = (typeof VENUE_CAMPAIGN_STATUSES)[number];

/** The four lists of the venue campaign screen (specification, section 4). */
export const STATUS_GROUPS = {
  Draft: ['ReadyToFillOut', 'Archived'],
  Pending: ['SubmittedForApproval', 'Rejected'],
  Planned: ['Approved', 'PartiallySent'],
  Completed: ['Sent', 'ErrorSending', 'Cancelled'],
} as const satisfies Record<string, readonly VenueCampaignStatus[]>;
export type StatusGroup = keyof typeof STATUS_GROUPS;

export function groupOf(status: VenueCampaignStatus): StatusGroup {
  return (Object.keys(STATUS_GROUPS) as StatusGroup[]).find((g) => (STATUS_GROUPS[g] as readonly string[]).includes(status))!;
}

/** How statuses read in messages. */
export const STATUS_TEXT: Record<VenueCampaignStatus, string> = {
  ReadyToFillOut: 'ready to fill out',
  Archived: 'archived',
  SubmittedForApproval: 'submitted for approval',
  Rejected: 'rejected',
  Approved: 'approved',
  PartiallySent: 'partially sent',
  Sent: 'sent',
  ErrorSending: 'failed to send',
  Cancelled: 'cancelled',
};

/**
 * What people (and the sending service) do to a venue campaign. `delete` is a venue's delete, `deleteByHq` head
 * office's (`byHQ=true`); `approveWithMaster` / `retractMasterApproval` are what a master campaign's approval for
 * sending, and its retraction, do to each of its venue campaigns; `startSending`, `finishSending` and
 * `failSending` belong to the sending service.
 */
export const VENUE_CAMPAIGN_ACTIONS = [
  'edit',
  'submitForApproval',
  'retractSubmission',
  'approve',
  'reject',
  'resetFromMaster',
  'applyEmailTemplate',
  'changeMediaDate',
  'sendTestEmail',
  'sendTestSms',
  'delete',
  'deleteByHq',
  'approveWithMaster',
  'retractMasterApproval',
  'startSending',
  'finishSending',
  'failSending',
] as const;
export type VenueCampaignAction = (typeof VENUE_CAMPAIGN_ACTIONS)[number];

/** `removed`: the record is deleted. `previous`: the status kept from before the master's approval. */
export type Outcome = VenueCampaignStatus | 'removed' | 'previous';

export interface TransitionContext {
  /** The campaign was created from a master campaign (it has a masterId). */
  fromMaster: boolean;
  /** The status the campaign had when its master was approved for sending (set only by that approval). */
  statusBeforeMasterApproval?: VenueCampaignStatus | null;
}

const ALL = Object.fromEntries(VENUE_CAMPAIGN_STATUSES.map((s) => [s, s])) as Record<VenueCampaignStatus, VenueCampaignStatus>;
const same = (...statuses: VenueCampaignStatus[]) => Object.fromEntries(statuses.map((s) => [s, s])) as Partial<Record<VenueCampaignStatus, Outcome>>;
const to = (outcome: Outcome, ...statuses: VenueCampaignStatus[]) => Object.fromEntries(statuses.map((s) => [s, outcome])) as Partial<Record<VenueCampaignStatus, Outcome>>;

type Table = Partial<Record<VenueCampaignStatus, Outcome>>;

/** The transition table; a status missing under an action means the action is refused there. */
function table(action: VenueCampaignAction, ctx: TransitionContext): Table {
  switch (action) {
    case 'edit':
    case 'applyEmailTemplate':
      return same('ReadyToFillOut', 'Rejected');
    case 'submitForApproval':
      return to('SubmittedForApproval', 'ReadyToFillOut', 'Rejected');
    case 'retractSubmission':
      return to('ReadyToFillOut', 'SubmittedForApproval', 'Approved');
    case 'approve':
      return to('Approved', 'SubmittedForApproval');
    case 'reject':
      return to('Rejected', 'SubmittedForApproval', 'Approved');
    case 'resetFromMaster':
      return ctx.fromMaster ? to('ReadyToFillOut', 'ReadyToFillOut', 'Rejected', 'Archived') : {};
    case 'changeMediaDate':
      return { ...same('ReadyToFillOut', 'Rejected', 'SubmittedForApproval'), Approved: 'SubmittedForApproval' };
    case 'sendTestEmail':
    case 'sendTestSms':
      return ALL;
    case 'delete':
      return ctx.fromMaster ? to('Archived', 'ReadyToFillOut', 'Rejected') : to('removed', 'ReadyToFillOut', 'Rejected', 'Archived');
    case 'deleteByHq':
      return { ...to('removed', 'ReadyToFillOut', 'Archived', 'Rejected'), ...to('Cancelled', 'SubmittedForApproval', 'Approved', 'PartiallySent') };
    case 'approveWithMaster':
      return to('Approved', 'ReadyToFillOut', 'SubmittedForApproval');
    case 'retractMasterApproval':
      return ctx.statusBeforeMasterApproval ? { Approved: 'previous' } : {};
    case 'startSending':
      return to('PartiallySent', 'Approved');
    case 'finishSending':
      return to('Sent', 'PartiallySent');
    case 'failSending':
      return to('ErrorSending', 'Approved', 'PartiallySent');
  }
}

const VERB: Record<VenueCampaignAction, string> = {
  edit: 'be edited',
  submitForApproval: 'be submitted for approval',
  retractSubmission: 'have its submission retracted',
  approve: 'be approved',
  reject: 'be rejected',
  resetFromMaster: 'be reset from its master campaign',
  applyEmailTemplate: 'get an email template',
  changeMediaDate: 'have its media date changed',
  sendTestEmail: 'send a test email',
  sendTestSms: 'send a test SMS',
  delete: 'be deleted by the venue',
  deleteByHq: 'be deleted by head office',
  approveWithMaster: 'be approved with its master campaign',
  retractMasterApproval: 'return to its status before the master approval',
  startSending: 'start sending',
  finishSending: 'finish sending',
  failSending: 'fail sending',
};

/** A hint for the usual way out of a refusal. */
function hint(action: VenueCampaignAction, from: VenueCampaignStatus, ctx: TransitionContext): string {
  if (action === 'resetFromMaster' && !ctx.fromMaster) return ' It was not created from a master campaign.';
  if (from === 'SubmittedForApproval' && ['edit', 'applyEmailTemplate', 'resetFromMaster', 'delete'].includes(action)) return ' Retract the submission first.';
  if (from === 'Approved' && ['edit', 'applyEmailTemplate', 'resetFromMaster', 'delete'].includes(action)) return ' Retract it first.';
  if (from === 'Archived' && action === 'submitForApproval') return ' Reset it from its master campaign first.';
  if (groupOf(from) === 'Completed') return ' Sent and cancelled campaigns are kept as they are.';
  return '';
}

export type TransitionResult = { ok: true; to: Outcome } | { ok: false; message: string };

/** What the action does to a venue campaign in a status: the new status (or removal), or why it is refused. */
export function venueCampaignTransition(action: VenueCampaignAction, from: VenueCampaignStatus, ctx: TransitionContext = { fromMaster: false }): TransitionResult {
  const outcome = table(action, ctx)[from];
  if (outcome === 'previous') return { ok: true, to: ctx.statusBeforeMasterApproval! };
  if (outcome) return { ok: true, to: outcome };
  return { ok: false, message: `A venue campaign that is ${STATUS_TEXT[from]} cannot ${VERB[action]}.${hint(action, from, ctx)}` };
}

export function canTransition(action: VenueCampaignAction, from: VenueCampaignStatus, ctx?: TransitionContext): boolean {
  return venueCampaignTransition(action, from, ctx).ok;
}

/** The actions a venue campaign offers in a status (for the screens: buttons that would be refused are not shown). */
export function availableActions(from: VenueCampaignStatus, ctx: TransitionContext): VenueCampaignAction[] {
  return VENUE_CAMPAIGN_ACTIONS.filter((a) => canTransition(a, from, ctx));
}

// Master campaigns ------------------------------------------------------------------------------------------------

export const MASTER_CAMPAIGN_STATUSES = ['Draft', 'Active', 'ApprovedForSending'] as const;
export type MasterCampaignStatus = (typeof MASTER_CAMPAIGN_STATUSES)[number];
export const MASTER_CAMPAIGN_ACTIONS = ['edit', 'activate', 'approveForSending', 'retractApproval', 'applyEmailTemplate', 'duplicate', 'delete'] as const;
export type MasterCampaignAction = (typeof MASTER_CAMPAIGN_ACTIONS)[number];

const MASTER_TABLE: Record<MasterCampaignAction, Partial<Record<MasterCampaignStatus, MasterCampaignStatus | 'removed'>>> = {
  edit: { Draft: 'Draft', Active: 'Active' },
  applyEmailTemplate: { Draft: 'Draft', Active: 'Active' },
  activate: { Draft: 'Active' },
  approveForSending: { Active: 'ApprovedForSending' },
  retractApproval: { ApprovedForSending: 'Active' },
  // A duplicate is a new draft; the original keeps its status.
  duplicate: { Draft: 'Draft', Active: 'Active', ApprovedForSending: 'ApprovedForSending' },
  delete: { Draft: 'removed', Active: 'removed', ApprovedForSending: 'removed' },
};

const MASTER_TEXT: Record<MasterCampaignStatus, string> = { Draft: 'a draft', Active: 'active', ApprovedForSending: 'approved for sending' };
const MASTER_VERB: Record<MasterCampaignAction, string> = {
  edit: 'be edited',
  applyEmailTemplate: 'get an email template',
  activate: 'be activated',
  approveForSending: 'be approved for sending',
  retractApproval: 'have its approval retracted',
  duplicate: 'be duplicated',
  delete: 'be deleted',
};

export type MasterTransitionResult = { ok: true; to: MasterCampaignStatus | 'removed' } | { ok: false; message: string };

export function masterCampaignTransition(action: MasterCampaignAction, from: MasterCampaignStatus): MasterTransitionResult {
  const outcome = MASTER_TABLE[action][from];
  if (outcome) return { ok: true, to: outcome };
  const hintText = from === 'ApprovedForSending' ? ' Retract the approval first.' : from === 'Draft' && action === 'approveForSending' ? ' Activate it first.' : '';
  return { ok: false, message: `A master campaign that is ${MASTER_TEXT[from]} cannot ${MASTER_VERB[action]}.${hintText}` };
}
