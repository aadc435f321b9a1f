import { defineResource } from '../dsl';
import { l, labels, listTypeEnum, questionKindEnum } from './parts/common';

const read = 'vp.life.lists.show';
const write = 'vp.life.lists.edit';
const title = l('Lists', 'Lister', 'Listor', 'Lister', 'Listat');
const countryQuery = { country: { in: 'query', type: 'enum', enum: 'country', required: true, from: 'activeCountry' } } as const;
const typePath = { type: { in: 'path', type: 'enum', enum: 'listType' } } as const;

const named = (label: typeof labels.category) =>
  ({
    type: 'object',
    label,
    fields: {
      id: { type: 'text', required: true, maxLength: 40, label: labels.id },
      name: { type: 'multilingual', maxLength: 120, label: labels.name },
    },
  }) as const;

const question = {
  type: 'object',
  label: l('Question', 'Spørgsmål', 'Fråga', 'Spørsmål', 'Kysymys'),
  fields: {
    id: { type: 'text', required: true, maxLength: 40, label: labels.id },
    kind: { type: 'enum', enum: 'questionKind', required: true, label: l('Kind', 'Type', 'Typ', 'Type', 'Laji') },
    text: { type: 'multilingual', maxLength: 500, label: l('Question', 'Spørgsmål', 'Fråga', 'Spørsmål', 'Kysymys') },
    help: { type: 'multilingual', multiline: true, maxLength: 1000, label: l('Guidance', 'Vejledning', 'Vägledning', 'Veiledning', 'Ohje') },
    categoryId: { type: 'text', maxLength: 40, label: labels.category },
    areaId: { type: 'text', maxLength: 40, label: labels.area },
    weight: { type: 'number', min: 0, max: 10, label: l('Weight', 'Vægt', 'Vikt', 'Vekt', 'Painoarvo') },
    required: { type: 'boolean', label: l('Required', 'Påkrævet', 'Obligatorisk', 'Påkrevd', 'Pakollinen') },
  },
} as const;

/** One version of a list (checklist) of a type in a country: a draft, the published one, or an archived one. */
export default defineResource({
  name: 'lists',
  label: l('List', 'Liste', 'Lista', 'Liste', 'Lista'),
  labelPlural: title,
  api: 'main',
  recordRepresentation: 'title',
  defaultSort: { field: 'listVersion', order: 'DESC' },
  scope: { country: 'country' },
  indexes: [{ fields: ['type', 'country', 'listVersion'], unique: true }],
  enums: {
    listType: listTypeEnum,
    questionKind: questionKindEnum,
    status: {
      values: [
        { value: 'draft', color: 'info', label: l('Draft', 'Kladde', 'Utkast', 'Utkast', 'Luonnos') },
        { value: 'published', color: 'success', label: l('Published', 'Udgivet', 'Publicerad', 'Publisert', 'Julkaistu') },
        { value: 'archived', color: 'default', label: l('Archived', 'Arkiveret', 'Arkiverad', 'Arkivert', 'Arkistoitu') },
      ],
    },
  },
  fields: {
    type: { type: 'enum', enum: 'listType', required: true, show: ['list', 'filter', 'form', 'detail'], label: labels.listType },
    country: { type: 'enum', enum: 'country', required: true, label: labels.country },
    listVersion: { type: 'number', integer: true, min: 1, readOnly: true, label: l('Version', 'Version', 'Version', 'Versjon', 'Versio') },
    status: { type: 'enum', enum: 'status', readOnly: true, label: l('Status', 'Status', 'Status', 'Status', 'Tila') },
    title: { type: 'multilingual', required: true, maxLength: 120, label: labels.title },
    description: { type: 'multilingual', multiline: true, maxLength: 2000, label: l('Description', 'Beskrivelse', 'Beskrivning', 'Beskrivelse', 'Kuvaus') },
    categories: { type: 'list', maxItems: 50, of: named(labels.category), label: l('Categories', 'Kategorier', 'Kategorier', 'Kategorier', 'Kategoriat') },
    areas: { type: 'list', maxItems: 50, of: named(labels.area), label: l('Areas', 'Områder', 'Områden', 'Områder', 'Alueet') },
    questions: { type: 'list', maxItems: 300, of: question, label: l('Questions', 'Spørgsmål', 'Frågor', 'Spørsmål', 'Kysymykset') },
    publishedAt: { type: 'datetime', readOnly: true, label: l('Published', 'Udgivet', 'Publicerad', 'Publisert', 'Julkaistu') },
    publishedBy: { type: 'reference', reference: 'users', readOnly: true, label: l('Published by', 'Udgivet af', 'Publicerad av', 'Publisert av', 'Julkaisija') },
  },
  actions: {
    queryLatest: { description: 'Each list type of the country with its newest version and its published version.' },
    queryLatestForVenue: { description: "The published list of each type in the venue's country, with the venue's submissions of it." },
    categoriesByType: { description: 'The categories of the newest version of a type in a country.' },
    areasByType: { description: 'The areas of the newest version of a type in a country.' },
    allCategories: { description: 'The category names of the newest version of every list in the countries the caller may see.' },
    save: { description: 'Saves a draft with its categories, areas and questions (version-checked); published and archived versions are read-only.' },
    newVersion: { description: 'Starts a draft of a type in a country as a copy of the newest version; one draft at a time.' },
    publish: { description: 'Publishes a complete draft; the version published before it is archived.' },
    create: { description: 'Starts the first version of a list type in a country.' },
    copy: { description: 'Copies a version into a new draft of a type in another (or the same) country.' },
    newQuestion: { description: 'Adds a blank question of a kind to a draft, at the version the caller saw (409 on a stale one).' },
  },
  endpoints: {
    getOne: { method: 'GET', path: '/Lists/{id}', permission: read, scope: { country: 'record' }, store: 'get', error: 'Unable to get list' },
    queryLatest: { method: 'GET', path: '/Lists/QueryLatest', params: countryQuery, permission: read, scope: { country: 'query:country' }, action: 'queryLatest', error: 'Unable to get lists' },
    queryLatestForVenue: {
      method: 'GET',
      path: '/Lists/QueryLatestForVenue/{venueId}',
      params: { venueId: { in: 'path', type: 'string', from: 'activeVenue' } },
      permission: 'vp.vp.lists.show',
      scope: { venue: 'path:venueId' },
      action: 'queryLatestForVenue',
      error: 'Unable to get venue lists',
    },
    byType: {
      method: 'GET',
      path: '/Lists/ByType/{type}',
      params: { ...typePath, ...countryQuery },
      permission: read,
      scope: { country: 'query:country' },
      store: 'list',
      error: 'Unable to get list versions',
    },
    categoriesByType: {
      method: 'GET',
      path: '/Lists/Categories/{type}',
      params: { ...typePath, ...countryQuery },
      permission: read,
      scope: { country: 'query:country' },
      action: 'categoriesByType',
      error: 'Unable to get list categories',
    },
    areasByType: {
      method: 'GET',
      path: '/Lists/Areas/{type}',
      params: { ...typePath, ...countryQuery },
      permission: read,
      scope: { country: 'query:country' },
      action: 'areasByType',
      error: 'Unable to get list areas',
    },
    allCategories: { method: 'GET', path: '/Lists/Categories', permission: [read, 'vp.life.lists.managerules'], action: 'allCategories', error: 'Unable to get list categories' },
    update: { method: 'PUT', path: '/Lists/Save', body: 'record', id: 'body:id', permission: write, scope: { country: ['record', 'body:country'] }, action: 'save', error: 'Unable to save list' },
    newVersion: { method: 'POST', path: '/Lists/NewVersion/{type}', params: { ...typePath, ...countryQuery }, permission: write, scope: { country: 'query:country' }, action: 'newVersion', error: 'Unable to create new list version' },
    publish: {
      method: 'POST',
      path: '/Lists/Publish',
      body: { fields: { listId: { type: 'reference', reference: 'lists', required: true, label: labels.list } } },
      id: 'body:listId',
      permission: write,
      scope: { country: 'record' },
      action: 'publish',
      error: 'Unable to publish list',
    },
    create: {
      method: 'POST',
      path: '/Lists',
      body: { fields: { type: { type: 'enum', enum: 'listType', required: true, label: labels.listType }, country: { type: 'enum', enum: 'country', required: true, label: labels.country }, title: { type: 'multilingual', required: true, maxLength: 120, label: labels.title } } },
      permission: write,
      scope: { country: 'body:country' },
      action: 'create',
      error: 'Unable to create list',
    },
    copy: {
      method: 'POST',
      path: '/Lists/Copy',
      body: {
        fields: {
          listId: { type: 'reference', reference: 'lists', required: true, label: labels.list },
          country: { type: 'enum', enum: 'country', required: true, label: labels.country },
          type: { type: 'enum', enum: 'listType', label: labels.listType },
        },
      },
      id: 'body:listId',
      permission: write,
      scope: { country: ['record', 'body:country'] },
      action: 'copy',
      error: 'Unable to copy list',
    },
    newQuestion: {
      method: 'POST',
      path: '/Lists/NewQuestion/{id}',
      body: {
        fields: {
          kind: { type: 'enum', enum: 'questionKind', label: l('Kind', 'Type', 'Typ', 'Type', 'Laji') },
          categoryId: { type: 'text', maxLength: 40, label: labels.category },
          areaId: { type: 'text', maxLength: 40, label: labels.area },
          // The version of the list the question is added to: a list changed since is 409, like PUT /Lists/Save.
          version: { type: 'number', integer: true, required: true, label: l('Version', 'Version', 'Version', 'Versjon', 'Versio') },
        },
      },
      permission: write,
      scope: { country: 'record' },
      action: 'newQuestion',
      error: 'Unable to add question',
    },
  },
  routes: [
    {
      path: '/life/lists',
      service: 'life',
      menuGroup: 2,
      title,
      sidebar: { group: 'lists', order: 10, icon: 'FactCheck' },
      permission: read,
      screen: 'ListsScreen',
    },
    {
      path: '/life/lists/:id',
      service: 'life',
      menuGroup: 2,
      title: l('List version', 'Listeversion', 'Listversion', 'Listeversjon', 'Listan versio'),
      permission: read,
      screen: 'ListEditorScreen',
      parent: '/life/lists',
    },
  ],
});
