import { defineResource } from '../dsl';

const month = { type: 'number', integer: true, min: 1, max: 12, required: true, label: { eng: 'Month', dan: 'Måned', swe: 'Månad', nor: 'Måned', fin: 'Kuukausi' } } as const;
const key = { type: 'text', required: true, maxLength: 60, label: { eng: 'Key', dan: 'Nøgle', swe: 'Nyckel', nor: 'Nøkkel', fin: 'Avain' } } as const;
const title = { type: 'text', required: true, maxLength: 200, label: { eng: 'Title', dan: 'Titel', swe: 'Titel', nor: 'Tittel', fin: 'Otsikko' } } as const;
const description = { type: 'text', maxLength: 2000, label: { eng: 'Description', dan: 'Beskrivelse', swe: 'Beskrivning', nor: 'Beskrivelse', fin: 'Kuvaus' } } as const;

/**
 * A country's year plan that venues import into their activation plan: dated events (month and day), monthly
 * campaigns and monthly comments. Each entry has a key so that importing twice adds nothing twice.
 */
export default defineResource({
  name: 'activationPlanTemplates',
  label: { eng: 'Activation plan template', dan: 'Skabelon for aktiveringsplan', swe: 'Mall för aktiveringsplan', nor: 'Mal for aktiveringsplan', fin: 'Aktivointisuunnitelman malli' },
  labelPlural: { eng: 'Activation plan templates', dan: 'Skabeloner for aktiveringsplan', swe: 'Mallar för aktiveringsplan', nor: 'Maler for aktiveringsplan', fin: 'Aktivointisuunnitelman mallit' },
  api: 'main',
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  scope: { country: 'country' },
  fields: {
    name: { type: 'text', required: true, maxLength: 120, label: { eng: 'Name', dan: 'Navn', swe: 'Namn', nor: 'Navn', fin: 'Nimi' } },
    country: { type: 'enum', enum: 'country', required: true, label: { eng: 'Country', dan: 'Land', swe: 'Land', nor: 'Land', fin: 'Maa' } },
    description: { type: 'text', multiline: true, maxLength: 2000, label: { eng: 'Description', dan: 'Beskrivelse', swe: 'Beskrivning', nor: 'Beskrivelse', fin: 'Kuvaus' } },
    events: {
      type: 'list',
      of: {
        type: 'object',
        fields: { key, month, day: { type: 'number', integer: true, min: 1, max: 31, required: true, label: { eng: 'Day', dan: 'Dag', swe: 'Dag', nor: 'Dag', fin: 'Päivä' } }, title, category: { type: 'text', label: { eng: 'Category', dan: 'Kategori', swe: 'Kategori', nor: 'Kategori', fin: 'Luokka' } }, description },
        label: { eng: 'Event', dan: 'Arrangement', swe: 'Evenemang', nor: 'Arrangement', fin: 'Tapahtuma' },
      },
      label: { eng: 'Events', dan: 'Arrangementer', swe: 'Evenemang', nor: 'Arrangementer', fin: 'Tapahtumat' },
    },
    campaigns: {
      type: 'list',
      of: { type: 'object', fields: { key, month, title, channel: { type: 'text', label: { eng: 'Channel', dan: 'Kanal', swe: 'Kanal', nor: 'Kanal', fin: 'Kanava' } }, description }, label: { eng: 'Campaign', dan: 'Kampagne', swe: 'Kampanj', nor: 'Kampanje', fin: 'Kampanja' } },
      label: { eng: 'Campaigns', dan: 'Kampagner', swe: 'Kampanjer', nor: 'Kampanjer', fin: 'Kampanjat' },
    },
    comments: {
      type: 'list',
      of: { type: 'object', fields: { key, month, content: { type: 'text', required: true, maxLength: 2000, label: { eng: 'Comment', dan: 'Kommentar', swe: 'Kommentar', nor: 'Kommentar', fin: 'Kommentti' } } }, label: { eng: 'Comment', dan: 'Kommentar', swe: 'Kommentar', nor: 'Kommentar', fin: 'Kommentti' } },
      label: { eng: 'Comments', dan: 'Kommentarer', swe: 'Kommentarer', nor: 'Kommentarer', fin: 'Kommentit' },
    },
  },
  endpoints: {
    getList: {
      method: 'GET',
      path: '/ActivationPlanTemplates',
      params: { country: { in: 'query', type: 'enum', enum: 'country', required: true, from: 'activeCountry' } },
      permission: 'vp.vp.activationplan.show',
      scope: { country: 'query:country' },
      store: 'list',
      error: 'Unable to get activation plan templates',
    },
  },
});
