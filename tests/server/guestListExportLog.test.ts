import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinClock } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

/**
 * The guest list's Export fetches its pages with the reason typed: the server logs each guest it hands out on such a
 * page as exported, by whom and why; the same pages looked at on the screen log nothing.
 */
const api = '/api/crm/api';
const now = pinClock('2026-11-20T10:15:00Z');

describe('exporting the guest list', () => {
  let server: TestServer;
  const get = (user: string, path: string) => server.request(user, { method: 'GET', url: `${api}${path}` });
  const exportsOf = (guestIds: string[]) =>
    server.db.selectFrom('guestAccessLogs').select(['guestId', 'actorUserId', 'reason', 'createdAt']).where('action', '=', 'export').where('guestId', 'in', guestIds).execute();

  beforeAll(async () => {
    server = await startTestServer();
  }, 180_000);
  afterAll(async () => server?.close());

  it('logs every guest of an exported page with who exported it and why, and nothing for a page only shown', async () => {
    const shown = await get('user-gr', '/UserProfiles/uk?top=5&skip=5');
    expect(shown.statusCode, shown.body).toBe(200);
    const shownIds = (shown.json() as { items: { id: string }[] }).items.map((g) => g.id);
    expect(shownIds).toHaveLength(5);
    expect(await exportsOf(shownIds)).toEqual([]);

    const reason = encodeURIComponent('Guest list for the Christmas party invitations');
    const exported = await get('user-gr', `/UserProfiles/uk?top=5&skip=0&exportReason=${reason}`);
    expect(exported.statusCode, exported.body).toBe(200);
    const exportedIds = (exported.json() as { items: { id: string }[] }).items.map((g) => g.id);
    const entries = await exportsOf(exportedIds);
    expect(entries.map((e) => e.guestId).sort()).toEqual([...exportedIds].sort());
    expect(entries.every((e) => e.actorUserId === 'user-gr' && e.reason === 'Guest list for the Christmas party invitations')).toBe(true);
    expect(entries.every((e) => e.createdAt.toISOString() === now.toISOString())).toBe(true);
  });

  it('logs a venue\'s guests exported the same way, and refuses an export without a reason', async () => {
    const exported = await get('user-hq', '/UserProfiles/dk/venue/venue-dk-norrebro?top=3&exportReason=Venue%20closing%20audit');
    expect(exported.statusCode, exported.body).toBe(200);
    const ids = (exported.json() as { items: { id: string }[] }).items.map((g) => g.id);
    expect((await exportsOf(ids)).filter((e) => e.actorUserId === 'user-hq' && e.reason === 'Venue closing audit')).toHaveLength(ids.length);

    const blank = await get('user-hq', '/UserProfiles/dk?top=3&exportReason=%20%20');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('query.exportReason: say why the guests are exported (3 to 500 characters)');
    const long = await get('user-hq', `/UserProfiles/dk?top=3&exportReason=${'x'.repeat(501)}`);
    expect(long.statusCode).toBe(400);
  });
});
