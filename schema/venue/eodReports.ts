import { defineResource } from '../dsl';
import { l, labels } from '../life/parts/common';

const permission = 'vp.vp.lists.show';
const write = 'vp.vp.eodreports.edit';
const title = l('End-of-day reports', 'Dagsrapporter', 'Dagsrapporter', 'Dagsrapporter', 'Päiväraportit');

const editable = {
  date: { type: 'date', required: true, show: ['list', 'form', 'detail'], label: l('Business day', 'Forretningsdag', 'Affärsdag', 'Forretningsdag', 'Liiketoimintapäivä') },
  revenue: { type: 'money', min: 0, show: ['list', 'form', 'detail'], label: l('Revenue', 'Omsætning', 'Omsättning', 'Omsetning', 'Liikevaihto') },
  guests: { type: 'number', integer: true, min: 0, max: 100000, show: ['list', 'form', 'detail'], label: l('Guests', 'Gæster', 'Gäster', 'Gjester', 'Asiakkaat') },
  summary: { type: 'text', multiline: true, maxLength: 4000, label: l('How the day went', 'Sådan gik dagen', 'Så gick dagen', 'Slik gikk dagen', 'Miten päivä meni') },
  incidents: { type: 'text', multiline: true, maxLength: 4000, label: l('Incidents', 'Hændelser', 'Händelser', 'Hendelser', 'Poikkeamat') },
  staffNotes: { type: 'text', multiline: true, maxLength: 4000, label: l('Staff', 'Personale', 'Personal', 'Ansatte', 'Henkilökunta') },
  maintenanceNotes: { type: 'text', multiline: true, maxLength: 4000, label: l('Maintenance', 'Vedligeholdelse', 'Underhåll', 'Vedlikehold', 'Kunnossapito') },
} as const;

/**
 * A venue's report of one business day: figures, notes and a business-intelligence image. A draft until it is sent;
 * sending checks the country's rules, records who sent it and when, notifies the roles the rules name, and freezes it.
 */
export default defineResource({
  name: 'eodReports',
  label: l('End-of-day report', 'Dagsrapport', 'Dagsrapport', 'Dagsrapport', 'Päiväraportti'),
  labelPlural: title,
  api: 'main',
  recordRepresentation: 'date',
  defaultSort: { field: 'date', order: 'DESC' },
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId', 'date'], unique: true }],
  enums: {
    status: {
      values: [
        { value: 'draft', color: 'info', label: l('Draft', 'Kladde', 'Utkast', 'Utkast', 'Luonnos') },
        { value: 'sent', color: 'success', label: l('Sent', 'Sendt', 'Skickad', 'Sendt', 'Lähetetty') },
      ],
    },
  },
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: labels.venue },
    ...editable,
    biImageId: { type: 'reference', reference: 'media', readOnly: true, label: l('Business-intelligence image', 'BI-billede', 'BI-bild', 'BI-bilde', 'BI-kuva') },
    status: { type: 'enum', enum: 'status', readOnly: true, default: 'draft', show: ['list', 'detail'], label: l('Status', 'Status', 'Status', 'Status', 'Tila') },
    sentAt: { type: 'datetime', readOnly: true, label: l('Sent', 'Sendt', 'Skickad', 'Sendt', 'Lähetetty') },
    sentBy: { type: 'reference', reference: 'users', readOnly: true, label: l('Sent by', 'Sendt af', 'Skickad av', 'Sendt av', 'Lähettäjä') },
    sentTo: { type: 'list', readOnly: true, of: { type: 'text', label: l('Recipient', 'Modtager', 'Mottagare', 'Mottaker', 'Vastaanottaja') }, label: l('Recipients', 'Modtagere', 'Mottagare', 'Mottakere', 'Vastaanottajat') },
    late: { type: 'boolean', readOnly: true, label: l('Sent late', 'Sendt for sent', 'Skickad för sent', 'Sendt for sent', 'Lähetetty myöhässä') },
  },
  actions: {
    details: { description: 'A report with the names of its venue and sender and the address of its image.' },
    create: { description: 'Starts the report of a business day (by default the current one in the venue\'s time zone); one per day.' },
    update: { description: 'Changes a draft report (version-checked); a sent report cannot change.' },
    setBi: { description: 'Sets (or clears) the business-intelligence image of a draft report to an uploaded image of the venue.' },
    send: { description: "Sends a report: checks the country's rules, records the sender, time and recipients, notifies the roles the rules name." },
  },
  endpoints: {
    getOne: { method: 'GET', path: '/EodReports/{id}', permission, scope: { venue: 'record' }, action: 'details', error: 'Unable to get eod report' },
    getList: {
      method: 'GET',
      path: '/EodReports/venue/{venueId}',
      params: { venueId: { in: 'path', type: 'string', from: 'activeVenue' } },
      permission,
      scope: { venue: 'path:venueId' },
      store: 'list',
      error: 'Unable to get eod reports',
    },
    create: {
      method: 'POST',
      path: '/EodReports',
      body: { fields: { venueId: { type: 'reference', reference: 'venues', required: true, label: labels.venue }, date: { type: 'date', label: editable.date.label } } },
      permission: write,
      scope: { venue: 'body:venueId' },
      action: 'create',
      error: 'Unable to add eod report',
    },
    update: { method: 'PUT', path: '/EodReports/', body: 'record', id: 'body:id', permission: write, scope: { venue: ['record', 'body:venueId'] }, action: 'update', error: 'Unable to update eod report' },
    setBi: {
      method: 'PUT',
      path: '/EodReports/bi',
      body: {
        fields: {
          id: { type: 'reference', reference: 'eodReports', required: true, label: l('Report', 'Rapport', 'Rapport', 'Rapport', 'Raportti') },
          version: { type: 'number', integer: true, required: true, label: l('Version', 'Version', 'Version', 'Versjon', 'Versio') },
          biImageId: { type: 'reference', reference: 'media', label: l('Business-intelligence image', 'BI-billede', 'BI-bild', 'BI-bilde', 'BI-kuva') },
        },
      },
      id: 'body:id',
      permission: write,
      scope: { venue: 'record' },
      action: 'setBi',
      error: 'Unable to set eod report image',
    },
    send: {
      method: 'POST',
      path: '/EodReports/{id}',
      // Optional: the version the sender saw; a report changed since is not sent (409).
      params: { version: { in: 'query', type: 'integer' } },
      permission: write,
      scope: { venue: 'record' },
      action: 'send',
      error: 'Unable to send eod report',
    },
  },
  routes: [
    {
      path: '/vp/lists/eodReports',
      service: 'venue',
      menuGroup: 0,
      title,
      sidebar: { group: 'operations', order: 45, icon: 'Summarize' },
      permission,
      screen: 'EodReportsScreen',
      parent: '/vp/lists',
    },
    {
      path: '/vp/lists/eodReport/:id',
      service: 'venue',
      menuGroup: 0,
      title: l('End-of-day report', 'Dagsrapport', 'Dagsrapport', 'Dagsrapport', 'Päiväraportti'),
      permission,
      screen: 'EodReportScreen',
      parent: '/vp/lists/eodReports',
    },
  ],
});
