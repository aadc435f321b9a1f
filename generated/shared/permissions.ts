// Generated from the permissions named by every route and endpoint by `npm run generate`. Do not edit.

export const PERMISSIONS = [
  'vp.cockpit.reports.manage',
  'vp.crm.bookingoverview.show',
  'vp.life.operationlinks.show',
  'vp.vp.booking.setup',
  'vp.vp.booking.show',
  'vp.vp.operationlinks.show',
  'vp.vp.venueinfo.edit',
  'vp.vp.venueinfo.show',
  'vp.vp.venuetasks.show',
] as const;

export type PermissionName = (typeof PERMISSIONS)[number];
