import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueCampaignsResource } from '@generated/server/resources/venueCampaigns';
import { Store } from '@/server/api/store';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('Store.setFields', () => {
  it('changes read-only fields; with a version only when the record is still at it', async () => {
    const store = new Store(server.db, 'user-hq');
    const created = await store.create(venueCampaignsResource, { venueId: 'venue-dk-norrebro', title: 'Store test', status: 'ReadyToFillOut' });
    const changed = await store.setFields(venueCampaignsResource, created.id, { status: 'Archived' }, { version: created.version });
    expect(changed).toMatchObject({ status: 'Archived', version: created.version! + 1 });
    await expect(store.setFields(venueCampaignsResource, created.id, { status: 'ReadyToFillOut' }, { version: created.version })).rejects.toMatchObject({ status: 409 });
    await expect(store.setFields(venueCampaignsResource, 'no-such', { status: 'ReadyToFillOut' }, { version: 1 })).rejects.toMatchObject({ status: 404 });
    expect(await store.setFields(venueCampaignsResource, created.id, { status: 'ReadyToFillOut' })).toMatchObject({ status: 'ReadyToFillOut' });
  });
});
