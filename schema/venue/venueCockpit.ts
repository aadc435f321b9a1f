import { defineResource } from '../dsl';

const permission = 'vp.vp.cockpit.show';
const title = { eng: 'Cockpit', dan: 'Cockpit', swe: 'Cockpit', nor: 'Cockpit', fin: 'Cockpit' };

/**
 * The venue cockpit: the active venue at a glance, gathered from the data of the other venue pages (this week's
 * tasks, the user's to-dos due today, the latest score of each list, the end-of-day reports, open meetings, the
 * coming activation plan events and the user's unread notifications). Each part is answered only when the user
 * holds the permission of its page at the venue; nothing is stored.
 */
export default defineResource({
  name: 'venueCockpit',
  label: title,
  labelPlural: title,
  api: 'main',
  stored: false,
  fields: {},
  actions: {
    overview: {
      description:
        "The venue's state at a glance: each part (tasks, to-dos, lists, end-of-day reports, meetings, activation plan) only where the user holds its page's permission at the venue (null otherwise); notifications are the user's own.",
    },
  },
  endpoints: {
    get: {
      method: 'GET',
      path: '/VenueCockpit/{venueId}',
      params: { venueId: { in: 'path', type: 'string', from: 'activeVenue' } },
      permission,
      scope: { venue: 'path:venueId' },
      action: 'overview',
      error: 'Unable to get the venue cockpit',
    },
  },
  routes: [
    {
      path: '/vp/cockpit',
      service: 'venue',
      menuGroup: 0,
      title,
      sidebar: { group: 'operations', order: 5, icon: 'Dashboard' },
      permission,
      screen: 'VenueCockpitScreen',
    },
  ],
});
