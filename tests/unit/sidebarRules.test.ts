import StarIcon from '@mui/icons-material/Star';
import { describe, expect, it } from 'vitest';
import messages from '@generated/shared/i18n/eng';
import { SIDEBARS } from '@generated/client/sidebars';
import { isServiceVisible, itemsOf, landingItem, rootTarget, visibleEntries } from '@/app/navigation/sidebarRules';
import type { ServiceSidebar, SidebarItem } from '@/app/navigation/types';
import type { PermissionData } from '@/shared/permissions';

const item = (path: string, permission: string | null, venueScoped = true): SidebarItem => ({ kind: 'item', path, key: path.slice(1), icon: StarIcon, permission, venueScoped });

const venue: ServiceSidebar = {
  service: 'venue',
  icon: StarIcon,
  selector: 'venue',
  entries: [
    { kind: 'group', id: 'operations', items: [item('/vp/info', 'p.info'), item('/vp/tasks', 'p.tasks')] },
    { kind: 'group', id: 'marketing', items: [item('/vp/campaigns', 'p.campaigns')] },
    item('/vp/help', null),
  ],
};
const life: ServiceSidebar = { service: 'life', icon: StarIcon, selector: 'country', entries: [{ kind: 'group', id: 'general', items: [item('/life/links', 'p.links', false)] }] };

const perms = (venuePermissions: PermissionData['venuePermissions'], globalPermissions: string[] = []): PermissionData => ({ globalPermissions, venuePermissions });

describe('the sidebar rules', () => {
  it('always show items without a permission', () => {
    const entries = visibleEntries(venue, perms([]), 'a');
    expect(entries).toEqual([item('/vp/help', null)]);
  });
  it('keep a group header only when an item under it is permitted', () => {
    const entries = visibleEntries(venue, perms([{ venueId: 'a', permissions: ['p.tasks'] }]), 'a');
    expect(entries.map((e) => (e.kind === 'group' ? `group:${e.id}:${e.items.map((i) => i.path)}` : e.path))).toEqual(['group:operations:/vp/tasks', '/vp/help']);
  });
  it('judge venue items for the active venue', () => {
    const entries = visibleEntries(venue, perms([{ venueId: 'a', permissions: ['p.tasks'] }]), 'b');
    expect(entries.some((e) => e.kind === 'group')).toBe(false);
  });
  it('list a service only if some item is permitted for any venue', () => {
    expect(isServiceVisible(life, perms([{ venueId: 'b', permissions: ['p.links'] }]))).toBe(true);
    expect(isServiceVisible(life, perms([]))).toBe(false);
  });
  it('land on the first permitted item', () => {
    expect(landingItem(venue, perms([{ venueId: 'a', permissions: ['p.tasks', 'p.campaigns'] }]), 'a')?.path).toBe('/vp/tasks');
  });
  it('send the root to the first service with items', () => {
    expect(rootTarget([life, venue], perms([{ venueId: 'a', permissions: ['p.info'] }]), 'a')?.path).toBe('/vp/info');
    expect(rootTarget([life], perms([]), null)).toBeNull();
  });
  it('list a page once: of two items that open the same page, the first the user may open', () => {
    const upkeep: ServiceSidebar = {
      service: 'upkeep',
      icon: StarIcon,
      selector: 'country',
      entries: [
        { kind: 'group', id: 'products', items: [{ ...item('/procurement/stock-products', 'p.pim', false), page: 'stockProducts' }] },
        { kind: 'group', id: 'countrySetup', items: [{ ...item('/procurement/poc/stock-products', 'p.pos', false), page: 'stockProducts' }, item('/procurement/poc/sales-products', 'p.pos', false)] },
      ],
    };
    const paths = (p: PermissionData) => itemsOf(visibleEntries(upkeep, p, null)).map((i) => i.path);
    expect(paths(perms([], ['p.pim', 'p.pos']))).toEqual(['/procurement/stock-products', '/procurement/poc/sales-products']);
    expect(paths(perms([], ['p.pos']))).toEqual(['/procurement/poc/stock-products', '/procurement/poc/sales-products']);
  });
  it("show no label twice in a service's sidebar, even to a user who may open everything", () => {
    const everything = perms([], ['*']);
    const labels = messages.sidebar as Record<string, string>;
    for (const sidebar of SIDEBARS) {
      const shown = itemsOf(visibleEntries(sidebar, everything, 'venue-1')).map((i) => labels[i.key]);
      expect({ service: sidebar.service, labels: shown.filter((l, n) => shown.indexOf(l) !== n) }).toEqual({ service: sidebar.service, labels: [] });
    }
  });
});
