// Generated from the permissions named by every route and endpoint by `npm run generate`. Do not edit.

export const PERMISSIONS = [
  'vp.cockpit.reports.manage',
  'vp.crm.engageconfiguration.view',
  'vp.crm.engageemail.view',
  'vp.crm.engagemessenger.view',
  'vp.crm.guestprofiles.anonymizevenue',
  'vp.crm.guestprofiles.extended.view',
  'vp.crm.guestprofiles.view',
  'vp.crm.legaldocuments.view',
  'vp.crm.overview.view',
  'vp.life.operationlinks.show',
  'vp.vp.operationlinks.show',
  'vp.vp.venueinfo.edit',
  'vp.vp.venueinfo.show',
  'vp.vp.venuetasks.show',
] as const;

export type PermissionName = (typeof PERMISSIONS)[number];
