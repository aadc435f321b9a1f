import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

/**
 * Mail the portal sent to a guest (the confirmation of an email consent): every message is kept here with how it went
 * out (`transport`: Outbox when no mail server is configured, which sends nothing, or Smtp). The guest's profile shows
 * it. Written by src/server/mail/guestMail.ts.
 */
export default defineResource({
  name: 'guestMailOutbox',
  label: l('Mail to a guest', 'Mail til en gæst', 'E-post till en gäst', 'E-post til en gjest', 'Sähköposti asiakkaalle'),
  labelPlural: l('Mail to guests', 'Mails til gæster', 'E-post till gäster', 'E-post til gjester', 'Sähköpostit asiakkaille'),
  api: 'crm',
  internal: true,
  versioned: false,
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['guestId', 'createdAt'] }],
  fields: {
    guestId: { type: 'reference', reference: 'guestProfiles', required: true, label: l('Guest', 'Gæst', 'Gäst', 'Gjest', 'Asiakas') },
    venueId: { type: 'reference', reference: 'venues', label: l('Venue', 'Sted', 'Restaurang', 'Sted', 'Ravintola') },
    kind: { type: 'text', required: true, maxLength: 40, label: l('Kind', 'Slags', 'Slag', 'Type', 'Laji') },
    recipient: { type: 'text', required: true, maxLength: 200, label: l('Recipient', 'Modtager', 'Mottagare', 'Mottaker', 'Vastaanottaja') },
    subject: { type: 'text', required: true, maxLength: 300, label: l('Subject', 'Emne', 'Ämne', 'Emne', 'Aihe') },
    body: { type: 'text', required: true, multiline: true, maxLength: 10000, label: l('Text', 'Tekst', 'Text', 'Tekst', 'Teksti') },
    transport: { type: 'text', required: true, maxLength: 20, label: l('Sent by', 'Sendt via', 'Skickat via', 'Sendt via', 'Lähetystapa') },
  },
});
