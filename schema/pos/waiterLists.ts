import { defineResource } from '../dsl';
import { POS, POS_VENUE } from './common/access';
import { L, l } from './common/labels';

const title = l('Waiter list', 'Tjenerliste', 'Servitörslista', 'Servitørliste', 'Tarjoilijalista');

const waiter = {
  userId: { type: 'text', maxLength: 64, label: l('Portal user', 'Portalbruger', 'Portalanvändare', 'Portalbruker', 'Portaalin käyttäjä') },
  name: { type: 'text', required: true, maxLength: 120, label: L.name },
  role: { type: 'enum', enum: 'role', required: true, label: l('Role', 'Rolle', 'Roll', 'Rolle', 'Rooli') },
  startTime: { type: 'time', required: true, label: l('Starts', 'Starter', 'Börjar', 'Starter', 'Alkaa') },
  endTime: { type: 'time', required: true, label: l('Ends', 'Slutter', 'Slutar', 'Slutter', 'Päättyy') },
  terminalIds: { type: 'list', maxItems: 20, of: { type: 'text', label: l('Terminal', 'Terminal', 'Terminal', 'Terminal', 'Pääte') }, label: l('Terminals', 'Terminaler', 'Terminaler', 'Terminaler', 'Päätteet') },
} as const;

/** Who works the tills at a venue on a business day, with their shift and the terminals they may use. */
export default defineResource({
  name: 'waiterLists',
  label: title,
  labelPlural: l('Waiter lists', 'Tjenerlister', 'Servitörslistor', 'Servitørlister', 'Tarjoilijalistat'),
  api: 'pos',
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId', 'date'], unique: true }],
  enums: {
    role: {
      values: [
        { value: 'waiter', label: l('Waiter', 'Tjener', 'Servitör', 'Servitør', 'Tarjoilija') },
        { value: 'bartender', label: l('Bartender', 'Bartender', 'Bartender', 'Bartender', 'Baarimikko') },
        { value: 'runner', label: l('Runner', 'Løber', 'Löpare', 'Løper', 'Lähetti') },
        { value: 'manager', label: l('Shift manager', 'Vagtleder', 'Skiftledare', 'Skiftleder', 'Vuoropäällikkö') },
      ],
    },
  },
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: L.venue },
    date: { type: 'date', required: true, label: L.date },
    waiters: { type: 'list', maxItems: 100, of: { type: 'object', fields: waiter, label: l('Waiter', 'Tjener', 'Servitör', 'Servitør', 'Tarjoilija') }, label: l('Staff on shift', 'Personale på vagt', 'Personal i tjänst', 'Ansatte på vakt', 'Vuorossa') },
  },
  actions: {
    getDay: { description: 'The waiter list of a venue on a day (an empty one with version 0 when none is saved).' },
    saveDay: { description: 'Saves the whole list of a venue and day (version check); each person once, shifts with a start and an end, terminals of the venue.' },
  },
  endpoints: {
    getDay: { method: 'GET', path: '/VenueWaiterList/{venueId}/day/{date}', params: { date: { in: 'path', type: 'date' } }, permission: POS, scope: { venue: 'path:venueId' }, action: 'getDay', error: 'Unable to get venue waiter list' },
    saveDay: {
      method: 'POST',
      path: '/VenueWaiterList/day',
      body: {
        fields: {
          venueId: { type: 'text', required: true, label: L.venue },
          date: { type: 'date', required: true, label: L.date },
          version: { type: 'number', integer: true, label: L.version },
          waiters: { type: 'list', required: true, maxItems: 100, of: { type: 'object', fields: waiter, label: l('Waiter', 'Tjener', 'Servitör', 'Servitør', 'Tarjoilija') }, label: l('Staff on shift', 'Personale på vagt', 'Personal i tjänst', 'Ansatte på vakt', 'Vuorossa') },
        },
      },
      permission: POS_VENUE,
      scope: { venue: 'body:venueId' },
      action: 'saveDay',
      error: 'Unable to update venue waiter list',
    },
  },
  routes: [
    { path: '/vp/poc/waiterlist', service: 'venue', menuGroup: 0, title, sidebar: { group: 'pos', order: 10, icon: 'Badge' }, permission: POS, screen: 'WaiterListScreen' },
    { path: '/procurement/poc/waiterlist', service: 'upkeep', menuGroup: 5, title, sidebar: { group: 'venueManagement', order: 60, icon: 'Badge' }, permission: POS, screen: 'WaiterListScreen' },
  ],
});
