import { defineResource } from '../dsl';

const permission = 'vp.vp.activationplan.show';
const write = 'vp.vp.activationplan.edit';

/** A campaign a venue runs in a month; head office (isHQ) campaigns are set by head office and read-only to the venue. Its planned cost counts against the month's budget. */
export default defineResource({
  name: 'activationPlanCampaigns',
  label: { eng: 'Campaign', dan: 'Kampagne', swe: 'Kampanj', nor: 'Kampanje', fin: 'Kampanja' },
  labelPlural: { eng: 'Campaigns', dan: 'Kampagner', swe: 'Kampanjer', nor: 'Kampanjer', fin: 'Kampanjat' },
  api: 'main',
  recordRepresentation: 'title',
  defaultSort: { field: 'month', order: 'ASC' },
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId', 'year', 'month'] }],
  enums: {
    channel: {
      values: [
        { value: 'inVenue', color: 'primary', label: { eng: 'In venue', dan: 'På stedet', swe: 'På restaurangen', nor: 'På stedet', fin: 'Ravintolassa' } },
        { value: 'social', color: 'secondary', label: { eng: 'Social media', dan: 'Sociale medier', swe: 'Sociala medier', nor: 'Sosiale medier', fin: 'Sosiaalinen media' } },
        { value: 'email', color: 'info', label: { eng: 'Email', dan: 'E-mail', swe: 'E-post', nor: 'E-post', fin: 'Sähköposti' } },
        { value: 'print', color: 'default', label: { eng: 'Print', dan: 'Tryk', swe: 'Tryck', nor: 'Trykk', fin: 'Painettu' } },
      ],
    },
  },
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } },
    year: { type: 'number', integer: true, min: 2000, max: 2100, required: true, show: ['list', 'form', 'detail'], label: { eng: 'Year', dan: 'År', swe: 'År', nor: 'År', fin: 'Vuosi' } },
    month: { type: 'number', integer: true, min: 1, max: 12, required: true, show: ['list', 'form', 'detail'], label: { eng: 'Month', dan: 'Måned', swe: 'Månad', nor: 'Måned', fin: 'Kuukausi' } },
    title: { type: 'text', required: true, maxLength: 200, show: ['list', 'form', 'detail'], label: { eng: 'Title', dan: 'Titel', swe: 'Titel', nor: 'Tittel', fin: 'Otsikko' } },
    channel: { type: 'enum', enum: 'channel', default: 'inVenue', show: ['list', 'form', 'detail'], label: { eng: 'Channel', dan: 'Kanal', swe: 'Kanal', nor: 'Kanal', fin: 'Kanava' } },
    description: { type: 'text', multiline: true, maxLength: 2000, label: { eng: 'Description', dan: 'Beskrivelse', swe: 'Beskrivning', nor: 'Beskrivelse', fin: 'Kuvaus' } },
    plannedCost: { type: 'money', min: 0, label: { eng: 'Planned cost', dan: 'Planlagt udgift', swe: 'Planerad kostnad', nor: 'Planlagt kostnad', fin: 'Suunniteltu kustannus' } },
    isHQ: { type: 'boolean', default: false, show: ['list', 'form', 'detail'], label: { eng: 'Head office campaign', dan: 'Hovedkontorets kampagne', swe: 'Huvudkontorets kampanj', nor: 'Hovedkontorets kampanje', fin: 'Pääkonttorin kampanja' } },
    templateId: { type: 'text', readOnly: true, label: { eng: 'From template', dan: 'Fra skabelon', swe: 'Från mall', nor: 'Fra mal', fin: 'Mallista' } },
    templateKey: { type: 'text', readOnly: true, label: { eng: 'Template entry', dan: 'Skabelonpost', swe: 'Mallpost', nor: 'Malpost', fin: 'Mallin rivi' } },
  },
  actions: {
    listForVenue: { description: "The venue's campaigns (its own and head office's), optionally of one year." },
    listHeadOffice: { description: 'Head office campaigns at every venue where the user holds the permission, optionally of a year, month or country, a page at a time.' },
    create: { description: 'Adds a campaign to the venue in the path; a head office campaign needs the role hq at the venue. Logged.' },
    update: { description: 'Changes a campaign (version check); head office campaigns need the role hq. Logged.' },
    remove: { description: 'Deletes a campaign; head office campaigns need the role hq. Logged.' },
    importTemplate: { description: "Adds a template's campaigns for a year to the venue; entries already imported are skipped." },
  },
  endpoints: {
    getByVenue: {
      method: 'GET',
      path: '/ActivationPlanCampaigns/{venueId}',
      params: { venueId: { in: 'path', type: 'string', from: 'activeVenue' }, year: { in: 'query', type: 'integer' } },
      permission,
      scope: { venue: 'path:venueId' },
      action: 'listForVenue',
      error: 'Unable to get campaigns',
    },
    getHeadOffice: {
      method: 'GET',
      path: '/ActivationPlanCampaigns',
      params: {
        year: { in: 'query', type: 'integer' },
        month: { in: 'query', type: 'integer' },
        country: { in: 'query', type: 'enum', enum: 'country' },
        page: { in: 'query', type: 'integer' },
        perPage: { in: 'query', type: 'integer' },
      },
      permission,
      action: 'listHeadOffice',
      error: 'Unable to get campaigns',
    },
    create: {
      method: 'POST',
      path: '/ActivationPlanCampaigns/{venueId}',
      params: { venueId: { in: 'path', type: 'string', from: 'activeVenue' } },
      body: 'record',
      permission: write,
      scope: { venue: ['path:venueId', 'body:venueId'] },
      action: 'create',
      error: 'Unable to add campaign',
    },
    update: { method: 'PUT', path: '/ActivationPlanCampaigns/{id}', body: 'record', permission: write, scope: { venue: ['record', 'body:venueId'] }, action: 'update', error: 'Unable to update campaign.' },
    delete: { method: 'DELETE', path: '/ActivationPlanCampaigns/{id}', permission: write, scope: { venue: 'record' }, action: 'remove', error: 'Unable to delete campaign.' },
    importTemplate: {
      method: 'POST',
      path: '/ActivationPlanCampaigns/template/{templateId}/{year}/{venueId}',
      params: { year: { in: 'path', type: 'integer' } },
      permission: write,
      scope: { venue: 'path:venueId' },
      action: 'importTemplate',
      error: 'Unable to import campaigns from the template',
    },
  },
});
