import { defineResource } from '../dsl';

/** Messages to one user: a task assigned, a campaign approved, a report due. Unread until all are marked read. */
export default defineResource({
  name: 'notifications',
  label: { eng: 'Notification', dan: 'Notifikation', swe: 'Avisering', nor: 'Varsel', fin: 'Ilmoitus' },
  labelPlural: { eng: 'Notifications', dan: 'Notifikationer', swe: 'Aviseringar', nor: 'Varsler', fin: 'Ilmoitukset' },
  api: 'main',
  recordRepresentation: 'title',
  versioned: false,
  indexes: [{ fields: ['userId', 'isRead'] }],
  fields: {
    userId: { type: 'reference', reference: 'users', required: true, label: { eng: 'User', dan: 'Bruger', swe: 'Användare', nor: 'Bruker', fin: 'Käyttäjä' } },
    venueId: { type: 'reference', reference: 'venues', label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } },
    title: { type: 'text', required: true, maxLength: 200, label: { eng: 'Title', dan: 'Titel', swe: 'Titel', nor: 'Tittel', fin: 'Otsikko' } },
    message: { type: 'text', multiline: true, maxLength: 2000, label: { eng: 'Message', dan: 'Besked', swe: 'Meddelande', nor: 'Melding', fin: 'Viesti' } },
    link: { type: 'text', maxLength: 500, label: { eng: 'Link', dan: 'Link', swe: 'Länk', nor: 'Lenke', fin: 'Linkki' } },
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
