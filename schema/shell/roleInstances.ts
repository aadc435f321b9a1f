import { defineResource } from '../dsl';

const roleParam = { in: 'path', type: 'string' } as const;

/** A user's hold on a role, globally (no venue) or at one venue, within a validity period. */
export default defineResource({
  name: 'roleInstances',
  label: { eng: 'Role assignment', dan: 'Rolletildeling', swe: 'Rolltilldelning', nor: 'Rolletildeling', fin: 'Roolimääritys' },
  labelPlural: { eng: 'Role assignments', dan: 'Rolletildelinger', swe: 'Rolltilldelningar', nor: 'Rolletildelinger', fin: 'Roolimääritykset' },
  api: 'main',
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['userId', 'venueId'] }],
  fields: {
    userId: { type: 'reference', reference: 'users', required: true, label: { eng: 'User', dan: 'Bruger', swe: 'Användare', nor: 'Bruker', fin: 'Käyttäjä' } },
    roleId: { type: 'text', required: true, index: true, label: { eng: 'Role', dan: 'Rolle', swe: 'Roll', nor: 'Rolle', fin: 'Rooli' } },
    venueId: {
      type: 'reference',
      reference: 'venues',
      label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' },
      help: { eng: 'Empty for a global role', dan: 'Tom for en global rolle', swe: 'Tom för en global roll', nor: 'Tom for en global rolle', fin: 'Tyhjä globaalille roolille' },
    },
    validFromDate: { type: 'date', label: { eng: 'Valid from', dan: 'Gyldig fra', swe: 'Giltig från', nor: 'Gyldig fra', fin: 'Voimassa alkaen' } },
    validToDate: { type: 'date', label: { eng: 'Valid to', dan: 'Gyldig til', swe: 'Giltig till', nor: 'Gyldig til', fin: 'Voimassa asti' } },
    isDeactivated: { type: 'boolean', default: false, label: { eng: 'Deactivated', dan: 'Deaktiveret', swe: 'Inaktiverad', nor: 'Deaktivert', fin: 'Poistettu käytöstä' } },
  },
  actions: {
    myRoles: { description: "The signed-in user's role instances, valid or not." },
    myActiveRoles: { description: 'The role codes the signed-in user holds now at the venue in the venueId header (global ones included).' },
    lookup: { description: 'Users holding a role now, at a venue or anywhere, with their validity.' },
  },
  endpoints: {
    myRoles: { method: 'GET', path: '/Idam/User/Roles', permission: null, action: 'myRoles', error: 'Unable to get user roles' },
    myActiveRoles: {
      method: 'GET',
      path: '/Idam/User/Roles/Active',
      params: { venueId: { in: 'header', type: 'string', required: true, from: 'activeVenue' } },
      permission: null,
      action: 'myActiveRoles',
      error: 'Unable to get active user roles',
    },
    lookupAtVenue: {
      method: 'GET',
      path: '/Idam/RoleLookup/{role}/{venueId}',
      params: { role: roleParam },
      permission: 'vp.vp.venueinfo.show',
      scope: { venue: 'path:venueId' },
      action: 'lookup',
      error: 'Unable to look up role',
    },
    lookupAnywhere: {
      method: 'GET',
      path: '/Idam/RoleLookup/{role}',
      params: { role: roleParam },
      permission: 'vp.vp.venueinfo.show',
      action: 'lookup',
      error: 'Unable to look up role',
    },
  },
});
