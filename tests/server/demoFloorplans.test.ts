import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the demo floorplans', () => {
  it('gives every table-booking setup a floorplan that places each of its single tables inside the plan', async () => {
    const setups = await server.db.selectFrom('venueSetups').select(['id', 'floorplan']).where('deleted', 'is', null).execute();
    const tables = await server.db.selectFrom('venueTables').select(['id', 'venueSetupId', 'combinationTablePartIds']).where('deleted', 'is', null).execute();
    expect(setups.length).toBeGreaterThan(0);
    for (const setup of setups) {
      const plan = setup.floorplan as { width: number; height: number; tables: { venueTableId: string; x: number; y: number; width: number; height: number }[] } | null;
      expect(plan, setup.id).not.toBeNull();
      const single = tables.filter((t) => t.venueSetupId === setup.id && !((t.combinationTablePartIds as string[] | null) ?? []).length).map((t) => t.id);
      expect(plan!.tables.map((t) => t.venueTableId).sort(), setup.id).toEqual(single.sort());
      for (const t of plan!.tables) expect(t.x >= 0 && t.y >= 0 && t.x + t.width <= plan!.width && t.y + t.height <= plan!.height, `${setup.id} ${t.venueTableId}`).toBe(true);
    }
  });
});
