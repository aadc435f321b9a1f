import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

const permission = 'vp.crm.engageconfiguration.view';
const write = 'vp.crm.engageconfiguration.edit';

/** The signature appended to the email inbox's replies from a venue: one per venue, sanitised rich text. */
export default defineResource({
  name: 'emailSignatures',
  label: l('Email signature', 'E-mailsignatur', 'E-postsignatur', 'E-postsignatur', 'Sähköpostin allekirjoitus'),
  labelPlural: l('Email signatures', 'E-mailsignaturer', 'E-postsignaturer', 'E-postsignaturer', 'Sähköpostin allekirjoitukset'),
  api: 'crm',
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId'], unique: true }],
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: l('Venue', 'Sted', 'Restaurang', 'Sted', 'Ravintola') },
    html: { type: 'richText', required: true, label: l('Signature', 'Signatur', 'Signatur', 'Signatur', 'Allekirjoitus') },
  },
  actions: {
    get: { description: "The venue's signature, or null when it has none." },
    create: { description: 'Creates the signature of a venue (one per venue); the text is sanitised.' },
    update: { description: 'Changes the signature (with its version); the text is sanitised.' },
  },
  endpoints: {
    get: { method: 'GET', path: '/EngageEmail/EmailSignature', params: { venueId: { in: 'query', type: 'string', required: true, from: 'activeVenue' } }, permission, scope: { venue: 'query:venueId' }, action: 'get', error: 'Unable to get email signature' },
    create: { method: 'POST', path: '/EngageEmail/EmailSignature', body: 'record', permission: write, scope: { venue: 'body:venueId' }, action: 'create', error: 'Unable to create email signature' },
    update: { method: 'PUT', path: '/EngageEmail/EmailSignature', body: 'record', id: 'body:id', permission: write, scope: { venue: ['record', 'body:venueId'] }, action: 'update', error: 'Unable to update email signature' },
  },
});
