import { defineResource } from '../dsl';
import { l, LABELS } from './activation/labels';

/**
 * Test emails and SMS of venue campaigns. The embedded mode sends nothing: a test message is rendered and kept
 * here, and the campaign screen shows it as it would arrive.
 */
export default defineResource({
  name: 'campaignOutbox',
  label: l('Test message', 'Testbesked', 'Testmeddelande', 'Testmelding', 'Testiviesti'),
  labelPlural: l('Test messages', 'Testbeskeder', 'Testmeddelanden', 'Testmeldinger', 'Testiviestit'),
  api: 'crm',
  internal: true,
  versioned: false,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueCampaignId'] }],
  enums: {
    channel: {
      values: [
        { value: 'Email', label: l('Email', 'E-mail', 'E-post', 'E-post', 'Sähköposti') },
        { value: 'Sms', label: l('SMS', 'SMS', 'SMS', 'SMS', 'Tekstiviesti') },
      ],
    },
  },
  fields: {
    venueCampaignId: { type: 'reference', reference: 'venueCampaigns', required: true, label: l('Venue campaign', 'Stedskampagne', 'Restaurangkampanj', 'Stedskampanje', 'Ravintolan kampanja') },
    venueId: { type: 'reference', reference: 'venues', required: true, label: LABELS.venue },
    channel: { type: 'enum', enum: 'channel', required: true, label: l('Channel', 'Kanal', 'Kanal', 'Kanal', 'Kanava') },
    recipient: { type: 'text', required: true, maxLength: 200, label: l('Recipient', 'Modtager', 'Mottagare', 'Mottaker', 'Vastaanottaja') },
    subject: { type: 'text', maxLength: 300, label: LABELS.subject },
    body: { type: 'richText', label: LABELS.body },
  },
});
