import { defineResource } from '../dsl';

/** Every change to a venue's activation plan: what, by whom, when. Written by the server only. */
export default defineResource({
  name: 'activationPlanChangeLog',
  label: { eng: 'Change', dan: 'Ændring', swe: 'Ändring', nor: 'Endring', fin: 'Muutos' },
  labelPlural: { eng: 'Change log', dan: 'Ændringslog', swe: 'Ändringslogg', nor: 'Endringslogg', fin: 'Muutosloki' },
  api: 'main',
  versioned: false,
  defaultSort: { field: 'at', order: 'DESC' },
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId', 'at'] }],
  enums: {
    entity: {
      values: [
        { value: 'event', label: { eng: 'Event', dan: 'Arrangement', swe: 'Evenemang', nor: 'Arrangement', fin: 'Tapahtuma' } },
        { value: 'campaign', label: { eng: 'Campaign', dan: 'Kampagne', swe: 'Kampanj', nor: 'Kampanje', fin: 'Kampanja' } },
        { value: 'comment', label: { eng: 'Comment', dan: 'Kommentar', swe: 'Kommentar', nor: 'Kommentar', fin: 'Kommentti' } },
        { value: 'budget', label: { eng: 'Budget', dan: 'Budget', swe: 'Budget', nor: 'Budsjett', fin: 'Budjetti' } },
      ],
    },
    change: {
      values: [
        { value: 'created', color: 'success', label: { eng: 'Added', dan: 'Tilføjet', swe: 'Tillagd', nor: 'Lagt til', fin: 'Lisätty' } },
        { value: 'updated', color: 'info', label: { eng: 'Changed', dan: 'Ændret', swe: 'Ändrad', nor: 'Endret', fin: 'Muutettu' } },
        { value: 'deleted', color: 'error', label: { eng: 'Deleted', dan: 'Slettet', swe: 'Borttagen', nor: 'Slettet', fin: 'Poistettu' } },
        { value: 'imported', color: 'secondary', label: { eng: 'Imported', dan: 'Importeret', swe: 'Importerad', nor: 'Importert', fin: 'Tuotu' } },
      ],
    },
  },
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } },
    at: { type: 'datetime', required: true, label: { eng: 'When', dan: 'Hvornår', swe: 'När', nor: 'Når', fin: 'Milloin' } },
    entity: { type: 'enum', enum: 'entity', required: true, label: { eng: 'What', dan: 'Hvad', swe: 'Vad', nor: 'Hva', fin: 'Mitä' } },
    entityId: { type: 'text', label: { eng: 'Record', dan: 'Post', swe: 'Post', nor: 'Post', fin: 'Tietue' } },
    change: { type: 'enum', enum: 'change', required: true, label: { eng: 'Change', dan: 'Ændring', swe: 'Ändring', nor: 'Endring', fin: 'Muutos' } },
    summary: { type: 'text', maxLength: 500, label: { eng: 'Summary', dan: 'Resumé', swe: 'Sammanfattning', nor: 'Sammendrag', fin: 'Yhteenveto' } },
    userName: { type: 'text', maxLength: 200, label: { eng: 'By', dan: 'Af', swe: 'Av', nor: 'Av', fin: 'Tekijä' } },
  },
  endpoints: {
    getList: {
      method: 'GET',
      path: '/ActivationPlanChangeLog',
      params: { venueId: { in: 'query', type: 'string', required: true, from: 'activeVenue' }, entity: { in: 'query', type: 'enum', enum: 'entity' } },
      permission: 'vp.vp.activationplan.show',
      scope: { venue: 'query:venueId' },
      store: 'list',
      error: 'Unable to get the change log',
    },
  },
});
