/**
 * Roles of the demo and the permissions each grants; a trailing * takes every permission the schema declares under that
 * prefix. `vp.hq.*` permissions (anonymising a whole venue's guests, deleting a guest for good) are head office only:
 * no role but hq's `*` grants them.
 */
export const ROLES: { roleId: string; name: string; permissions: string[] }[] = [
  { roleId: 'hq', name: 'Head office', permissions: ['*'] },
  { roleId: 'cd', name: 'Country Director', permissions: ['vp.vp.*', 'vp.life.*', 'vp.cockpit.*', 'vp.crm.*', 'pp.*'] },
  { roleId: 'rd', name: 'Regional Director', permissions: ['vp.vp.*', 'vp.life.lists.show', 'vp.life.meetings.show', 'vp.cockpit.campus.employees.show', 'pp.pos.poc.show'] },
  { roleId: 'rm', name: 'Regional Manager', permissions: ['vp.vp.*', 'vp.life.lists.show', 'vp.life.meetings.show', 'vp.cockpit.campus.employees.show', 'pp.pos.poc.show'] },
  { roleId: 'svm', name: 'Snr. Venue Manager', permissions: ['vp.vp.*', 'vp.crm.bookingoverview.show', 'pp.pos.poc.show'] },
  { roleId: 'vm', name: 'Venue Manager', permissions: ['vp.vp.*', 'vp.crm.bookingoverview.show', 'pp.pos.poc.show'] },
  { roleId: 'avm', name: 'Ass. Venue Manager', permissions: ['vp.vp.*', 'vp.crm.bookingoverview.show'] },
  {
    roleId: 'sm',
    name: 'Shift Manager',
    permissions: [
      'vp.vp.cockpit.show',
      'vp.vp.venuetasks.show',
      'vp.vp.personaltodos.show',
      'vp.vp.venueinfo.show',
      'vp.vp.lists.show',
      'vp.vp.operationlinks.show',
      'vp.vp.meetings.show',
      'vp.vp.booking.show',
      'vp.vp.venuedrive.show',
    ],
  },
  { roleId: 'smt', name: 'Shift Manager Trainee', permissions: ['vp.vp.cockpit.show', 'vp.vp.venuetasks.show', 'vp.vp.personaltodos.show', 'vp.vp.venueinfo.show', 'vp.vp.operationlinks.show'] },
  { roleId: 'cmm', name: 'Channel Marketing Manager', permissions: ['vp.crm.*', 'vp.vp.venuecampaigns.view', 'vp.vp.activationplan.show', 'vp.vp.cockpit.show', 'vp.vp.venueinfo.show'] },
  { roleId: 'scmm', name: 'Senior Channel Marketing Manager', permissions: ['vp.crm.*', 'vp.vp.venuecampaigns.view', 'vp.vp.activationplan.show', 'vp.vp.cockpit.show', 'vp.vp.venueinfo.show'] },
  { roleId: 'cma', name: 'Channel Marketing Associate', permissions: ['vp.crm.campaigns.view', 'vp.crm.emailtemplates.view', 'vp.vp.venuecampaigns.view', 'vp.vp.activationplan.show'] },
  { roleId: 'ncnp', name: 'Channel Marketing Trainee', permissions: ['vp.vp.venuecampaigns.view', 'vp.vp.activationplan.show'] },
  {
    roleId: 'gr',
    name: 'Guest Relations',
    permissions: ['vp.crm.guestprofiles.view', 'vp.crm.bookingoverview.show', 'vp.crm.bookingforms.view', 'vp.crm.engagemessenger.view', 'vp.crm.engageemail.view', 'vp.vp.booking.show'],
  },
  { roleId: 'fla', name: 'FL Admin', permissions: ['vp.vp.venueinfo.show', 'vp.vp.venueinfo.edit', 'vp.vp.venuedrive.show'] },
  { roleId: 'sma', name: 'Site Manager', permissions: ['vp.vp.venueinfo.show', 'vp.vp.venuetasks.show', 'vp.vp.operationlinks.show'] },
];
