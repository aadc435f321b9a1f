import { defineResource } from '../dsl';

const readers = ['vp.life.operationlinks.show', 'vp.vp.operationlinks.show'];
const write = 'vp.life.operationlinks.edit';

/** Links to the tools and documents venues use every day, kept per country by LIFE administrators. */
export default defineResource({
  name: 'operationLinks',
  label: { eng: 'Operation link', dan: 'Driftslink', swe: 'Driftslänk', nor: 'Driftslenke', fin: 'Toimintalinkki' },
  labelPlural: { eng: 'Operation links', dan: 'Driftslinks', swe: 'Driftslänkar', nor: 'Driftslenker', fin: 'Toimintalinkit' },
  api: 'main',
  recordRepresentation: 'title',
  defaultSort: { field: 'sortOrder', order: 'ASC' },
  scope: { country: 'country' },
  enums: {
    category: {
      values: [
        { value: 'operations', color: 'primary', label: { eng: 'Operations', dan: 'Drift', swe: 'Drift', nor: 'Drift', fin: 'Toiminta' } },
        { value: 'people', color: 'secondary', label: { eng: 'People', dan: 'Medarbejdere', swe: 'Personal', nor: 'Ansatte', fin: 'Henkilöstö' } },
        { value: 'finance', color: 'info', label: { eng: 'Finance', dan: 'Økonomi', swe: 'Ekonomi', nor: 'Økonomi', fin: 'Talous' } },
        { value: 'suppliers', color: 'warning', label: { eng: 'Suppliers', dan: 'Leverandører', swe: 'Leverantörer', nor: 'Leverandører', fin: 'Toimittajat' } },
        { value: 'other', color: 'default', label: { eng: 'Other', dan: 'Andet', swe: 'Övrigt', nor: 'Annet', fin: 'Muu' } },
      ],
    },
  },
  fields: {
    title: { type: 'text', required: true, maxLength: 120, search: 'prefix', show: ['list', 'form', 'detail'], label: { eng: 'Title', dan: 'Titel', swe: 'Titel', nor: 'Tittel', fin: 'Otsikko' } },
    url: { type: 'text', format: 'url', required: true, maxLength: 2000, show: ['list', 'form', 'detail'], label: { eng: 'Link', dan: 'Link', swe: 'Länk', nor: 'Lenke', fin: 'Linkki' } },
    category: { type: 'enum', enum: 'category', required: true, default: 'operations', show: ['list', 'filter', 'form', 'detail'], label: { eng: 'Category', dan: 'Kategori', swe: 'Kategori', nor: 'Kategori', fin: 'Luokka' } },
    description: { type: 'text', multiline: true, maxLength: 1000, show: ['list', 'form', 'detail'], label: { eng: 'Description', dan: 'Beskrivelse', swe: 'Beskrivning', nor: 'Beskrivelse', fin: 'Kuvaus' } },
    country: { type: 'enum', enum: 'country', required: true, show: ['form', 'detail'], label: { eng: 'Country', dan: 'Land', swe: 'Land', nor: 'Land', fin: 'Maa' } },
    sortOrder: { type: 'number', integer: true, min: 0, default: 0, show: ['form', 'detail'], label: { eng: 'Sort order', dan: 'Sortering', swe: 'Sorteringsordning', nor: 'Sorteringsrekkefølge', fin: 'Järjestys' } },
  },
  endpoints: {
    getOne: { method: 'GET', path: '/Operations/{id}', permission: readers, scope: { country: 'record' }, store: 'get', error: 'Unable to get operation link' },
    getList: {
      method: 'GET',
      path: '/Operations/ByCountry/{country}',
      params: { country: { in: 'path', type: 'enum', enum: 'country', from: 'activeCountry' } },
      permission: readers,
      scope: { country: 'path:country' },
      store: 'list',
      error: 'Unable to get operation links',
    },
    create: { method: 'POST', path: '/Operations', body: 'record', permission: write, scope: { country: 'body:country' }, store: 'create', error: 'Unable to create operation link' },
    update: { method: 'PUT', path: '/Operations/{id}', body: 'record', permission: write, scope: { country: ['record', 'body:country'] }, store: 'update', error: 'Unable to update operation link' },
    delete: { method: 'DELETE', path: '/Operations/{id}', permission: write, scope: { country: 'record' }, store: 'delete', error: 'Unable to delete operation link' },
  },
  routes: [
    {
      path: '/life/operationlinks',
      service: 'life',
      menuGroup: 2,
      title: { eng: 'Operation links', dan: 'Driftslinks', swe: 'Driftslänkar', nor: 'Driftslenker', fin: 'Toimintalinkit' },
      sidebar: { group: 'general', order: 60, icon: 'Link' },
      permission: 'vp.life.operationlinks.show',
      views: ['list', 'create', 'edit'],
    },
    {
      path: '/vp/operationLinks',
      service: 'venue',
      menuGroup: 0,
      title: { eng: 'Operation links', dan: 'Driftslinks', swe: 'Driftslänkar', nor: 'Driftslenker', fin: 'Toimintalinkit' },
      sidebar: { group: 'operations', order: 90, icon: 'Link' },
      permission: 'vp.vp.operationlinks.show',
      views: ['list'],
    },
  ],
});
