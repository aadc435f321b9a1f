import AssessmentIcon from '@mui/icons-material/Assessment';
import { useMemo } from 'react';
import { SIDEBARS } from '@generated/client/sidebars';
import { SERVICES } from '@generated/shared/shell';
import type { CockpitReportRecord } from '@generated/shared/types/cockpitReports';
import { useSession } from '../session/SessionProvider';
import type { ServiceSidebar, SidebarItem } from './types';

/** The Reports sidebar groups that list cockpit reports, by report category. */
const REPORT_GROUPS = ['coreReporting', 'fuelReporting'];

/** A cockpit report as a sidebar item: its own page, its permission (none: everyone), its name as the label. */
export function reportItem(report: Pick<CockpitReportRecord, 'id' | 'name' | 'permission'>): SidebarItem {
  return { kind: 'item', path: `/cp/report/${report.id}`, key: `cp/report/${report.id}`, label: report.name, icon: AssessmentIcon, permission: report.permission || null, venueScoped: false };
}

/** The groups in the order the shell declares them (the static sidebar lists groups with static items first). */
function declaredOrder(entries: ServiceSidebar['entries']): ServiceSidebar['entries'] {
  const order: readonly string[] = SERVICES.find((s) => s.id === 'reports')?.sidebarGroups ?? [];
  const rank = (e: ServiceSidebar['entries'][number]) => (e.kind === 'group' ? order.indexOf(e.id) : -1);
  return [...entries].sort((a, b) => rank(a) - rank(b));
}

/**
 * The sidebars with the active cockpit reports under their category's group in the Reports service, in report
 * order, the groups as the shell orders them (Core Reporting, Fuel Reporting, Management). Whether the user sees one is decided by the sidebar rules like any item (its permission, when one is set);
 * a group left without items disappears by the same rules.
 */
export function withReportEntries(sidebars: ServiceSidebar[], reports: CockpitReportRecord[]): ServiceSidebar[] {
  const active = reports.filter((r) => r.isActive !== false).sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0) || a.name.localeCompare(b.name));
  if (!active.length) return sidebars;
  return sidebars.map((sidebar) =>
    sidebar.service !== 'reports'
      ? sidebar
      : {
          ...sidebar,
          entries: declaredOrder(
            sidebar.entries.map((entry) =>
              entry.kind === 'group' && REPORT_GROUPS.includes(entry.id) ? { ...entry, items: [...active.filter((r) => r.category === entry.id).map(reportItem), ...entry.items] } : entry,
            ),
          ),
        },
  );
}

/** The sidebars of the portal with the signed-in user's cockpit reports. */
export function useSidebars(): ServiceSidebar[] {
  const { cockpitReports } = useSession();
  return useMemo(() => withReportEntries(SIDEBARS, cockpitReports), [cockpitReports]);
}
