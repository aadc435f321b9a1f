// Generated from the permissions named by every route and endpoint by `npm run generate`. Do not edit.

export const PERMISSIONS = [
  'pp.pim.stockmanagement.show',
  'pp.pim.stockproductrequests.show',
  'pp.pim.stockproducts.show',
  'pp.pos.poc.edit',
  'pp.pos.poc.show',
  'vp.cockpit.reports.manage',
  'vp.life.operationlinks.show',
  'vp.vp.operationlinks.show',
  'vp.vp.pim.stockmanagement.show',
  'vp.vp.venueinfo.edit',
  'vp.vp.venueinfo.show',
  'vp.vp.venuetasks.show',
] as const;

export type PermissionName = (typeof PERMISSIONS)[number];
