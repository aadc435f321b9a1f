import type { ServiceId } from '@generated/shared/shell';
import type { RouteMatch } from '../routing/matchRoute';
import type { RouteEntry } from '../routing/types';
import type { ServiceSidebar } from './types';

export interface Crumb {
  /** i18n key of the label. */
  labelKey: string;
  /** Where the crumb leads; the current page has none. */
  to?: string;
}

function groupOf(sidebars: ServiceSidebar[], service: ServiceId, key: string): string | null {
  const sidebar = sidebars.find((s) => s.service === service);
  for (const entry of sidebar?.entries ?? []) if (entry.kind === 'group' && entry.items.some((i) => i.key === key)) return entry.id;
  return null;
}

/** Breadcrumbs from route metadata: service, sidebar group, parent pages, the page and the open view. Home is added by the component. */
export function breadcrumbTrail(match: RouteMatch, routes: RouteEntry[], sidebars: ServiceSidebar[], serviceLanding: string | null): Crumb[] {
  const { route, view } = match;
  const crumbs: Crumb[] = [{ labelKey: `services.${route.service}`, to: serviceLanding ?? undefined }];
  const group = groupOf(sidebars, route.service, route.key);
  if (group) crumbs.push({ labelKey: `sidebarGroups.${route.service}.${group}` });
  const parents: RouteEntry[] = [];
  for (let parent = route.parent; parent; ) {
    const entry = routes.find((r) => r.path === parent);
    if (!entry || parents.includes(entry)) break;
    parents.unshift(entry);
    parent = entry.parent;
  }
  for (const p of parents) crumbs.push({ labelKey: `routes.${p.key}`, to: p.path });
  const subView = view === 'create' || view === 'edit' || view === 'show';
  crumbs.push({ labelKey: `routes.${route.key}`, to: subView ? route.path : undefined });
  if (subView) crumbs.push({ labelKey: `app.nav.${view}` });
  return crumbs;
}
