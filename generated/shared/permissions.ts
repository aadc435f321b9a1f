// Generated from the permissions named by every route and endpoint by `npm run generate`. Do not edit.

export const PERMISSIONS = [
  'vp.cockpit.campus.employees.show',
  'vp.cockpit.payroll.show',
  'vp.cockpit.reports.manage',
  'vp.life.eod.show',
  'vp.life.lists.edit',
  'vp.life.lists.managerules',
  'vp.life.lists.show',
  'vp.life.meetings.managerules',
  'vp.life.meetings.show',
  'vp.life.operationlinks.show',
  'vp.vp.activationplan.show',
  'vp.vp.lists.delete',
  'vp.vp.lists.show',
  'vp.vp.medialibrary.show',
  'vp.vp.meetings.show',
  'vp.vp.operationlinks.show',
  'vp.vp.personaltodos.show',
  'vp.vp.pim.stockmanagement.show',
  'vp.vp.venuedrive.show',
  'vp.vp.venueinfo.edit',
  'vp.vp.venueinfo.show',
  'vp.vp.venuetasks.show',
] as const;

export type PermissionName = (typeof PERMISSIONS)[number];
