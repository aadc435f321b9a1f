import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

const permission = 'vp.crm.legaldocuments.view';
const write = 'vp.crm.legaldocuments.edit';

/** The companies that process guests' personal data for the group (the data processors of the legal documents). */
export default defineResource({
  name: 'dataProcessors',
  label: l('Data processor', 'Databehandler', 'Personuppgiftsbiträde', 'Databehandler', 'Henkilötietojen käsittelijä'),
  labelPlural: l('Data processors', 'Databehandlere', 'Personuppgiftsbiträden', 'Databehandlere', 'Henkilötietojen käsittelijät'),
  api: 'crm',
  recordRepresentation: 'name',
  fields: {
    name: { type: 'text', required: true, maxLength: 200, label: l('Name', 'Navn', 'Namn', 'Navn', 'Nimi') },
    purpose: { type: 'text', required: true, multiline: true, maxLength: 1000, label: l('Purpose', 'Formål', 'Syfte', 'Formål', 'Käyttötarkoitus') },
    location: { type: 'text', maxLength: 200, label: l('Where data is processed', 'Hvor data behandles', 'Var uppgifterna behandlas', 'Hvor data behandles', 'Käsittelypaikka') },
    website: { type: 'text', format: 'url', maxLength: 500, label: l('Website', 'Hjemmeside', 'Webbplats', 'Nettside', 'Verkkosivu') },
    contactEmail: { type: 'text', format: 'email', maxLength: 200, label: l('Contact email', 'Kontaktmail', 'Kontakt-e-post', 'Kontakt-e-post', 'Yhteyssähköposti') },
    dataCategories: { type: 'list', maxItems: 20, of: { type: 'text', maxLength: 60, label: l('Category', 'Kategori', 'Kategori', 'Kategori', 'Luokka') }, label: l('Data categories', 'Datakategorier', 'Uppgiftskategorier', 'Datakategorier', 'Tietoluokat') },
    agreementSignedOn: { type: 'date', label: l('Agreement signed', 'Aftale underskrevet', 'Avtal undertecknat', 'Avtale signert', 'Sopimus allekirjoitettu') },
  },
  actions: {
    save: { description: 'Creates a data processor, or updates it (with its version) when the body has an id.' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/LegalDocuments/DataProcessor', permission, store: 'list', error: 'Unable to get data processors' },
    save: {
      method: 'POST',
      path: '/LegalDocuments/DataProcessor',
      body: 'patch',
      permission: write,
      action: 'save',
      error: 'Unable to save data processor',
    },
    delete: { method: 'DELETE', path: '/LegalDocuments/DataProcessor', params: { id: { in: 'query', type: 'string', required: true } }, id: 'query:id', permission: write, store: 'delete', error: 'Unable to delete data processor' },
  },
});
