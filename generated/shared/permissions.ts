// Generated from the permissions named by every route and endpoint by `npm run generate`. Do not edit.

export const PERMISSIONS = [
  'vp.cockpit.reports.manage',
  'vp.crm.automations.view',
  'vp.crm.bookingforms.view',
  'vp.crm.bookingproducts.view',
  'vp.crm.campaigns.view',
  'vp.crm.dynamicforms.view',
  'vp.crm.emailtemplates.view',
  'vp.crm.engageconfiguration.view',
  'vp.crm.engageemail.view',
  'vp.crm.engagemessenger.view',
  'vp.life.operationlinks.show',
  'vp.vp.operationlinks.show',
  'vp.vp.venuecampaigns.view',
  'vp.vp.venueinfo.edit',
  'vp.vp.venueinfo.show',
  'vp.vp.venuetasks.show',
] as const;

export type PermissionName = (typeof PERMISSIONS)[number];
