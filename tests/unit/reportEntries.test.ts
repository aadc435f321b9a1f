import { describe, expect, it } from 'vitest';
import { SIDEBARS } from '@generated/client/sidebars';
import type { CockpitReportRecord } from '@generated/shared/types/cockpitReports';
import { withReportEntries } from '@/app/navigation/reportEntries';
import { isServiceVisible, visibleEntries } from '@/app/navigation/sidebarRules';
import type { PermissionData } from '@/shared/permissions';

const report = (id: string, over: Partial<CockpitReportRecord> = {}): CockpitReportRecord =>
  ({ id, version: 1, name: `Report ${id}`, category: 'coreReporting', reportId: `r-${id}`, workspaceId: 'ws', permission: null, isActive: true, sortOrder: 0, createdAt: '', updatedAt: '', createdBy: null, updatedBy: null, ...over }) as CockpitReportRecord;

const reportsSidebar = (reports: CockpitReportRecord[]) => withReportEntries(SIDEBARS, reports).find((s) => s.service === 'reports')!;
const groups = (permissions: PermissionData, reports: CockpitReportRecord[]) =>
  Object.fromEntries(visibleEntries(reportsSidebar(reports), permissions, null).flatMap((e) => (e.kind === 'group' ? [[e.id, e.items.map((i) => i.label ?? i.key)]] : [])));

const nobody: PermissionData = { globalPermissions: [], venuePermissions: [] };
const campus: PermissionData = { globalPermissions: [], venuePermissions: [{ venueId: 'v1', permissions: ['vp.cockpit.campus.employees.show'] }] };

describe('cockpit report entries in the Reports sidebar', () => {
  it('list active reports under their category in report order, pointing at /cp/report/{id}', () => {
    const sidebar = reportsSidebar([report('b', { sortOrder: 20 }), report('a', { sortOrder: 10 }), report('off', { isActive: false })]);
    const core = sidebar.entries.find((e) => e.kind === 'group' && e.id === 'coreReporting');
    expect(core?.kind === 'group' && core.items.map((i) => [i.path, i.label])).toEqual([
      ['/cp/report/a', 'Report a'],
      ['/cp/report/b', 'Report b'],
    ]);
  });

  it('show a report only to holders of its permission, and everyone when none is set', () => {
    const reports = [report('open'), report('labour', { permission: 'vp.cockpit.campus.employees.show' })];
    expect(groups(nobody, reports).coreReporting).toEqual(['Report open']);
    expect(groups(campus, reports).coreReporting).toEqual(['Report labour', 'Report open']);
  });

  it('drop a group that has no report the user may see (Fuel Reporting in the demo)', () => {
    const visible = groups(nobody, [report('x'), report('hidden', { category: 'fuelReporting', permission: 'vp.cockpit.fuel.show' })]);
    expect(visible.fuelReporting).toBeUndefined();
    expect(visible.coreReporting).toEqual(['Report x']);
    expect(Object.keys(groups(nobody, []))).not.toContain('coreReporting');
  });

  it('put the report groups first, in the order the shell declares', () => {
    const ids = reportsSidebar([report('a')]).entries.map((e) => (e.kind === 'group' ? e.id : e.path));
    expect(ids).toEqual(['coreReporting', 'fuelReporting', 'management']);
  });

  it('leave other services and the static sidebars untouched', () => {
    const before = JSON.stringify(SIDEBARS.map((s) => s.entries.length));
    withReportEntries(SIDEBARS, [report('a')]);
    expect(JSON.stringify(SIDEBARS.map((s) => s.entries.length))).toBe(before);
    expect(withReportEntries(SIDEBARS, [report('a')]).find((s) => s.service === 'venue')).toBe(SIDEBARS.find((s) => s.service === 'venue'));
    expect(isServiceVisible(reportsSidebar([]), nobody)).toBe(true);
  });
});
