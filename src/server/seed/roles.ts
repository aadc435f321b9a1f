/**
 * Roles of the demo and the permissions each grants (docs/permissions.md explains them). A trailing * takes every
 * permission of `schema/shell/permissions.ts` under that prefix. `vp.hq.*` and `vp.idam.*` are head office only: no
 * role but hq's `*` grants them.
 */

/** Every permission of the Venue service: what a manager holds at the venues they run. */
const VENUE_ALL = 'vp.vp.*';

/** A shift manager's floor work: see the venue, check tasks, arrive guests, add the day's notes, send the end-of-day report. */
const SHIFT = [
  'vp.vp.cockpit.show',
  'vp.vp.venuetasks.show',
  'vp.vp.venuetasks.check',
  'vp.vp.personaltodos.show',
  'vp.vp.personaltodos.edit',
  'vp.vp.venueinfo.show',
  'vp.vp.lists.show',
  'vp.vp.eodreports.edit',
  'vp.vp.operationlinks.show',
  'vp.vp.meetings.show',
  'vp.vp.booking.show',
  'vp.vp.booking.arrive',
  'vp.vp.booking.notes',
  'vp.vp.venuedrive.show',
];

const REGIONAL = [VENUE_ALL, 'vp.life.lists.show', 'vp.life.meetings.show', 'vp.cockpit.campus.employees.show', 'pp.pos.poc.show', 'pp.pos.venue.edit'];
const VENUE_MANAGER = [VENUE_ALL, 'vp.crm.bookingoverview.show', 'vp.crm.bookingoverview.edit', 'pp.pos.poc.show', 'pp.pos.venue.edit'];
const CHANNEL_MARKETING = ['vp.crm.*', 'vp.vp.venuecampaigns.view', 'vp.vp.venuecampaigns.edit', 'vp.vp.activationplan.show', 'vp.vp.activationplan.edit', 'vp.vp.cockpit.show', 'vp.vp.venueinfo.show'];

export const ROLES: { roleId: string; name: string; permissions: string[] }[] = [
  { roleId: 'hq', name: 'Head office', permissions: ['*'] },
  { roleId: 'cd', name: 'Country Director', permissions: [VENUE_ALL, 'vp.life.*', 'vp.cockpit.*', 'vp.crm.*', 'pp.*'] },
  { roleId: 'rd', name: 'Regional Director', permissions: REGIONAL },
  { roleId: 'rm', name: 'Regional Manager', permissions: REGIONAL },
  { roleId: 'svm', name: 'Snr. Venue Manager', permissions: VENUE_MANAGER },
  { roleId: 'vm', name: 'Venue Manager', permissions: VENUE_MANAGER },
  { roleId: 'avm', name: 'Ass. Venue Manager', permissions: [VENUE_ALL, 'vp.crm.bookingoverview.show', 'vp.crm.bookingoverview.edit'] },
  { roleId: 'sm', name: 'Shift Manager', permissions: SHIFT },
  {
    roleId: 'smt',
    name: 'Shift Manager Trainee',
    permissions: ['vp.vp.cockpit.show', 'vp.vp.venuetasks.show', 'vp.vp.venuetasks.check', 'vp.vp.personaltodos.show', 'vp.vp.personaltodos.edit', 'vp.vp.venueinfo.show', 'vp.vp.operationlinks.show'],
  },
  { roleId: 'cmm', name: 'Channel Marketing Manager', permissions: CHANNEL_MARKETING },
  { roleId: 'scmm', name: 'Senior Channel Marketing Manager', permissions: CHANNEL_MARKETING },
  {
    roleId: 'cma',
    name: 'Channel Marketing Associate',
    permissions: ['vp.crm.campaigns.view', 'vp.crm.emailtemplates.view', 'vp.crm.emailtemplates.edit', 'vp.vp.venuecampaigns.view', 'vp.vp.venuecampaigns.edit', 'vp.vp.activationplan.show', 'vp.vp.activationplan.edit'],
  },
  { roleId: 'ncnp', name: 'Channel Marketing Trainee', permissions: ['vp.vp.venuecampaigns.view', 'vp.vp.activationplan.show'] },
  {
    roleId: 'gr',
    name: 'Guest Relations',
    permissions: [
      'vp.crm.guestprofiles.view',
      'vp.crm.guestprofiles.edit',
      'vp.hq.guestprofiles.export',
      'vp.hq.guestrequests.view',
      'vp.hq.guestrequests.edit',
      'vp.crm.bookingoverview.show',
      'vp.crm.bookingoverview.edit',
      'vp.crm.bookingforms.view',
      'vp.crm.bookingforms.edit',
      'vp.crm.engagemessenger.view',
      'vp.crm.engagemessenger.edit',
      'vp.crm.engageemail.view',
      'vp.crm.engageemail.edit',
      'vp.vp.booking.show',
    ],
  },
  { roleId: 'fla', name: 'FL Admin', permissions: ['vp.vp.venueinfo.show', 'vp.vp.venueinfo.edit', 'vp.vp.venuedrive.show', 'vp.vp.venuedrive.edit'] },
  { roleId: 'sma', name: 'Site Manager', permissions: ['vp.vp.venueinfo.show', 'vp.vp.venuetasks.show', 'vp.vp.venuetasks.edit', 'vp.vp.venuetasks.check', 'vp.vp.operationlinks.show'] },
];
