import { defineResource } from '../dsl';

/** A role bundles permissions; users hold roles through role instances, globally or at a venue. */
export default defineResource({
  name: 'roles',
  label: { eng: 'Role', dan: 'Rolle', swe: 'Roll', nor: 'Rolle', fin: 'Rooli' },
  labelPlural: { eng: 'Roles', dan: 'Roller', swe: 'Roller', nor: 'Roller', fin: 'Roolit' },
  api: 'main',
  recordRepresentation: 'roleId',
  indexes: [{ fields: ['roleId'], unique: true }],
  fields: {
    roleId: { type: 'text', required: true, maxLength: 40, label: { eng: 'Role code', dan: 'Rollekode', swe: 'Rollkod', nor: 'Rollekode', fin: 'Roolikoodi' } },
    name: { type: 'text', required: true, maxLength: 120, label: { eng: 'Name', dan: 'Navn', swe: 'Namn', nor: 'Navn', fin: 'Nimi' } },
    permissions: {
      type: 'list',
      of: { type: 'text', label: { eng: 'Permission', dan: 'Rettighed', swe: 'Behörighet', nor: 'Tillatelse', fin: 'Oikeus' } },
      label: { eng: 'Permissions', dan: 'Rettigheder', swe: 'Behörigheter', nor: 'Tillatelser', fin: 'Oikeudet' },
    },
  },
  actions: {
    list: { description: 'Every role by code and name; the permissions each grants only to holders of vp.idam.roles.show.' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/Idam/Roles', permission: null, action: 'list', error: 'Unable to get IDAM roles' },
  },
});
