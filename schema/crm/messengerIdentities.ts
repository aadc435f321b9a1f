import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

const permission = 'vp.crm.engageconfiguration.view';
const write = 'vp.crm.engageconfiguration.edit';

/** The social media pages (Facebook, Instagram) a venue answers guests from in the messenger inbox. */
export default defineResource({
  name: 'messengerIdentities',
  label: l('Messenger identity', 'Messenger-identitet', 'Messenger-identitet', 'Messenger-identitet', 'Messenger-identiteetti'),
  labelPlural: l('Messenger identities', 'Messenger-identiteter', 'Messenger-identiteter', 'Messenger-identiteter', 'Messenger-identiteetit'),
  api: 'crm',
  versioned: false,
  recordRepresentation: 'pageName',
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['platform', 'pageId'], unique: true }],
  enums: {
    messengerPlatform: {
      values: [
        { value: 'Facebook', label: l('Facebook Messenger', 'Facebook Messenger', 'Facebook Messenger', 'Facebook Messenger', 'Facebook Messenger') },
        { value: 'Instagram', label: l('Instagram', 'Instagram', 'Instagram', 'Instagram', 'Instagram') },
      ],
    },
  },
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: l('Venue', 'Sted', 'Restaurang', 'Sted', 'Ravintola') },
    platform: { type: 'enum', enum: 'messengerPlatform', required: true, label: l('Platform', 'Platform', 'Plattform', 'Plattform', 'Alusta') },
    pageId: { type: 'text', required: true, maxLength: 60, pattern: '^[0-9A-Za-z_.-]+$', label: l('Page id', 'Side-id', 'Sid-id', 'Side-id', 'Sivun tunnus') },
    pageName: { type: 'text', required: true, maxLength: 120, label: l('Page name', 'Sidenavn', 'Sidnamn', 'Sidenavn', 'Sivun nimi') },
  },
  actions: {
    list: { description: 'The identities of the venues where the user holds the permission (optionally one venue).' },
    add: { description: 'Connects a page to a venue; a page belongs to one venue.' },
  },
  endpoints: {
    getList: {
      method: 'GET',
      path: '/EngageMessenger/Identities',
      params: { venueId: { in: 'query', type: 'string' } },
      permission,
      action: 'list',
      error: 'Unable to get messenger identities',
    },
    create: { method: 'POST', path: '/EngageMessenger/Identities', body: 'record', permission: write, scope: { venue: 'body:venueId' }, action: 'add', error: 'Unable to add messenger identity' },
    delete: {
      method: 'DELETE',
      path: '/EngageMessenger/Identities/',
      params: { id: { in: 'query', type: 'string', required: true } },
      id: 'query:id',
      permission: write,
      scope: { venue: 'record' },
      store: 'delete',
      error: 'Unable to delete messenger identity',
    },
  },
  routes: [
    {
      path: '/crm/engage/configuration',
      service: 'crm',
      menuGroup: 3,
      title: l('Inbox configuration', 'Indbakkeopsætning', 'Inkorgsinställningar', 'Innboksoppsett', 'Saapuneiden asetukset'),
      sidebar: { group: 'engage', order: 130, icon: 'SettingsSuggest', label: l('Configuration', 'Opsætning', 'Inställningar', 'Oppsett', 'Asetukset') },
      permission,
      screen: 'EngageConfigurationScreen',
    },
  ],
});
