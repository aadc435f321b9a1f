import { defineResource } from '../dsl';
import { l, LABELS } from './activation/labels';

const permission = 'vp.crm.dynamicforms.view';
const write = 'vp.crm.dynamicforms.edit';
const title = l('Dynamic forms', 'Dynamiske formularer', 'Dynamiska formulär', 'Dynamiske skjemaer', 'Dynaamiset lomakkeet');
const label = l('Dynamic form', 'Dynamisk formular', 'Dynamiskt formulär', 'Dynamisk skjema', 'Dynaaminen lomake');
const formId = { dynamicFormId: { type: 'reference', reference: 'dynamicForms', required: true, label } } as const;

const field = {
  key: { type: 'text', required: true, maxLength: 60, pattern: '^[a-z][a-z0-9_]*$', label: l('Key', 'Nøgle', 'Nyckel', 'Nøkkel', 'Avain') },
  label: { type: 'text', required: true, maxLength: 200, label: l('Question', 'Spørgsmål', 'Fråga', 'Spørsmål', 'Kysymys') },
  type: { type: 'enum', enum: 'formFieldType', required: true, label: l('Answer type', 'Svartype', 'Svarstyp', 'Svartype', 'Vastaustyyppi') },
  required: { type: 'boolean', label: l('Required', 'Påkrævet', 'Obligatorisk', 'Påkrevd', 'Pakollinen') },
  options: { type: 'list', maxItems: 50, of: { type: 'text', maxLength: 100, label: l('Option', 'Valgmulighed', 'Alternativ', 'Alternativ', 'Vaihtoehto') }, label: l('Options', 'Valgmuligheder', 'Alternativ', 'Alternativer', 'Vaihtoehdot') },
} as const;

/** Forms guests fill in (check-ins, enquiries, competitions) at the venues they are published for. */
export default defineResource({
  name: 'dynamicForms',
  label,
  labelPlural: title,
  api: 'crm',
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  enums: {
    formFieldType: {
      values: [
        { value: 'Text', label: l('Short text', 'Kort tekst', 'Kort text', 'Kort tekst', 'Lyhyt teksti') },
        { value: 'Textarea', label: l('Long text', 'Lang tekst', 'Lång text', 'Lang tekst', 'Pitkä teksti') },
        { value: 'Email', label: l('Email', 'E-mail', 'E-post', 'E-post', 'Sähköposti') },
        { value: 'Phone', label: l('Phone', 'Telefon', 'Telefon', 'Telefon', 'Puhelin') },
        { value: 'Number', label: l('Number', 'Tal', 'Tal', 'Tall', 'Numero') },
        { value: 'Date', label: l('Date', 'Dato', 'Datum', 'Dato', 'Päivämäärä') },
        { value: 'Checkbox', label: l('Checkbox', 'Afkrydsningsfelt', 'Kryssruta', 'Avkrysningsboks', 'Valintaruutu') },
        { value: 'Dropdown', label: l('Dropdown', 'Rullemenu', 'Rullgardinsmeny', 'Nedtrekksliste', 'Pudotusvalikko') },
      ],
    },
  },
  fields: {
    name: { type: 'text', required: true, maxLength: 200, search: 'prefix', show: ['list', 'form', 'detail'], label: LABELS.name },
    title: { type: 'text', required: true, maxLength: 200, label: l('Title on the form', 'Titel på formularen', 'Rubrik på formuläret', 'Tittel på skjemaet', 'Lomakkeen otsikko') },
    description: { type: 'text', multiline: true, maxLength: 2000, label: l('Introduction', 'Introduktion', 'Introduktion', 'Introduksjon', 'Johdanto') },
    isActive: { type: 'boolean', default: true, show: ['list', 'form', 'detail'], label: l('Active', 'Aktiv', 'Aktiv', 'Aktiv', 'Aktiivinen') },
    submitButtonText: { type: 'text', maxLength: 50, label: l('Button text', 'Knaptekst', 'Knapptext', 'Knappetekst', 'Painikkeen teksti') },
    successMessage: { type: 'text', multiline: true, maxLength: 1000, label: l('Thank-you message', 'Takkebesked', 'Tackmeddelande', 'Takkemelding', 'Kiitosviesti') },
    fields: { type: 'list', maxItems: 50, of: { type: 'object', fields: field, label: l('Question', 'Spørgsmål', 'Fråga', 'Spørsmål', 'Kysymys') }, label: l('Questions', 'Spørgsmål', 'Frågor', 'Spørsmål', 'Kysymykset') },
    venueIds: { type: 'list', maxItems: 500, of: { type: 'reference', reference: 'venues', label: LABELS.venue }, label: l('Published at', 'Udgivet hos', 'Publicerat hos', 'Publisert hos', 'Julkaistu') },
  },
  actions: {
    listForms: { description: 'Every form with its number of submissions.' },
    create: { description: 'Creates a form: unique question keys, options for dropdowns, known venues.' },
    update: { description: 'Saves a form with a version check and the same rules as a new one.' },
    remove: { description: 'Deletes a form and its submissions.' },
    duplicate: { description: 'Copies a form as a new inactive one named "Copy of ...", published nowhere.' },
    venues: { description: 'Every active venue with the forms published there and its check-ins (submissions) in the last 30 days.' },
    previewForVenue: { description: "The form as a guest at the venue sees it: title and introduction rendered with the venue's values, the questions." },
    exportSubmissions: { description: "The form's submissions as a spreadsheet, one column per question." },
  },
  endpoints: {
    getList: { method: 'GET', path: '/DynamicForms', permission, action: 'listForms', error: 'Unable to get dynamic forms' },
    venues: { method: 'GET', path: '/DynamicForms/Venues', permission, action: 'venues', error: 'Unable to get dynamic form venues' },
    getOne: { method: 'GET', path: '/DynamicForms/{id}', permission, store: 'get', error: 'Unable to get dynamic form' },
    create: { method: 'POST', path: '/DynamicForms', body: 'record', permission: write, action: 'create', error: 'Unable to add dynamic form' },
    update: { method: 'PUT', path: '/DynamicForms', body: 'record', id: 'body:id', permission: write, action: 'update', error: 'Unable to update dynamic form' },
    delete: { method: 'DELETE', path: '/DynamicForms/', params: { id: { in: 'query', type: 'string', required: true } }, id: 'query:id', permission: write, action: 'remove', returns: 'none', error: 'Unable to delete dynamic form' },
    duplicate: {
      method: 'POST',
      path: '/DynamicForms/duplicate',
      body: { fields: { id: { type: 'reference', reference: 'dynamicForms', required: true, label } } },
      permission: write,
      action: 'duplicate',
      error: 'Unable to duplicate dynamic form',
    },
    previewForVenue: {
      method: 'POST', access: 'read',
      path: '/DynamicForms/PreviewForVenue',
      body: { fields: { ...formId, venueId: { type: 'reference', reference: 'venues', required: true, label: LABELS.venue } } },
      permission,
      scope: { venue: 'body:venueId' },
      action: 'previewForVenue',
      error: 'Unable to preview dynamic form',
    },
    export: { method: 'POST', access: 'read', path: '/DynamicForms/Export', body: { fields: formId }, permission, action: 'exportSubmissions', returns: 'file', error: 'Unable to export dynamic form' },
  },
  routes: [
    { path: '/crm/dynamicforms', service: 'crm', menuGroup: 3, title, sidebar: { group: 'activation', order: 30, icon: 'DynamicForm' }, permission, screen: 'DynamicFormsScreen' },
  ],
});
