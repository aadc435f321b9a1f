import { defineResource } from '../dsl';
import { campaignContent, historyEntry } from './activation/campaignContent';
import { l, LABELS } from './activation/labels';

const permission = 'vp.crm.campaigns.view';
const write = 'vp.crm.campaigns.edit';
const title = l('Campaigns', 'Kampagner', 'Kampanjer', 'Kampanjer', 'Kampanjat');
const label = l('Master campaign', 'Masterkampagne', 'Masterkampanj', 'Masterkampanje', 'Pääkampanja');
const masterId = { masterCampaignId: { type: 'reference', reference: 'masterCampaigns', required: true, label } } as const;

/** Head office campaigns; activating one gives each of its venues a venue campaign to fill out. */
export default defineResource({
  name: 'masterCampaigns',
  label,
  labelPlural: l('Master campaigns', 'Masterkampagner', 'Masterkampanjer', 'Masterkampanjer', 'Pääkampanjat'),
  api: 'crm',
  recordRepresentation: 'name',
  defaultSort: { field: 'createdAt', order: 'DESC' },
  enums: {
    masterStatus: {
      values: [
        { value: 'Draft', color: 'default', label: l('Draft', 'Kladde', 'Utkast', 'Utkast', 'Luonnos') },
        { value: 'Active', color: 'info', label: l('Active', 'Aktiv', 'Aktiv', 'Aktiv', 'Aktiivinen') },
        { value: 'ApprovedForSending', color: 'success', label: l('Approved for sending', 'Godkendt til afsendelse', 'Godkänd för utskick', 'Godkjent for utsending', 'Hyväksytty lähetettäväksi') },
      ],
    },
  },
  fields: {
    name: { type: 'text', required: true, maxLength: 200, search: 'prefix', show: ['list', 'form', 'detail'], label: LABELS.name },
    status: { type: 'enum', enum: 'masterStatus', readOnly: true, default: 'Draft', show: ['list', 'filter', 'detail'], label: LABELS.status },
    venueIds: { type: 'list', maxItems: 500, of: { type: 'reference', reference: 'venues', label: LABELS.venue }, label: LABELS.venues },
    emailTemplateId: { type: 'reference', reference: 'emailTemplates', readOnly: true, label: LABELS.emailTemplate },
    ...campaignContent,
    activationComment: { type: 'text', readOnly: true, label: LABELS.comment },
    activatedAt: { type: 'datetime', readOnly: true, label: l('Activated', 'Aktiveret', 'Aktiverad', 'Aktivert', 'Aktivoitu') },
    approvedForSendingAt: { type: 'datetime', readOnly: true, label: l('Approved for sending', 'Godkendt til afsendelse', 'Godkänd för utskick', 'Godkjent for utsending', 'Hyväksytty lähetettäväksi') },
    history: { type: 'list', readOnly: true, of: { type: 'object', fields: historyEntry, label: LABELS.history }, label: LABELS.history },
  },
  actions: {
    create: { description: 'Creates a draft master campaign (head office only).' },
    update: { description: 'Saves a draft or active master campaign with a version check (head office only); venue campaigns keep their content until reset from the master.' },
    remove: { description: 'Deletes a master campaign and its venue campaigns that are not planned or completed (head office only).' },
    statistics: { description: 'The numbers of all venue campaigns of the master, summed, with the count per status.' },
    activate: { description: 'Activates a draft with a comment: each of its venues gets a venue campaign to fill out (head office only).' },
    approveForSending: { description: 'Approves an active master for sending: its venue campaigns ready to fill out or submitted become approved (head office only).' },
    retractApproval: { description: 'Retracts the approval for sending: venue campaigns approved by it return to their status before (head office only).' },
    applyEmailTemplate: { description: 'Copies an enabled Campaign template into the master campaign (head office only).' },
    duplicate: { description: 'Copies a master campaign as a new draft (head office only).' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/MasterCampaigns', permission, store: 'list', error: 'Unable to get master campaigns' },
    getOne: { method: 'GET', path: '/MasterCampaigns/{id}', permission, store: 'get', error: 'Unable to get master campaign' },
    statistics: { method: 'GET', path: '/MasterCampaigns/{id}/Statistics', permission, action: 'statistics', error: 'Unable to get master campaign statistics' },
    create: { method: 'POST', path: '/MasterCampaigns', body: 'record', permission: write, action: 'create', error: 'Unable to add master campaign' },
    update: { method: 'PUT', path: '/MasterCampaigns', body: 'record', id: 'body:id', permission: write, action: 'update', error: 'Unable to update master campaign' },
    delete: { method: 'DELETE', path: '/MasterCampaigns/', params: { id: { in: 'query', type: 'string', required: true } }, id: 'query:id', permission: write, action: 'remove', returns: 'none', error: 'Unable to delete HQ campaign' },
    activate: {
      method: 'POST',
      path: '/MasterCampaigns/Activate',
      body: { fields: { ...masterId, comment: { type: 'text', multiline: true, maxLength: 2000, label: LABELS.comment }, version: { type: 'number', integer: true, label: l('Version', 'Version', 'Version', 'Versjon', 'Versio') } } },
      permission: write,
      action: 'activate',
      error: 'Unable to activate master campaign',
    },
    approveForSending: {
      method: 'POST',
      path: '/MasterCampaigns/ApproveForSending',
      body: { fields: { ...masterId, version: { type: 'number', integer: true, label: l('Version', 'Version', 'Version', 'Versjon', 'Versio') } } },
      permission: write,
      action: 'approveForSending',
      error: 'Unable to approve master campaign for sending',
    },
    applyEmailTemplate: {
      method: 'POST',
      path: '/MasterCampaigns/ApplyEmailTemplate',
      body: { fields: { ...masterId, emailTemplateId: { type: 'reference', reference: 'emailTemplates', required: true, label: LABELS.emailTemplate }, version: { type: 'number', integer: true, label: l('Version', 'Version', 'Version', 'Versjon', 'Versio') } } },
      permission: write,
      action: 'applyEmailTemplate',
      error: 'Unable to apply email template to master campaign',
    },
    retractApproval: {
      method: 'POST',
      path: '/MasterCampaigns/RetractApproval',
      body: { fields: { ...masterId, version: { type: 'number', integer: true, label: l('Version', 'Version', 'Version', 'Versjon', 'Versio') } } },
      permission: write,
      action: 'retractApproval',
      error: 'Unable to retract master campaign approval',
    },
    duplicate: { method: 'POST', path: '/MasterCampaigns/Duplicate', body: { fields: masterId }, permission: write, action: 'duplicate', error: 'Unable to duplicate master campaign' },
  },
  routes: [
    {
      path: '/crm/campaigns',
      service: 'crm',
      menuGroup: 3,
      title,
      sidebar: { group: 'activation', order: 10, icon: 'Campaign' },
      permission,
      screen: 'MasterCampaignsScreen',
    },
  ],
});
