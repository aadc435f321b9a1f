import { defineResource } from '../dsl';
import { l } from './activation/labels';

/** The handlebar catalogue (src/shared/crm/handlebars.ts) served to template editors; nothing stored. */
export default defineResource({
  name: 'handlebars',
  label: l('Placeholder', 'Pladsholder', 'Platshållare', 'Plassholder', 'Paikkamerkki'),
  labelPlural: l('Placeholders', 'Pladsholdere', 'Platshållare', 'Plassholdere', 'Paikkamerkit'),
  api: 'crm',
  stored: false,
  fields: {},
  actions: {
    catalogue: { description: 'Every group of placeholders, each with its handlebar, name, description and sample value.' },
  },
  endpoints: {
    catalogue: {
      method: 'GET',
      path: '/Handlebars',
      permission: ['vp.crm.emailtemplates.view', 'vp.crm.campaigns.view', 'vp.vp.venuecampaigns.view', 'vp.crm.automations.view', 'vp.crm.dynamicforms.view', 'vp.crm.engageconfiguration.view'],
      action: 'catalogue',
      error: 'Unable to get the handlebar catalogue',
    },
  },
});
