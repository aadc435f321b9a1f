import { describe, expect, it } from 'vitest';
import { WRITE_PERMISSIONS } from '@generated/client/writePermissions';
import { PERMISSION_ACCESS } from '@generated/shared/permissions';
import { mayCall } from '@/app/access/mayCall';
import type { PermissionData } from '@/shared/permissions';
import { ROLES } from '@/server/seed/roles';

const countries = new Map([
  ['venue-dk-1', 'dk'],
  ['venue-dk-2', 'dk'],
  ['venue-no-1', 'no'],
]);
const atVenue = (venueId: string, permissions: string[]): PermissionData => ({ globalPermissions: [], venuePermissions: [{ venueId, permissions }] });
const global = (permissions: string[]): PermissionData => ({ globalPermissions: permissions, venuePermissions: [] });

describe('whether a call may be made', () => {
  it('at a venue: the permission held globally or there, and no venue means no', () => {
    const check = ['vp.vp.venuetasks.check'];
    expect(mayCall(atVenue('venue-dk-1', check), check, { venueId: 'venue-dk-1' }, countries)).toBe(true);
    expect(mayCall(atVenue('venue-dk-1', check), check, { venueId: 'venue-dk-2' }, countries)).toBe(false);
    expect(mayCall(global(check), check, { venueId: 'venue-no-1' }, countries)).toBe(true);
    expect(mayCall(global(check), check, { venueId: null }, countries)).toBe(false);
  });

  it('in a country: globally or at a venue of it; anywhere: at any venue; globally: only held globally', () => {
    const edit = ['vp.life.lists.edit'];
    expect(mayCall(atVenue('venue-dk-2', edit), edit, { country: 'dk' }, countries)).toBe(true);
    expect(mayCall(atVenue('venue-dk-2', edit), edit, { country: 'no' }, countries)).toBe(false);
    expect(mayCall(atVenue('venue-no-1', edit), edit, 'anywhere', countries)).toBe(true);
    expect(mayCall(atVenue('venue-no-1', edit), edit, 'global', countries)).toBe(false);
    expect(mayCall(global(['vp.life.*']), edit, 'global', countries)).toBe(true);
  });

  it('needs nothing for calls open to every signed-in user, and a session for the rest', () => {
    expect(mayCall(null, null, 'anywhere', countries)).toBe(true);
    expect(mayCall(null, ['vp.vp.venuetasks.edit'], 'anywhere', countries)).toBe(false);
  });
});

describe('the write permissions of the endpoints', () => {
  it('are write permissions only, so that reading never lets anyone change', () => {
    for (const [endpoint, needed] of Object.entries(WRITE_PERMISSIONS)) {
      for (const p of needed ?? []) expect(PERMISSION_ACCESS[p as keyof typeof PERMISSION_ACCESS], `${endpoint} needs ${p}`).toBe('write');
    }
  });

  it('let a shift manager check tasks, arrive guests and add notes, and nothing of deleting, re-customering or assigning bookings', () => {
    const sm = atVenue('venue-dk-1', ROLES.find((r) => r.roleId === 'sm')!.permissions);
    const may = (endpoint: keyof typeof WRITE_PERMISSIONS) => mayCall(sm, WRITE_PERMISSIONS[endpoint], { venueId: 'venue-dk-1' }, countries);
    expect([may('venueTasks.setChecked'), may('bookings.arrived'), may('guestListItems.arrived'), may('venueNotes.create')]).toEqual([true, true, true, true]);
    expect([may('bookings.delete'), may('bookings.customer'), may('bookings.assignCaseworker'), may('bookings.assignMe'), may('venueTasks.delete'), may('venueTasks.create')]).toEqual([false, false, false, false, false, false]);
  });
});
