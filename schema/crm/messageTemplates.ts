import { defineResource } from '../dsl';
import { l, LABELS } from './activation/labels';

const readers = ['vp.crm.emailtemplates.view', 'vp.crm.engageconfiguration.view', 'vp.crm.engagemessenger.view', 'vp.crm.engageemail.view'];
const writers = ['vp.crm.emailtemplates.edit', 'vp.crm.engageconfiguration.edit'];

const template = {
  templateType: { type: 'enum', enum: 'messageTemplateType', required: true, label: l('Format', 'Format', 'Format', 'Format', 'Muoto') },
  subject: { type: 'text', maxLength: 300, label: LABELS.subject },
  body: { type: 'text', required: true, multiline: true, maxLength: 20000, label: LABELS.body },
} as const;

/** Reply templates of a venue's inboxes (HTML or plain text), with handlebar placeholders. */
export default defineResource({
  name: 'messageTemplates',
  label: l('Message template', 'Beskedskabelon', 'Meddelandemall', 'Meldingsmal', 'Viestipohja'),
  labelPlural: l('Message templates', 'Beskedskabeloner', 'Meddelandemallar', 'Meldingsmaler', 'Viestipohjat'),
  api: 'crm',
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  scope: { venue: 'venueId' },
  enums: {
    messageTemplateType: {
      values: [
        { value: 'Html', color: 'primary', label: l('HTML', 'HTML', 'HTML', 'HTML', 'HTML') },
        { value: 'Plain', color: 'default', label: l('Plain text', 'Ren tekst', 'Ren text', 'Ren tekst', 'Pelkkä teksti') },
      ],
    },
  },
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, index: true, label: LABELS.venue },
    name: { type: 'text', required: true, maxLength: 200, show: ['list', 'form', 'detail'], label: LABELS.name },
    enabled: { type: 'boolean', default: true, show: ['list', 'form', 'detail'], label: LABELS.enabled },
    template: { type: 'object', required: true, fields: template, label: l('Template', 'Skabelon', 'Mall', 'Mal', 'Pohja') },
  },
  actions: {
    create: { description: 'Creates a template at a venue; HTML is sanitised, plain text loses any markup; the body must be a valid handlebars template.' },
    update: { description: 'Saves a template with a version check, sanitised like a new one.' },
  },
  endpoints: {
    getList: {
      method: 'GET',
      path: '/MessageTemplates/{venueId}',
      params: { venueId: { in: 'path', type: 'string' } },
      permission: readers,
      scope: { venue: 'path:venueId' },
      store: 'list',
      error: 'Unable to get message templates',
    },
    create: { method: 'POST', path: '/MessageTemplates', body: 'record', permission: writers, scope: { venue: 'body:venueId' }, action: 'create', error: 'Unable to add message template' },
    update: { method: 'PUT', path: '/MessageTemplates', body: 'record', id: 'body:id', permission: writers, scope: { venue: ['record', 'body:venueId'] }, action: 'update', error: 'Unable to update message template' },
    delete: {
      method: 'DELETE',
      path: '/MessageTemplates/',
      params: { id: { in: 'query', type: 'string', required: true } },
      id: 'query:id',
      permission: writers,
      scope: { venue: 'record' },
      store: 'delete',
      error: 'Unable to delete message template',
    },
  },
});
