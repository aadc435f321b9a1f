import type { SeedContext } from './context';

/** The demo's report list (the ids of reports in Power BI); the journeys' Power BI stand-in knows them by these ids. */
export const COCKPIT_REPORTS = [
  { name: 'Sales overview', category: 'coreReporting', reportId: '6a1c2f3e-sales', workspaceId: 'ws-core', permission: 'vp.vp.cockpit.show', isActive: true, sortOrder: 10 },
  { name: 'Labour cost and hours', category: 'coreReporting', reportId: '6a1c2f3e-labour', workspaceId: 'ws-core', permission: 'vp.cockpit.campus.employees.show', isActive: true, sortOrder: 20 },
  { name: 'Guest satisfaction', category: 'coreReporting', reportId: '6a1c2f3e-nps', workspaceId: 'ws-core', permission: null, isActive: true, sortOrder: 30 },
  { name: 'Stock variance (retired)', category: 'coreReporting', reportId: '6a1c2f3e-old', workspaceId: 'ws-core', permission: null, isActive: false, sortOrder: 40 },
];

export async function seedCockpitReports({ db }: SeedContext): Promise<void> {
  await db.insertInto('cockpitReports').values(COCKPIT_REPORTS).execute();
}
