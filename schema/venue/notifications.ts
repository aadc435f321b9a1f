import { defineResource } from '../dsl';

/** Messages to one user: a task assigned, a campaign approved, a report due. Unread until all are marked read. */
export default defineResource({
  name: 'notifications',
  label: { eng: 'Notification', dan: 'Notifikation', swe: 'Avisering', nor: 'Varsel', fin: 'Ilmoitus' },
  labelPlural: { eng: 'Notifications', dan: 'Notifikationer', swe: 'Aviseringar', nor: 'Varsler', fin: 'Ilmoitukset' },
  api: 'main',
  recordRepresentation: 'title',
  versioned: false,
  // One notification per user and source: a comment edited again does not mention the same person twice.
  indexes: [{ fields: ['userId', 'isRead'] }, { fields: ['userId', 'sourceKey'], unique: true }],
  enums: {
    kind: { values: [{ value: 'mention', label: { eng: 'Mention', dan: 'Omtale', swe: 'Omnämnande', nor: 'Omtale', fin: 'Maininta' } }] },
    place: {
      values: [
        { value: 'news', label: { eng: 'News', dan: 'Nyheder', swe: 'Nyheter', nor: 'Nyheter', fin: 'Uutiset' } },
        { value: 'activationPlan', label: { eng: 'Activation plan', dan: 'Aktiveringsplan', swe: 'Aktiveringsplan', nor: 'Aktiveringsplan', fin: 'Aktivointisuunnitelma' } },
        { value: 'meeting', label: { eng: 'Meeting', dan: 'Møde', swe: 'Möte', nor: 'Møte', fin: 'Kokous' } },
      ],
    },
  },
  fields: {
    userId: { type: 'reference', reference: 'users', required: true, label: { eng: 'User', dan: 'Bruger', swe: 'Användare', nor: 'Bruker', fin: 'Käyttäjä' } },
    venueId: { type: 'reference', reference: 'venues', label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } },
    title: { type: 'text', required: true, maxLength: 200, label: { eng: 'Title', dan: 'Titel', swe: 'Titel', nor: 'Tittel', fin: 'Otsikko' } },
    message: { type: 'text', multiline: true, maxLength: 2000, label: { eng: 'Message', dan: 'Besked', swe: 'Meddelande', nor: 'Melding', fin: 'Viesti' } },
    link: { type: 'text', maxLength: 500, label: { eng: 'Link', dan: 'Link', swe: 'Länk', nor: 'Lenke', fin: 'Linkki' } },
    kind: { type: 'enum', enum: 'kind', label: { eng: 'Kind', dan: 'Type', swe: 'Typ', nor: 'Type', fin: 'Tyyppi' } },
    /** What a kind of notification says, filled into the reader's language by the browser. */
    params: {
      type: 'object',
      fields: {
        author: { type: 'text', label: { eng: 'By', dan: 'Af', swe: 'Av', nor: 'Av', fin: 'Kirjoittaja' } },
        place: { type: 'enum', enum: 'place', label: { eng: 'Where', dan: 'Hvor', swe: 'Var', nor: 'Hvor', fin: 'Missä' } },
        name: { type: 'text', label: { eng: 'Name', dan: 'Navn', swe: 'Namn', nor: 'Navn', fin: 'Nimi' } },
      },
      label: { eng: 'Details', dan: 'Detaljer', swe: 'Detaljer', nor: 'Detaljer', fin: 'Tiedot' },
    },
    sourceKey: { type: 'text', maxLength: 200, label: { eng: 'Source', dan: 'Kilde', swe: 'Källa', nor: 'Kilde', fin: 'Lähde' } },
    isRead: { type: 'boolean', default: false, readOnly: true, label: { eng: 'Read', dan: 'Læst', swe: 'Läst', nor: 'Lest', fin: 'Luettu' } },
  },
  actions: {
    listMine: { description: "The signed-in user's notifications, newest first (the latest 100)." },
    markAllAsRead: { description: "Marks every notification of the signed-in user read." },
  },
  endpoints: {
    listMine: { method: 'GET', path: '/VPNotifications', permission: null, action: 'listMine', returns: 'records', error: 'Unable to get user VP notifications' },
    markAllAsRead: { method: 'POST', path: '/VPNotifications/MarkAllAsRead', permission: null, action: 'markAllAsRead', returns: 'none', error: 'Unable to mark notifications read' },
  },
});
