import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '@/app/routing/types';
import { canWrite } from '@/app/routing/writeAccess';
import type { PermissionData } from '@/shared/permissions';
import { ROUTES } from '@generated/client/routes';

const route = (extra: Partial<RouteEntry>): RouteEntry => ({
  path: '/procurement/poc/vendors',
  key: 'procurement/poc/vendors',
  service: 'upkeep',
  menuGroup: 5,
  permission: 'pp.pos.poc.show',
  venueScoped: false,
  parent: null,
  resource: 'vendors',
  views: ['list', 'create', 'edit'],
  write: { create: ['pp.pos.poc.edit'], edit: ['pp.pos.poc.edit'] },
  load: async () => ({ default: {} }),
  ...extra,
});
const where = { activeVenueId: 'venue-dk-1', activeCountryId: 'dk', venueCountries: new Map([['venue-dk-1', 'dk'], ['venue-uk-1', 'uk']]) };
const perms = (globalPermissions: string[], venuePermissions: PermissionData['venuePermissions'] = []): PermissionData => ({ globalPermissions, venuePermissions });

describe('generated views\' create, edit and delete', () => {
  it('need the permission of the call they make; list and show are the route guard\'s', () => {
    const vendors = route({});
    expect(canWrite(perms(['pp.pos.poc.show']), vendors, 'create', where)).toBe(false);
    expect(canWrite(perms(['pp.pos.poc.show']), vendors, 'edit', where)).toBe(false);
    expect(canWrite(perms(['pp.pos.poc.show']), vendors, 'list', where)).toBe(true);
    expect(canWrite(perms(['pp.pos.poc.show', 'pp.pos.poc.edit']), vendors, 'create', where)).toBe(true);
    expect(canWrite(null, vendors, 'create', where)).toBe(false);
  });

  it('on country pages: globally or at a venue of the selected country', () => {
    const vendors = route({});
    expect(canWrite(perms([], [{ venueId: 'venue-dk-1', permissions: ['pp.pos.poc.edit'] }]), vendors, 'edit', where)).toBe(true);
    expect(canWrite(perms([], [{ venueId: 'venue-uk-1', permissions: ['pp.pos.poc.edit'] }]), vendors, 'edit', where)).toBe(false);
  });

  it('on venue pages: at the active venue', () => {
    const recipes = route({ service: 'venue', venueScoped: true, write: { create: ['vp.vp.pim.stockmanagement.edit'] } });
    expect(canWrite(perms([], [{ venueId: 'venue-dk-1', permissions: ['vp.vp.pim.stockmanagement.edit'] }]), recipes, 'create', where)).toBe(true);
    expect(canWrite(perms([], [{ venueId: 'venue-dk-1', permissions: ['vp.vp.pim.stockmanagement.show'] }]), recipes, 'create', where)).toBe(false);
    expect(canWrite(perms([], [{ venueId: 'venue-dk-2', permissions: ['vp.vp.pim.stockmanagement.edit'] }]), recipes, 'create', where)).toBe(false);
  });

  it('allow what needs no permission, and routes without views', () => {
    expect(canWrite(perms([]), route({ write: { create: null } }), 'create', where)).toBe(true);
    expect(canWrite(perms([]), undefined, 'create', where)).toBe(true);
  });

  it('are generated from the schema: the Country setup pages need pp.pos.poc.edit to change', () => {
    const vendors = ROUTES.find((r) => r.key === 'procurement/poc/vendors')!;
    expect(vendors.write).toEqual({ create: ['pp.pos.poc.edit'], edit: ['pp.pos.poc.edit'] });
    const stockProducts = ROUTES.find((r) => r.key === 'procurement/stock-products')!;
    expect(stockProducts.write?.create).toEqual(['pp.pos.poc.edit']);
  });
});
