import { canAccess, hasPermissionAnyVenue, type PermissionData } from '@/shared/permissions';
import type { ServiceSidebar, SidebarEntry, SidebarItem } from './types';

/**
 * The sidebar rules: an item without a permission is always shown, others only when permitted (for the active
 * venue when venue-scoped); a group header stays only if an item under it is shown. Two routes that open the same
 * page (the spec's /procurement/stock-products and /procurement/poc/stock-products) are listed once, at the first.
 */
export function visibleEntries(sidebar: ServiceSidebar, permissions: PermissionData, activeVenueId: string | null): SidebarEntry[] {
  const pages = new Set<string>();
  const shown = (item: SidebarItem) => {
    if (!canAccess(permissions, item, activeVenueId)) return false;
    if (!item.page) return true;
    if (pages.has(item.page)) return false;
    pages.add(item.page);
    return true;
  };
  const out: SidebarEntry[] = [];
  for (const entry of sidebar.entries) {
    if (entry.kind === 'item') {
      if (shown(entry)) out.push(entry);
      continue;
    }
    const items = entry.items.filter(shown);
    if (items.length) out.push({ ...entry, items });
  }
  return out;
}

/** Items in sidebar order. */
export function itemsOf(entries: SidebarEntry[]): SidebarItem[] {
  return entries.flatMap((e) => (e.kind === 'item' ? [e] : e.items));
}

/** A service is listed only if some item in it is permitted for any venue. */
export function isServiceVisible(sidebar: ServiceSidebar, permissions: PermissionData): boolean {
  return itemsOf(sidebar.entries).some((item) => !item.permission || hasPermissionAnyVenue(permissions, item.permission));
}

export function visibleServices(sidebars: ServiceSidebar[], permissions: PermissionData): ServiceSidebar[] {
  return sidebars.filter((s) => isServiceVisible(s, permissions));
}

/** The landing item of a service: its first permitted item. */
export function landingItem(sidebar: ServiceSidebar, permissions: PermissionData, activeVenueId: string | null): SidebarItem | null {
  return itemsOf(visibleEntries(sidebar, permissions, activeVenueId))[0] ?? null;
}

/** Where `/` leads: the first item of the first service that has sidebar items for the user. */
export function rootTarget(sidebars: ServiceSidebar[], permissions: PermissionData, activeVenueId: string | null): SidebarItem | null {
  for (const sidebar of sidebars) {
    const item = landingItem(sidebar, permissions, activeVenueId);
    if (item) return item;
  }
  return null;
}
