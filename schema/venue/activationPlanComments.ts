import { defineResource } from '../dsl';

const permission = 'vp.vp.activationplan.show';
const write = 'vp.vp.activationplan.edit';

/** Notes on a month of a venue's activation plan, by the venue and head office. Plain text. */
export default defineResource({
  name: 'activationPlanComments',
  label: { eng: 'Comment', dan: 'Kommentar', swe: 'Kommentar', nor: 'Kommentar', fin: 'Kommentti' },
  labelPlural: { eng: 'Comments', dan: 'Kommentarer', swe: 'Kommentarer', nor: 'Kommentarer', fin: 'Kommentit' },
  api: 'main',
  defaultSort: { field: 'month', order: 'ASC' },
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId', 'year', 'month'] }],
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } },
    year: { type: 'number', integer: true, min: 2000, max: 2100, required: true, label: { eng: 'Year', dan: 'År', swe: 'År', nor: 'År', fin: 'Vuosi' } },
    month: { type: 'number', integer: true, min: 1, max: 12, required: true, label: { eng: 'Month', dan: 'Måned', swe: 'Månad', nor: 'Måned', fin: 'Kuukausi' } },
    content: { type: 'text', multiline: true, required: true, maxLength: 2000, label: { eng: 'Comment', dan: 'Kommentar', swe: 'Kommentar', nor: 'Kommentar', fin: 'Kommentti' } },
    /** The people the comment mentions, by user id: their names are written into the text when it is read. */
    mentions: { type: 'list', maxItems: 20, of: { type: 'text', maxLength: 100, label: { eng: 'Person', dan: 'Person', swe: 'Person', nor: 'Person', fin: 'Henkilö' } }, label: { eng: 'Mentioned', dan: 'Nævnt', swe: 'Nämnda', nor: 'Nevnt', fin: 'Mainitut' } },
    templateId: { type: 'text', readOnly: true, label: { eng: 'From template', dan: 'Fra skabelon', swe: 'Från mall', nor: 'Fra mal', fin: 'Mallista' } },
    templateKey: { type: 'text', readOnly: true, label: { eng: 'Template entry', dan: 'Skabelonpost', swe: 'Mallpost', nor: 'Malpost', fin: 'Mallin rivi' } },
  },
  actions: {
    listForVenue: { description: "The venue's comments with their authors, optionally of one year." },
    create: { description: 'Adds a comment (markup removed). Logged.' },
    update: { description: 'Changes a comment: its author only, with a version check. Logged.' },
    importTemplate: { description: "Adds a template's comments for a year to the venue; entries already imported are skipped." },
  },
  endpoints: {
    getByVenue: {
      method: 'GET',
      path: '/ActivationPlanComments/{venueId}',
      params: { venueId: { in: 'path', type: 'string', from: 'activeVenue' }, year: { in: 'query', type: 'integer' } },
      permission,
      scope: { venue: 'path:venueId' },
      action: 'listForVenue',
      error: 'Unable to get comments',
    },
    create: { method: 'POST', path: '/ActivationPlanComments', body: 'record', permission: write, scope: { venue: 'body:venueId' }, action: 'create', error: 'Unable to add comment' },
    update: { method: 'PUT', path: '/ActivationPlanComments', body: 'record', id: 'body:id', permission: write, scope: { venue: ['record', 'body:venueId'] }, action: 'update', error: 'Unable to update comment.' },
    importTemplate: {
      method: 'POST',
      path: '/ActivationPlanComments/template/{templateId}/{year}/{venueId}',
      params: { year: { in: 'path', type: 'integer' } },
      permission: write,
      scope: { venue: 'path:venueId' },
      action: 'importTemplate',
      error: 'Unable to import comments from the template',
    },
  },
});
