import type { SeedContext } from './context';

export async function seedCockpitReports({ db }: SeedContext): Promise<void> {
  await db
    .insertInto('cockpitReports')
    .values([
      { name: 'Sales overview', category: 'coreReporting', reportId: '6a1c2f3e-sales', workspaceId: 'ws-core', permission: 'vp.vp.cockpit.show', isActive: true, sortOrder: 10 },
      { name: 'Labour cost and hours', category: 'coreReporting', reportId: '6a1c2f3e-labour', workspaceId: 'ws-core', permission: 'vp.cockpit.campus.employees.show', isActive: true, sortOrder: 20 },
      { name: 'Guest satisfaction', category: 'coreReporting', reportId: '6a1c2f3e-nps', workspaceId: 'ws-core', permission: null, isActive: true, sortOrder: 30 },
      { name: 'Stock variance (retired)', category: 'coreReporting', reportId: '6a1c2f3e-old', workspaceId: 'ws-core', permission: null, isActive: false, sortOrder: 40 },
    ])
    .execute();
}
