import { canAccess, type PermissionData } from '@/shared/permissions';
import type { ServiceSidebar } from '../navigation/types';

export interface SearchablePage {
  path: string;
  key: string;
  service: ServiceSidebar['service'];
}

/** The sidebar pages the user may open, each once. */
export function permittedPages(sidebars: ServiceSidebar[], permissions: PermissionData, activeVenueId: string | null): SearchablePage[] {
  const pages: SearchablePage[] = [];
  for (const sidebar of sidebars) {
    for (const entry of sidebar.entries) {
      for (const item of entry.kind === 'item' ? [entry] : entry.items) {
        if (canAccess(permissions, item, activeVenueId)) pages.push({ path: item.path, key: item.key, service: sidebar.service });
      }
    }
  }
  return pages;
}

/** Pages whose label or service contains every word of the query. */
export function searchPages<T extends { label: string; serviceLabel: string }>(pages: T[], query: string): T[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return pages;
  return pages.filter((p) => {
    const text = `${p.label} ${p.serviceLabel}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
