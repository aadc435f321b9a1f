import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

const permission = 'vp.crm.legaldocuments.view';
const write = 'vp.crm.legaldocuments.edit';
const idQuery = { id: { in: 'query', type: 'string', required: true } } as const;

const editable = {
  name: { type: 'text', required: true, maxLength: 200, show: ['list', 'form', 'detail'], label: l('Name', 'Navn', 'Namn', 'Navn', 'Nimi') },
  type: { type: 'enum', enum: 'legalDocumentType', required: true, show: ['list', 'form', 'detail'], label: l('Type', 'Type', 'Typ', 'Type', 'Tyyppi') },
  country: { type: 'enum', enum: 'country', required: true, show: ['list', 'form', 'detail'], label: l('Country', 'Land', 'Land', 'Land', 'Maa') },
  language: { type: 'enum', enum: 'locale', required: true, label: l('Language', 'Sprog', 'Språk', 'Språk', 'Kieli') },
} as const;
const content = {
  content: { type: 'richText', required: true, label: l('Text', 'Tekst', 'Text', 'Tekst', 'Teksti') },
  changeNote: { type: 'text', maxLength: 500, label: l('What changed', 'Hvad er ændret', 'Vad har ändrats', 'Hva er endret', 'Mitä muutettiin') },
} as const;

/**
 * Legal documents (privacy policy, terms, cookie policy ...) per country, each with its revisions. A change of the
 * text makes a new revision; old revisions never change. One document per type and country is enabled.
 */
export default defineResource({
  name: 'legalDocuments',
  label: l('Legal document', 'Juridisk dokument', 'Juridiskt dokument', 'Juridisk dokument', 'Juridinen asiakirja'),
  labelPlural: l('Legal documents', 'Juridiske dokumenter', 'Juridiska dokument', 'Juridiske dokumenter', 'Juridiset asiakirjat'),
  api: 'crm',
  recordRepresentation: 'name',
  scope: { country: 'country' },
  enums: {
    legalDocumentType: {
      values: [
        { value: 'PrivacyPolicy', label: l('Privacy policy', 'Privatlivspolitik', 'Integritetspolicy', 'Personvernerklæring', 'Tietosuojaseloste') },
        { value: 'TermsAndConditions', label: l('Terms and conditions', 'Vilkår og betingelser', 'Allmänna villkor', 'Vilkår og betingelser', 'Käyttöehdot') },
        { value: 'CookiePolicy', label: l('Cookie policy', 'Cookiepolitik', 'Cookiepolicy', 'Retningslinjer for informasjonskapsler', 'Evästekäytäntö') },
        { value: 'MarketingConsent', label: l('Marketing consent', 'Markedsføringssamtykke', 'Samtycke till marknadsföring', 'Samtykke til markedsføring', 'Markkinointisuostumus') },
        { value: 'Other', label: l('Other', 'Andet', 'Övrigt', 'Annet', 'Muu') },
      ],
    },
  },
  fields: {
    ...editable,
    isEnabled: { type: 'boolean', default: false, show: ['list', 'form', 'detail'], label: l('Enabled', 'Aktiveret', 'Aktiverad', 'Aktivert', 'Käytössä') },
    currentRevision: { type: 'number', integer: true, readOnly: true, label: l('Revision', 'Udgave', 'Version', 'Revisjon', 'Versio') },
    revisions: {
      type: 'list',
      readOnly: true,
      of: {
        type: 'object',
        fields: {
          revision: { type: 'number', integer: true, required: true, label: l('Revision', 'Udgave', 'Version', 'Revisjon', 'Versio') },
          ...content,
          publishedAt: { type: 'datetime', required: true, label: l('Published', 'Udgivet', 'Publicerad', 'Publisert', 'Julkaistu') },
          publishedBy: { type: 'reference', reference: 'users', label: l('Published by', 'Udgivet af', 'Publicerad av', 'Publisert av', 'Julkaisija') },
        },
        label: l('Revision', 'Udgave', 'Version', 'Revisjon', 'Versio'),
      },
      label: l('Revisions', 'Revisioner', 'Revisioner', 'Revisjoner', 'Versiot'),
    },
  },
  actions: {
    list: { description: 'The documents of the countries where the user holds the permission, without their texts.' },
    get: { description: 'A document with every revision.' },
    getRevision: { description: 'One revision of a document, as published (the text a guest agreed to); also for who sees guest profiles, whose consent evidence names it.' },
    create: { description: 'Creates a document with its first revision (text sanitised).' },
    update: { description: 'Saves a document; a changed text becomes a new revision; enabling it disables the other documents of its type and country.' },
    remove: { description: 'Deletes a document that is not enabled.' },
    guestPermissions: { description: 'The permissions a guest can give (the eight consent types) with their texts and the enabled documents that govern them.' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/LegalDocuments', permission, action: 'list', error: 'Unable to get legal documents' },
    getOne: { method: 'GET', path: '/LegalDocuments/{id}', permission, scope: { country: 'record' }, action: 'get', error: 'Unable to get legal document' },
    getRevision: {
      method: 'GET',
      path: '/LegalDocuments/{id}/revisions/{revision}',
      params: { revision: { in: 'path', type: 'integer' } },
      permission: [permission, 'vp.crm.guestprofiles.view'],
      scope: { country: 'record' },
      action: 'getRevision',
      error: 'Unable to get legal document',
    },
    create: { method: 'POST', path: '/LegalDocuments', body: { fields: { ...editable, ...content } }, permission: write, scope: { country: 'body:country' }, action: 'create', error: 'Unable to add legal document' },
    update: {
      method: 'PUT',
      path: '/LegalDocuments',
      body: {
        fields: {
          id: { type: 'text', required: true, label: l('Id', 'Id', 'Id', 'Id', 'Tunnus') },
          version: { type: 'number', integer: true, required: true, label: l('Version', 'Version', 'Version', 'Versjon', 'Versio') },
          ...editable,
          isEnabled: { type: 'boolean', required: true, label: l('Enabled', 'Aktiveret', 'Aktiverad', 'Aktivert', 'Käytössä') },
          ...content,
        },
      },
      id: 'body:id',
      permission: write,
      scope: { country: ['record', 'body:country'] },
      action: 'update',
      error: 'Unable to update legal document',
    },
    delete: { method: 'DELETE', path: '/LegalDocuments', params: idQuery, id: 'query:id', permission: write, scope: { country: 'record' }, action: 'remove', returns: 'none', error: 'Unable to delete legal document' },
    guestPermissions: { method: 'GET', path: '/LegalDocuments/GuestPermissions', permission, action: 'guestPermissions', error: 'Unable to get guest permissions' },
  },
  routes: [
    {
      path: '/crm/legaldocuments',
      service: 'crm',
      menuGroup: 3,
      title: l('Compliance', 'Regelefterlevelse', 'Efterlevnad', 'Etterlevelse', 'Vaatimustenmukaisuus'),
      sidebar: { group: 'activation', order: 60, icon: 'Gavel', label: l('Compliance', 'Regelefterlevelse', 'Efterlevnad', 'Etterlevelse', 'Vaatimustenmukaisuus') },
      permission,
      screen: 'ComplianceScreen',
    },
    {
      path: '/crm/legaldocument/:id',
      service: 'crm',
      menuGroup: 3,
      title: l('Legal document', 'Juridisk dokument', 'Juridiskt dokument', 'Juridisk dokument', 'Juridinen asiakirja'),
      permission,
      parent: '/crm/legaldocuments',
      screen: 'LegalDocumentScreen',
    },
  ],
});
