import { defineResource } from '../dsl';
import { campaignContent, historyEntry, mediaTypeEnum, statisticsFields } from './activation/campaignContent';
import { l, LABELS } from './activation/labels';

const permission = 'vp.vp.venuecampaigns.view';
const readers = ['vp.vp.venuecampaigns.view', 'vp.crm.campaigns.view'];
const write = 'vp.vp.venuecampaigns.edit';
const title = l('Venue campaigns', 'Stedskampagner', 'Restaurangkampanjer', 'Stedskampanjer', 'Ravintolan kampanjat');
const label = l('Venue campaign', 'Stedskampagne', 'Restaurangkampanj', 'Stedskampanje', 'Ravintolan kampanja');
const version = { type: 'number', integer: true, label: l('Version', 'Version', 'Version', 'Versjon', 'Versio') } as const;
const campaignId = { venueCampaignId: { type: 'reference', reference: 'venueCampaigns', required: true, label }, version } as const;
/** Actions name the campaign in the body; the permission is checked at the campaign's venue. */
const onCampaign = { id: 'body:venueCampaignId', scope: { venue: 'record' } } as const;
const statuses = { in: 'query', type: 'enum', enum: 'venueCampaignStatus', repeated: true } as const;
const comment = { type: 'text', multiline: true, maxLength: 2000, label: LABELS.comment } as const;

/** A campaign of one venue: from a master campaign or the venue's own, filled out, approved by head office, sent. */
export default defineResource({
  name: 'venueCampaigns',
  label,
  labelPlural: title,
  api: 'crm',
  recordRepresentation: 'title',
  defaultSort: { field: 'updatedAt', order: 'DESC' },
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId', 'status'] }, { fields: ['status'] }],
  enums: {
    venueCampaignStatus: {
      values: [
        { value: 'ReadyToFillOut', color: 'default', label: l('Ready to fill out', 'Klar til udfyldning', 'Redo att fyllas i', 'Klar til utfylling', 'Valmis täytettäväksi') },
        { value: 'Archived', color: 'default', label: l('Archived', 'Arkiveret', 'Arkiverad', 'Arkivert', 'Arkistoitu') },
        { value: 'SubmittedForApproval', color: 'warning', label: l('Submitted for approval', 'Sendt til godkendelse', 'Skickad för godkännande', 'Sendt til godkjenning', 'Lähetetty hyväksyttäväksi') },
        { value: 'Rejected', color: 'error', label: l('Rejected', 'Afvist', 'Avvisad', 'Avvist', 'Hylätty') },
        { value: 'Approved', color: 'success', label: l('Approved', 'Godkendt', 'Godkänd', 'Godkjent', 'Hyväksytty') },
        { value: 'PartiallySent', color: 'info', label: l('Partially sent', 'Delvist sendt', 'Delvis skickad', 'Delvis sendt', 'Osittain lähetetty') },
        { value: 'Sent', color: 'primary', label: l('Sent', 'Sendt', 'Skickad', 'Sendt', 'Lähetetty') },
        { value: 'ErrorSending', color: 'error', label: l('Error sending', 'Fejl ved afsendelse', 'Fel vid utskick', 'Feil ved utsending', 'Lähetysvirhe') },
        { value: 'Cancelled', color: 'default', label: l('Cancelled', 'Annulleret', 'Avbruten', 'Avlyst', 'Peruttu') },
      ],
    },
    mediaType: mediaTypeEnum,
  },
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, show: ['list', 'form', 'detail'], label: LABELS.venue },
    masterId: { type: 'reference', reference: 'masterCampaigns', readOnly: true, label: l('Master campaign', 'Masterkampagne', 'Masterkampanj', 'Masterkampanje', 'Pääkampanja') },
    title: { type: 'text', required: true, maxLength: 200, search: 'prefix', show: ['list', 'form', 'detail'], label: LABELS.title },
    status: { type: 'enum', enum: 'venueCampaignStatus', readOnly: true, default: 'ReadyToFillOut', show: ['list', 'filter', 'detail'], label: LABELS.status },
    emailTemplateId: { type: 'reference', reference: 'emailTemplates', readOnly: true, label: LABELS.emailTemplate },
    ...campaignContent,
    submitComment: { type: 'text', readOnly: true, label: l('Submission comment', 'Kommentar til indsendelse', 'Kommentar vid inskick', 'Kommentar til innsending', 'Lähetyksen kommentti') },
    approvalComment: { type: 'text', readOnly: true, label: l('Approval comment', 'Godkendelseskommentar', 'Godkännandekommentar', 'Godkjenningskommentar', 'Hyväksynnän kommentti') },
    rejectedComment: { type: 'text', readOnly: true, label: l('Rejection comment', 'Afvisningskommentar', 'Kommentar vid avvisning', 'Avvisningskommentar', 'Hylkäyksen kommentti') },
    submittedAt: { type: 'datetime', readOnly: true, label: l('Submitted', 'Indsendt', 'Inskickad', 'Sendt inn', 'Lähetetty') },
    statusBeforeMasterApproval: { type: 'enum', enum: 'venueCampaignStatus', readOnly: true, label: l('Status before the master approval', 'Status før masterens godkendelse', 'Status före masterns godkännande', 'Status før masterens godkjenning', 'Tila ennen pääkampanjan hyväksyntää') },
    statistics: { type: 'object', readOnly: true, fields: statisticsFields, label: LABELS.statistics },
    history: { type: 'list', readOnly: true, of: { type: 'object', fields: historyEntry, label: LABELS.history }, label: LABELS.history },
  },
  actions: {
    listByVenue: { description: "Every campaign of a venue, last changed first." },
    paginated: { description: "A page of a venue's campaigns: statuses, a trimmed search text (ignored when empty), page 1 and size 10 by default." },
    forHqApproval: { description: 'The approval queue: campaigns submitted for approval at any venue, oldest submission first (head office only).' },
    listByMaster: { description: "The venue campaigns of a master campaign at the venues the user may see." },
    getCampaign: { description: 'One venue campaign with its venue name and the actions its status allows.' },
    statistics: { description: "A campaign's numbers with the rates derived from them." },
    preview: { description: 'The campaign rendered with handlebars: its own venue for the venue placeholders, the catalogue samples for the rest.' },
    query: { description: 'Campaigns by title, statuses and venue, paged, at the venues the user may see.' },
    createWithoutMaster: { description: "Creates a venue's own campaign, ready to fill out." },
    update: { description: 'Saves the content and dates of a campaign that is ready to fill out or rejected, with a version check.' },
    submitForApproval: { description: 'Submits a campaign for approval with a comment.' },
    retractSubmission: { description: 'Takes a submitted or approved campaign back to ready to fill out.' },
    approve: { description: 'Approves a submitted campaign with a comment (head office only).' },
    reject: { description: 'Rejects a submitted or approved campaign with a comment (head office only).' },
    resetFromMaster: { description: "Replaces the campaign's content with its master campaign's and makes it ready to fill out." },
    applyEmailTemplate: { description: "Copies an enabled Campaign template's subject and HTML into the campaign." },
    remove: { description: 'Deletes a campaign: a venue archives a campaign of a master and deletes its own; head office (byHQ) deletes drafts and cancels pending or planned ones.' },
    changeMediaDate: { description: 'Moves the send date of one medium; an approved campaign goes back for approval.' },
    sendTestEmail: { description: "Renders the email with the samples and puts it in the test outbox, addressed to the user's email." },
    sendTestSms: { description: "Renders the SMS with the samples and puts it in the test outbox, addressed to the user's phone." },
    testMessages: { description: "The campaign's test messages in the outbox, newest first." },
  },
  endpoints: {
    byVenue: {
      method: 'GET',
      path: '/VenueCampaigns/ByVenueId/{venueId}',
      params: { venueId: { in: 'path', type: 'string', from: 'activeVenue' } },
      permission,
      scope: { venue: 'path:venueId' },
      action: 'listByVenue',
      error: 'Unable to get venue campaigns',
    },
    paginated: {
      method: 'GET',
      path: '/VenueCampaigns/ByVenueId/{venueId}/Paginated',
      params: {
        venueId: { in: 'path', type: 'string', from: 'activeVenue' },
        page: { in: 'query', type: 'integer' },
        pageSize: { in: 'query', type: 'integer' },
        statuses,
        searchTerm: { in: 'query', type: 'string' },
      },
      permission,
      scope: { venue: 'path:venueId' },
      action: 'paginated',
      error: 'Unable to get venue campaigns',
    },
    forHqApproval: { method: 'GET', path: '/VenueCampaigns/ForHQApproval', permission, action: 'forHqApproval', error: 'Unable to get venue campaigns for approval' },
    byMaster: { method: 'GET', path: '/VenueCampaigns/ByMasterCampaign/{id}', permission: readers, action: 'listByMaster', error: 'Unable to get venue campaigns' },
    getOne: { method: 'GET', path: '/VenueCampaigns/{id}', permission: readers, scope: { venue: 'record' }, action: 'getCampaign', error: 'Unable to get venue campaign' },
    statistics: { method: 'GET', path: '/VenueCampaigns/{id}/Statistics', permission: readers, scope: { venue: 'record' }, action: 'statistics', error: 'Unable to get venue campaign statistics' },
    preview: { method: 'GET', path: '/VenueCampaigns/{id}/PreviewCampaign', permission: readers, scope: { venue: 'record' }, action: 'preview', error: 'Unable to preview venue campaign' },
    testMessages: { method: 'GET', path: '/VenueCampaigns/{id}/TestMessages', permission: readers, scope: { venue: 'record' }, action: 'testMessages', error: 'Unable to get test messages' },
    query: {
      method: 'GET',
      path: '/VenueCampaigns/Query',
      params: { page: { in: 'query', type: 'integer' }, statuses, title: { in: 'query', type: 'string' }, venueId: { in: 'query', type: 'string' } },
      permission: readers,
      action: 'query',
      error: 'Unable to query venue campaigns',
    },
    createWithoutMaster: {
      method: 'POST',
      path: '/VenueCampaigns/CreateWithoutMaster',
      body: {
        fields: {
          venueId: { type: 'reference', reference: 'venues', required: true, label: LABELS.venue },
          title: { type: 'text', required: true, maxLength: 200, label: LABELS.title },
          ...campaignContent,
        },
      },
      permission: write,
      scope: { venue: 'body:venueId' },
      action: 'createWithoutMaster',
      error: 'Unable to create venue campaign',
    },
    update: { method: 'PUT', path: '/VenueCampaigns', body: 'record', id: 'body:id', permission: write, scope: { venue: ['record', 'body:venueId'] }, action: 'update', error: 'Unable to update venue campaign' },
    submitForApproval: {
      method: 'POST',
      path: '/VenueCampaigns/SubmitForApproval',
      body: { fields: { ...campaignId, comment } },
      permission: write,
      ...onCampaign,
      action: 'submitForApproval',
      error: 'Unable to submit venue campaign for approval',
    },
    approve: { method: 'POST', path: '/VenueCampaigns/Approve', body: { fields: { ...campaignId, comment } }, permission: write, ...onCampaign, action: 'approve', error: 'Unable to approve venue campaign' },
    reject: {
      method: 'POST',
      path: '/VenueCampaigns/Reject',
      body: { fields: { ...campaignId, rejectedComment: { ...comment, required: true } } },
      permission: write,
      ...onCampaign,
      action: 'reject',
      error: 'Unable to reject venue campaign',
    },
    resetFromMaster: { method: 'POST', path: '/VenueCampaigns/ResetFromMaster', body: { fields: campaignId }, permission: write, ...onCampaign, action: 'resetFromMaster', error: 'Unable to reset venue campaign from master' },
    applyEmailTemplate: {
      method: 'POST',
      path: '/VenueCampaigns/ApplyEmailTemplate',
      body: { fields: { ...campaignId, emailTemplateId: { type: 'reference', reference: 'emailTemplates', required: true, label: LABELS.emailTemplate } } },
      permission: write,
      ...onCampaign,
      action: 'applyEmailTemplate',
      error: 'Unable to apply email template to venue campaign',
    },
    retractSubmission: {
      method: 'POST',
      path: '/VenueCampaigns/RetractSubmission',
      body: { fields: campaignId },
      permission: write,
      ...onCampaign,
      action: 'retractSubmission',
      error: 'Unable to retract venue campaign submission',
    },
    changeMediaDate: {
      method: 'POST',
      path: '/VenueCampaigns/ChangeMediaDate',
      body: {
        fields: {
          ...campaignId,
          date: { type: 'date', required: true, label: l('Date', 'Dato', 'Datum', 'Dato', 'Päivämäärä') },
          mediaType: { type: 'enum', enum: 'mediaType', required: true, label: l('Medium', 'Medie', 'Medium', 'Medium', 'Media') },
        },
      },
      permission: write,
      ...onCampaign,
      action: 'changeMediaDate',
      error: 'Unable to change venue campaign media date',
    },
    sendTestEmail: { method: 'POST', path: '/VenueCampaigns/SendTestEmail', body: { fields: campaignId }, permission: write, ...onCampaign, action: 'sendTestEmail', error: 'Unable to send test email' },
    sendTestSms: { method: 'POST', path: '/VenueCampaigns/SendTestSms', body: { fields: campaignId }, permission: write, ...onCampaign, action: 'sendTestSms', error: 'Unable to send test SMS' },
    // Last: the authorization matrix runs the endpoints in this order, and a delete would remove its sample record.
    delete: {
      method: 'DELETE',
      path: '/VenueCampaigns/',
      params: { id: { in: 'query', type: 'string', required: true }, byHQ: { in: 'query', type: 'boolean' } },
      id: 'query:id',
      permission: write,
      scope: { venue: 'record' },
      action: 'remove',
      error: 'Unable to delete venue campaign',
    },
  },
  routes: [
    {
      path: '/vp/venuecampaigns',
      service: 'venue',
      menuGroup: 3,
      title,
      sidebar: { group: 'marketing', order: 10, icon: 'Campaign' },
      permission,
      screen: 'VenueCampaignsScreen',
    },
  ],
});
