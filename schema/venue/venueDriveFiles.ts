import { defineResource } from '../dsl';

/** The sharing of a venue drive file (its id is the file's media id); a file without a row is the venue's own. */
export default defineResource({
  name: 'venueDriveFiles',
  label: { eng: 'Drive file', dan: 'Drevfil', swe: 'Lagringsfil', nor: 'Diskfil', fin: 'Aseman tiedosto' },
  labelPlural: { eng: 'Drive files', dan: 'Drevfiler', swe: 'Lagringsfiler', nor: 'Diskfiler', fin: 'Aseman tiedostot' },
  api: 'main',
  internal: true,
  versioned: false,
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['domainPermission'] }],
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } },
    domainPermission: { type: 'text', required: true, maxLength: 20, label: { eng: 'Who sees it', dan: 'Hvem ser den', swe: 'Vem ser den', nor: 'Hvem ser den', fin: 'Kuka näkee sen' } },
  },
});
