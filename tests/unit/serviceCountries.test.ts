import StarIcon from '@mui/icons-material/Star';
import { describe, expect, it } from 'vitest';
import { countryForService, serviceCountries } from '@/app/selection/serviceCountries';
import type { ServiceSidebar, SidebarItem } from '@/app/navigation/types';
import type { PermissionData } from '@/shared/permissions';

const item = (path: string, permission: string | null): SidebarItem => ({ kind: 'item', path, key: path.slice(1), icon: StarIcon, permission, venueScoped: false });
const life: ServiceSidebar = {
  service: 'life',
  icon: StarIcon,
  selector: 'country',
  entries: [{ kind: 'group', id: 'lists', items: [item('/life/lists', 'vp.life.lists.show'), item('/life/eod', 'vp.life.eod.show')] }],
};
const venueCountries = new Map([
  ['venue-oslo-1', 'no'],
  ['venue-oslo-2', 'no'],
  ['venue-cph', 'dk'],
  ['venue-hel', 'fi'],
]);
const perms = (venuePermissions: PermissionData['venuePermissions'], globalPermissions: string[] = []): PermissionData => ({ globalPermissions, venuePermissions });

/** Ingrid Berg, regional manager in Oslo: LIFE at the Oslo venues only. */
const regionalManagerOslo = perms([
  { venueId: 'venue-oslo-1', permissions: ['vp.life.lists.show', 'vp.vp.cockpit.show'] },
  { venueId: 'venue-oslo-2', permissions: ['vp.life.eod.show'] },
]);

describe("the countries of a service's selector", () => {
  it("are the countries of the venues where the user holds one of the service's permissions", () => {
    expect(serviceCountries(life, regionalManagerOslo, venueCountries)).toEqual(['no']);
    expect(serviceCountries(life, perms([{ venueId: 'venue-hel', permissions: ['vp.life.eod.show'] }, { venueId: 'venue-cph', permissions: ['vp.vp.cockpit.show'] }]), venueCountries)).toEqual(['fi']);
  });
  it('are every country for a permission held globally, in the shell order', () => {
    expect(serviceCountries(life, perms([], ['vp.life.*']), venueCountries)).toEqual(['dk', 'no', 'fi', 'uk']);
    expect(serviceCountries(life, perms([], ['vp.crm.campaigns.view']), venueCountries)).toEqual([]);
  });
});

describe('the country a service starts on', () => {
  it('is a country where the user may use it: Ingrid Berg opening LIFE lands on Norway, not the default Denmark', () => {
    expect(countryForService(life, regionalManagerOslo, venueCountries, { countryId: 'dk', venueId: 'venue-oslo-1' })).toBe('no');
  });
  it('stays on the chosen country when the user may use the service there', () => {
    expect(countryForService(life, perms([], ['vp.life.lists.show']), venueCountries, { countryId: 'fi', venueId: 'venue-cph' })).toBe('fi');
  });
  it("prefers the active venue's country among the permitted ones", () => {
    const both = perms([
      { venueId: 'venue-cph', permissions: ['vp.life.lists.show'] },
      { venueId: 'venue-hel', permissions: ['vp.life.lists.show'] },
    ]);
    expect(countryForService(life, both, venueCountries, { countryId: 'uk', venueId: 'venue-hel' })).toBe('fi');
    expect(countryForService(life, both, venueCountries, { countryId: 'uk', venueId: null })).toBe('dk');
  });
  it('keeps the chosen country when the service is allowed nowhere (the page then says no access)', () => {
    expect(countryForService(life, perms([]), venueCountries, { countryId: 'uk', venueId: null })).toBe('uk');
  });
});
