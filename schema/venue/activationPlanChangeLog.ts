import { defineResource } from '../dsl';
import type { FieldDef } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

/** A value as it was or became, typed so that the browser shows it in the reader's language and formats (the exact union: `src/shared/venue/activationPlanChangeLog.ts`). */
const value: FieldDef = {
  type: 'object',
  label: l('Value', 'Værdi', 'Värde', 'Verdi', 'Arvo'),
  fields: {
    type: { type: 'text', required: true, label: l('Type', 'Type', 'Typ', 'Type', 'Tyyppi') },
    value: { type: 'text', label: l('Value', 'Værdi', 'Värde', 'Verdi', 'Arvo') },
    flag: { type: 'boolean', label: l('Yes or no', 'Ja eller nej', 'Ja eller nej', 'Ja eller nei', 'Kyllä tai ei') },
    year: { type: 'number', integer: true, label: l('Year', 'År', 'År', 'År', 'Vuosi') },
    month: { type: 'number', integer: true, label: l('Month', 'Måned', 'Månad', 'Måned', 'Kuukausi') },
    minor: { type: 'money', label: l('Amount', 'Beløb', 'Belopp', 'Beløp', 'Summa') },
    currency: { type: 'text', label: l('Currency', 'Valuta', 'Valuta', 'Valuta', 'Valuutta') },
    enum: { type: 'text', label: l('List of values', 'Værdiliste', 'Värdelista', 'Verdiliste', 'Arvolista') },
  },
};

/** Every change to a venue's activation plan: what, by whom, when, and each field from what to what. Written by the server only. */
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
        { value: 'moved', color: 'primary', label: { eng: 'Moved', dan: 'Flyttet', swe: 'Flyttad', nor: 'Flyttet', fin: 'Siirretty' } },
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
    /** The English summary of entries written before `details` existed; new entries leave it empty. */
    summary: { type: 'text', maxLength: 500, label: { eng: 'Summary', dan: 'Resumé', swe: 'Sammanfattning', nor: 'Sammendrag', fin: 'Yhteenveto' } },
    userName: { type: 'text', maxLength: 200, label: { eng: 'By', dan: 'Af', swe: 'Av', nor: 'Av', fin: 'Tekijä' } },
    details: {
      type: 'object',
      readOnly: true,
      label: l('Details', 'Detaljer', 'Detaljer', 'Detaljer', 'Tiedot'),
      fields: {
        name: { type: 'text', label: l('Name', 'Navn', 'Namn', 'Navn', 'Nimi') },
        place: value,
        headOffice: { type: 'boolean', label: l('Head office', 'Hovedkontoret', 'Huvudkontoret', 'Hovedkontoret', 'Pääkonttori') },
        count: { type: 'number', integer: true, label: l('Count', 'Antal', 'Antal', 'Antall', 'Määrä') },
        year: { type: 'number', integer: true, label: l('Year', 'År', 'År', 'År', 'Vuosi') },
        changes: {
          type: 'list',
          label: l('Changes', 'Ændringer', 'Ändringar', 'Endringer', 'Muutokset'),
          of: {
            type: 'object',
            label: l('Change', 'Ændring', 'Ändring', 'Endring', 'Muutos'),
            fields: { field: { type: 'text', required: true, label: l('Field', 'Felt', 'Fält', 'Felt', 'Kenttä') }, from: value, to: value },
          },
        },
      },
    },
  },
  actions: {
    list: { description: "The venue's change log, newest first, optionally of one kind of record, a page at a time, each entry with its fields from what to what." },
  },
  endpoints: {
    getList: {
      method: 'GET',
      path: '/ActivationPlanChangeLog',
      params: {
        venueId: { in: 'query', type: 'string', required: true, from: 'activeVenue' },
        entity: { in: 'query', type: 'enum', enum: 'entity' },
        page: { in: 'query', type: 'integer' },
        perPage: { in: 'query', type: 'integer' },
      },
      permission: 'vp.vp.activationplan.show',
      scope: { venue: 'query:venueId' },
      action: 'list',
      error: 'Unable to get the change log',
    },
  },
});
