import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPermission } from '@/shared/permissions';
import { startTestServer, type TestServer } from '../support/testServer';

let server: TestServer;
const get = (userId: string, url: string, headers: Record<string, string> = {}) => server.request(userId, { method: 'GET', url: `/api/main${url}`, headers });

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('identity', () => {
  it('answers global and per-venue permissions from the role instances valid today', async () => {
    const hq = (await get('user-hq', '/Idam/User/Permissions?useCache=true')).json();
    expect(hasPermission(hq, 'vp.life.operationlinks.show', null)).toBe(true);
    expect(hq.venuePermissions).toEqual([]);
    const vm = (await get('user-vm', '/Idam/User/Permissions?useCache=true')).json();
    expect(vm.globalPermissions).toEqual([]);
    expect(vm.venuePermissions.map((v: { venueId: string }) => v.venueId)).toEqual(['venue-dk-norrebro', 'venue-dk-vesterbro']);
    expect(hasPermission(vm, 'vp.vp.venuetasks.show', 'venue-dk-norrebro')).toBe(true);
    expect(hasPermission(vm, 'vp.life.operationlinks.show', 'venue-dk-norrebro')).toBe(false);
  });

  it('lists the user\'s venues, and every venue for head office', async () => {
    const vm = (await get('user-vm', '/Idam/User/Venues?useCache=true')).json();
    expect(vm).toEqual([
      { venueId: 'venue-dk-norrebro', name: 'Nørrebro Social', logoUrl: null, country: 'dk', timeZone: 'Europe/Copenhagen' },
      { venueId: 'venue-dk-vesterbro', name: 'Vesterbro Cocktail Club', logoUrl: null, country: 'dk', timeZone: 'Europe/Copenhagen' },
    ]);
    expect((await get('user-hq', '/Idam/User/Venues')).json().length).toBe(13);
    const details = (await get('user-vm', '/Idam/User/Venues/Details')).json();
    expect(details[0]).toMatchObject({ country: 'dk', timeZone: 'Europe/Copenhagen', regionName: 'Copenhagen' });
    expect(details[0].permissionCount).toBeGreaterThan(2);
  });

  it('answers roles, the user\'s role instances and the active roles at the venue of the header', async () => {
    const roles = (await get('user-sm', '/Idam/Roles')).json() as { roleId: string; name: string; permissions?: string[] }[];
    expect(roles.find((r) => r.roleId === 'vm')).toEqual({ id: expect.any(String), roleId: 'vm', name: 'Venue Manager' });
    // What roles grant is for who may see it (head office).
    expect((await get('user-hq', '/Idam/Roles')).json().find((r: { roleId: string }) => r.roleId === 'sm').permissions).toContain('vp.vp.venuetasks.check');
    const mine = (await get('user-vm', '/Idam/User/Roles')).json();
    expect(mine).toHaveLength(3);
    expect((await get('user-vm', '/Idam/User/Roles/Active', { venueid: 'venue-dk-norrebro' })).json()).toEqual([{ roleId: 'vm' }]);
    expect((await get('user-vm', '/Idam/User/Roles/Active', { venueid: 'venue-dk-aarhus' })).json()).toEqual([]);
    expect((await get('user-hq', '/Idam/User/Roles/Active', { venueid: 'venue-dk-aarhus' })).json()).toEqual([{ roleId: 'hq' }]);
    expect((await get('user-vm', '/Idam/User/Roles/Active')).json()).toMatchObject({ status: 400, field: 'header.venueid' });
  });

  it('looks up who holds a role, at a venue or anywhere', async () => {
    const atVenue = (await get('user-vm', '/Idam/RoleLookup/sm/venue-dk-norrebro')).json();
    expect(atVenue.map((e: { userId: string }) => e.userId)).toContain('user-sm');
    expect(atVenue[0]).toHaveProperty('validFromDate');
    const anywhere = (await get('user-cd', '/Idam/RoleLookup/vm')).json();
    expect(anywhere.map((e: { userId: string }) => e.userId)).toContain('user-vm');
    // Anywhere means: at the venues whose information the caller may see (Ingrid Berg sees Oslo, not Copenhagen).
    const fromOslo = (await get('user-rm', '/Idam/RoleLookup/vm')).json() as { userId: string; venueId: string | null }[];
    expect(fromOslo.map((e) => e.userId)).not.toContain('user-vm');
    expect(fromOslo.every((e) => e.venueId === null || e.venueId.startsWith('venue-no-'))).toBe(true);
  });

  it('answers regions, global venues and a user profile', async () => {
    expect((await get('user-sm', '/Idam/Region/')).json().length).toBe(8);
    const venues = (await get('user-sm', '/Venues')).json();
    expect(venues.map((v: { name: string }) => v.name)[0]).toBe('Aarhus Havnebar');
    expect((await get('user-vm', '/Users/user-vm')).json()).toMatchObject({ name: 'Lars Nielsen', tags: ['level:cm'], email: 'lars.nielsen@venueportal.test' });
    expect((await get('user-vm', '/Users/nobody')).statusCode).toBe(403);
  });

  it('shows a staff record to its person whole, to holders of the people permission as a colleague, and to nobody else', async () => {
    const own = (await get('user-sm', '/Users/user-sm')).json();
    expect(own).toMatchObject({ id: 'user-sm', name: 'Sofie Larsen', email: 'sofie.larsen@venueportal.test', tags: [], locale: 'dan' });
    // A colleague's record, even at the same venue, is not a shift manager's to read; nor is whether an id exists.
    expect((await get('user-sm', '/Users/user-vm')).statusCode).toBe(403);
    expect((await get('user-sm', '/Users/nobody')).statusCode).toBe(403);
    expect((await get('user-cd', '/Users/user-staff-1')).statusCode).toBe(403);
    const colleague = (await get('user-hq', '/Users/user-staff-1')).json();
    expect(colleague).toEqual({ id: 'user-staff-1', name: 'Mikkel Jensen', firstName: 'Mikkel', lastName: 'Jensen', email: 'mikkel.jensen@venueportal.test' });
    expect((await get('user-hq', '/Users/nobody')).statusCode).toBe(404);
  });
});

describe('mentions', () => {
  it('finds users and venues by the start of their name, at most 8, ignoring other characters', async () => {
    const res = (await get('user-sm', '/Tags?query=so')).json();
    expect(res.map((t: { name: string }) => t.name)).toEqual(expect.arrayContaining(['Sofie Larsen', 'Soho Cellar']));
    expect((await get('user-sm', '/Tags?query=nør')).json()).toEqual([{ id: 'venue-dk-norrebro', name: 'Nørrebro Social', type: 'venue' }]);
    expect((await get('user-sm', '/Tags?query=1234%25')).json()).toEqual([]);
    expect((await get('user-sm', '/Tags?query=a')).json().length).toBeLessThanOrEqual(8);
  });
});

describe('notifications', () => {
  it('lists the user\'s own, newest first, and marks them all read', async () => {
    const list = (await get('user-gr', '/VPNotifications')).json();
    expect(list.length).toBe(6);
    expect(list.every((n: { userId: string }) => n.userId === 'user-gr')).toBe(true);
    expect(list.filter((n: { isRead: boolean }) => !n.isRead)).toHaveLength(3);
    expect(Date.parse(list[0].createdAt)).toBeGreaterThan(Date.parse(list[5].createdAt));
    expect((await server.request('user-gr', { method: 'POST', url: '/api/main/VPNotifications/MarkAllAsRead' })).statusCode).toBe(204);
    expect((await get('user-gr', '/VPNotifications')).json().filter((n: { isRead: boolean }) => !n.isRead)).toHaveLength(0);
    expect((await get('user-sm', '/VPNotifications')).json().filter((n: { isRead: boolean }) => !n.isRead)).toHaveLength(3);
  });
});

describe('cockpit reports', () => {
  it('lists definitions for everyone and keeps changes to report managers', async () => {
    expect((await get('user-sm', '/CockpitReports')).json().length).toBe(4);
    const body = { name: 'Door counts', category: 'coreReporting', reportId: 'r-1', workspaceId: 'w-1', isActive: true };
    expect((await server.request('user-sm', { method: 'POST', url: '/api/main/CockpitReports', payload: body })).statusCode).toBe(403);
    const created = await server.request('user-hq', { method: 'POST', url: '/api/main/CockpitReports', payload: body });
    const report = created.json<Record<string, unknown>>();
    expect(report).toMatchObject({ name: 'Door counts', sortOrder: 0 });
    const updated = await server.request('user-hq', { method: 'PUT', url: '/api/main/CockpitReports', payload: { ...report, category: 'fuelReporting' } });
    expect(updated.json()).toMatchObject({ category: 'fuelReporting', version: 2 });
    expect((await server.request('user-hq', { method: 'PUT', url: '/api/main/CockpitReports', payload: { ...body, category: 'nope', id: created.json().id, version: 2 } })).json()).toMatchObject({ field: 'body.category' });
    expect((await server.request('user-hq', { method: 'DELETE', url: `/api/main/CockpitReports/?id=${created.json().id}` })).statusCode).toBe(204);
    expect((await server.request('user-hq', { method: 'DELETE', url: `/api/main/CockpitReports/?id=${created.json().id}` })).statusCode).toBe(404);
  });
});

describe('any request', () => {
  it('needs a token from a user the portal knows', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/main/Venues' })).json()).toMatchObject({ status: 401 });
    expect((await server.request('ghost-user', { method: 'GET', url: '/api/main/Venues' })).statusCode).toBe(401);
  });
  it('answers unknown paths with 404 and broken JSON with 400', async () => {
    expect((await get('user-hq', '/NoSuchThing')).statusCode).toBe(404);
    const broken = await server.request('user-hq', { method: 'POST', url: '/api/main/Operations', headers: { 'content-type': 'application/json' }, payload: '{"title":' });
    expect(broken.statusCode).toBe(400);
  });
});
