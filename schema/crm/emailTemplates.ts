import { defineResource } from '../dsl';
import { l, LABELS } from './activation/labels';

const permission = 'vp.crm.emailtemplates.view';
const write = 'vp.crm.emailtemplates.edit';
const title = l('Email templates', 'E-mailskabeloner', 'E-postmallar', 'E-postmaler', 'Sähköpostipohjat');

/** Email templates for campaigns and automations: a subject and HTML with handlebar placeholders, sanitised on save. */
export default defineResource({
  name: 'emailTemplates',
  label: LABELS.emailTemplate,
  labelPlural: title,
  api: 'crm',
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  enums: {
    templateType: {
      values: [
        { value: 'Campaign', color: 'primary', label: l('Campaign', 'Kampagne', 'Kampanj', 'Kampanje', 'Kampanja') },
        { value: 'Automation', color: 'secondary', label: l('Automation', 'Automatisering', 'Automatisering', 'Automatisering', 'Automaatio') },
      ],
    },
  },
  fields: {
    name: { type: 'text', required: true, maxLength: 200, search: 'prefix', show: ['list', 'form', 'detail'], label: LABELS.name },
    type: { type: 'enum', enum: 'templateType', required: true, default: 'Campaign', show: ['list', 'filter', 'form', 'detail'], label: l('Type', 'Type', 'Typ', 'Type', 'Tyyppi') },
    enabled: { type: 'boolean', default: false, show: ['list', 'filter', 'form', 'detail'], label: LABELS.enabled },
    description: { type: 'text', multiline: true, maxLength: 1000, label: LABELS.description },
    subject: { type: 'text', maxLength: 300, label: LABELS.subject },
    html: { type: 'richText', label: LABELS.html },
  },
  actions: {
    create: { description: 'Creates a template; the HTML is sanitised and must be a valid handlebars template.' },
    update: { description: 'Saves a template with a version check; the HTML is sanitised and must be a valid handlebars template.' },
    duplicate: { description: 'Copies a template as a new disabled one named "Copy of ...".' },
    remove: { description: 'Deletes a template that no automation sends.' },
    forCampaigns: { description: 'The templates campaigns may use: enabled, of type Campaign (for venue users too).' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/EmailTemplates', permission, store: 'list', error: 'Unable to get email templates' },
    forCampaigns: {
      method: 'GET',
      path: '/EmailTemplates/ForCampaigns',
      permission: ['vp.crm.emailtemplates.view', 'vp.crm.campaigns.view', 'vp.vp.venuecampaigns.view'],
      action: 'forCampaigns',
      error: 'Unable to get email templates',
    },
    getOne: { method: 'GET', path: '/EmailTemplates/{id}', permission, store: 'get', error: 'Unable to get email template' },
    create: { method: 'POST', path: '/EmailTemplates', body: 'record', permission: write, action: 'create', error: 'Unable to add email template' },
    update: { method: 'PUT', path: '/EmailTemplates', body: 'record', id: 'body:id', permission: write, action: 'update', error: 'Unable to update email template' },
    duplicate: {
      method: 'POST',
      path: '/EmailTemplates/duplicate',
      body: { fields: { id: { type: 'reference', reference: 'emailTemplates', required: true, label: LABELS.emailTemplate } } },
      permission: write,
      action: 'duplicate',
      error: 'Unable to duplicate email template',
    },
    delete: { method: 'DELETE', path: '/EmailTemplates/', params: { id: { in: 'query', type: 'string', required: true } }, id: 'query:id', permission: write, action: 'remove', returns: 'none', error: 'Unable to delete email template' },
  },
  routes: [
    {
      path: '/crm/email-templates',
      service: 'crm',
      menuGroup: 3,
      title,
      sidebar: { group: 'activation', order: 40, icon: 'Drafts' },
      permission,
      screen: 'EmailTemplatesScreen',
    },
  ],
});
