import { describe, expect, it } from 'vitest';
import { canAccess, grants, hasPermission, hasPermissionAnyVenue, hasRole, isRoleInstanceActive, userLevel, venueWithMostPermissions, type PermissionData } from '@/shared/permissions';

const data: PermissionData = {
  globalPermissions: ['vp.cockpit.campus.employees.show'],
  venuePermissions: [
    { venueId: 'a', permissions: ['vp.vp.venuetasks.show', 'vp.life.lists.show'] },
    { venueId: 'b', permissions: ['vp.vp.venuetasks.show'] },
  ],
};

describe('permission checks', () => {
  it('pass for a global permission anywhere', () => {
    expect(hasPermission(data, 'vp.cockpit.campus.employees.show', 'zzz')).toBe(true);
    expect(hasPermission(data, 'vp.cockpit.campus.employees.show', null)).toBe(true);
  });
  it('pass for a venue permission only at that venue', () => {
    expect(hasPermission(data, 'vp.life.lists.show', 'a')).toBe(true);
    expect(hasPermission(data, 'vp.life.lists.show', 'b')).toBe(false);
    expect(hasPermission(data, 'vp.life.lists.show', null)).toBe(false);
  });
  it('any-venue checks pass when held globally or at any venue', () => {
    expect(hasPermissionAnyVenue(data, 'vp.life.lists.show')).toBe(true);
    expect(hasPermissionAnyVenue(data, 'vp.crm.overview.view')).toBe(false);
  });
});

describe('canAccess', () => {
  it('lets everyone open a page without a permission', () => {
    expect(canAccess({ globalPermissions: [], venuePermissions: [] }, { permission: null, venueScoped: true }, null)).toBe(true);
  });
  it('needs the permission for the active venue on venue pages', () => {
    const rule = { permission: 'vp.life.lists.show', venueScoped: true };
    expect(canAccess(data, rule, 'a')).toBe(true);
    expect(canAccess(data, rule, 'b')).toBe(false);
  });
  it('needs the permission globally or at any venue elsewhere', () => {
    expect(canAccess(data, { permission: 'vp.life.lists.show', venueScoped: false }, 'b')).toBe(true);
    expect(canAccess(data, { permission: 'vp.crm.overview.view', venueScoped: false }, 'a')).toBe(false);
  });
});

describe('roles', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  it('count when not deactivated and valid today', () => {
    expect(isRoleInstanceActive({ roleId: 'vm', validFromDate: '2026-01-01', validToDate: '2026-11-21' }, now)).toBe(true);
    expect(isRoleInstanceActive({ roleId: 'vm', validFromDate: '2026-11-22' }, now)).toBe(false);
    expect(isRoleInstanceActive({ roleId: 'vm', validToDate: '2026-11-20' }, now)).toBe(false);
    expect(isRoleInstanceActive({ roleId: 'vm', isDeactivated: true }, now)).toBe(false);
  });
  it('hold at the venue or globally', () => {
    const roles = [{ roleId: 'hq', venueId: null }, { roleId: 'sm', venueId: 'a' }];
    expect(hasRole(roles, 'hq', 'b', now)).toBe(true);
    expect(hasRole(roles, 'sm', 'a', now)).toBe(true);
    expect(hasRole(roles, 'sm', 'b', now)).toBe(false);
  });
  it('levels from tags', () => {
    expect(userLevel(['hqdk'])).toBe('hq');
    expect(userLevel(['level:rm'])).toBe('rm');
    expect(userLevel(['level:cm'])).toBe('cm');
    expect(userLevel([])).toBeNull();
  });
});

it('picks the venue with the most permissions, first on ties', () => {
  const known = ['vp.vp.venuetasks.show', 'vp.life.lists.show', 'vp.vp.venueinfo.show'];
  expect(venueWithMostPermissions(data, ['b', 'a'], known)).toBe('a');
  expect(venueWithMostPermissions({ globalPermissions: [], venuePermissions: [] }, ['x', 'y'], known)).toBe('x');
  expect(venueWithMostPermissions(data, [], known)).toBeNull();
  const wide: PermissionData = { globalPermissions: [], venuePermissions: [{ venueId: 'a', permissions: ['vp.life.lists.show'] }, { venueId: 'b', permissions: ['vp.vp.*'] }] };
  expect(venueWithMostPermissions(wide, ['a', 'b'], known)).toBe('b');
});

describe('wildcard grants', () => {
  it('cover every permission under their prefix', () => {
    expect(grants(['vp.life.*'], 'vp.life.lists.show')).toBe(true);
    expect(grants(['vp.life.*'], 'vp.vp.lists.show')).toBe(false);
    expect(grants(['*'], 'pp.pos.poc.show')).toBe(true);
    expect(hasPermission({ globalPermissions: [], venuePermissions: [{ venueId: 'a', permissions: ['vp.vp.*'] }] }, 'vp.vp.venuedrive.show', 'a')).toBe(true);
  });
});
