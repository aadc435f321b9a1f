import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeDirectory, reaches } from '@/server/domain/venue/venueDrive';
import { startTestServer, type TestServer } from '../support/testServer';
import { multipart } from '../support/multipart';

const VENUE = 'venue-dk-norrebro';
let server: TestServer;

const get = (userId: string, url: string, headers: Record<string, string> = {}) => server.request(userId, { method: 'GET', url: `/api/main${url}`, headers });
const send = (userId: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Record<string, string> = {}) => server.request(userId, { method, url: `/api/main${url}`, payload: payload as object, headers });
const list = async (userId: string, directory = '/', venueId = VENUE) => get(userId, `/VenueDrive/ListDirectory?venueId=${venueId}&directory=${encodeURIComponent(directory)}`);

async function upload(userId: string, venueId: string, folder: string, name: string, content = 'hello') {
  const body = multipart({ venueId, folder }, { name, type: 'text/plain', content: Buffer.from(content) });
  const res = await server.request(userId, { method: 'POST', url: '/api/main/Media/venuedrive', payload: body.payload, headers: body.headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string };
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('folder paths', () => {
  it('are normalised and may not climb out', () => {
    expect(normalizeDirectory('')).toBe('/');
    expect(normalizeDirectory('Menus/')).toBe('/Menus');
    expect(normalizeDirectory(' /Menus // Summer ')).toBe('/Menus/Summer');
    expect(() => normalizeDirectory('/Menus/../..')).toThrow(/directory/);
  });
  it('share by region, country or the whole group', () => {
    const a = { country: 'dk', regionId: 'r1' };
    expect(reaches('venue', a, a)).toBe(false);
    expect(reaches('region', a, { country: 'dk', regionId: 'r1' })).toBe(true);
    expect(reaches('region', a, { country: 'dk', regionId: 'r2' })).toBe(false);
    expect(reaches('country', a, { country: 'dk', regionId: 'r2' })).toBe(true);
    expect(reaches('country', a, { country: 'no', regionId: 'r3' })).toBe(false);
    expect(reaches('group', a, { country: 'uk', regionId: null })).toBe(true);
  });
});

describe('GET /VenueDrive/ListDirectory', () => {
  it('lists the top folder: sub-folders with their file counts, files, and files others share', async () => {
    const res = await list('user-sm');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ venueId: VENUE, directory: '/', parent: null });
    expect(body.folders.map((f: { name: string }) => f.name)).toEqual(['Marketing', 'Menus', 'Safety', 'Staff', 'Suppliers']);
    expect(body.folders.find((f: { name: string }) => f.name === 'Menus').fileCount).toBe(2);
    expect(body.files.map((f: { name: string }) => f.name)).toContain('Opening checklist.txt');
    // Vesterbro shares its checklist with the Copenhagen region; Shoreditch its photo with the whole group.
    const shared = body.shared.map((f: { name: string; venueName: string }) => `${f.venueName}: ${f.name}`);
    expect(shared).toContain('Vesterbro Cocktail Club: Opening checklist.txt');
    expect(shared).toContain('Shoreditch Social: Terrace photo.png');
    expect(shared.some((s: string) => s.startsWith('Nørrebro'))).toBe(false);
  });

  it('lists a sub-folder and answers 404 for a folder that does not exist', async () => {
    const menus = (await list('user-sm', 'Menus/')).json();
    expect(menus).toMatchObject({ directory: '/Menus', parent: '/' });
    expect(menus.folders.map((f: { path: string }) => f.path)).toEqual(['/Menus/Archive']);
    expect(menus.files.map((f: { name: string }) => f.name)).toEqual(['Cocktail menu.txt']);
    expect(menus.shared).toEqual([]);
    expect((await list('user-sm', '/Nowhere')).statusCode).toBe(404);
    expect((await list('user-sm', '/Menus/../../etc')).json()).toMatchObject({ status: 400, field: 'query.directory' });
  });

  it('is refused at another venue and without the permission', async () => {
    expect((await list('user-vm', '/', 'venue-fi-kallio')).statusCode).toBe(403);
    expect((await list('user-gr', '/', 'venue-uk-soho')).statusCode).toBe(403);
  });
});

describe('folders and files', () => {
  it('creates folders under existing ones, refusing duplicates and bad names', async () => {
    const created = await send('user-vm', 'POST', '/VenueDrive/CreateDirectory', { venueId: VENUE, directory: '/Staff', name: 'Contracts' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ path: '/Staff/Contracts', name: 'Contracts' });
    expect((await send('user-vm', 'POST', '/VenueDrive/CreateDirectory', { venueId: VENUE, directory: '/Staff', name: 'contracts' })).statusCode).toBe(409);
    expect((await send('user-vm', 'POST', '/VenueDrive/CreateDirectory', { venueId: VENUE, directory: '/Staff', name: 'a/b' })).json()).toMatchObject({ status: 400, field: 'body.name' });
    expect((await send('user-vm', 'POST', '/VenueDrive/CreateDirectory', { venueId: VENUE, directory: '/Staff', name: '' })).json()).toMatchObject({ status: 400, field: 'body.name' });
    expect((await send('user-vm', 'POST', '/VenueDrive/CreateDirectory', { venueId: VENUE, directory: '/Missing', name: 'X' })).statusCode).toBe(404);
    expect((await list('user-sm', '/Staff')).json().folders.map((f: { name: string }) => f.name)).toEqual(['Contracts', 'Rotas']);
  });

  it('lists uploads in their folder, downloads and deletes them', async () => {
    const file = await upload('user-vm', VENUE, '/Staff/Contracts', 'Contract.txt', 'signed');
    const listed = (await list('user-sm', '/Staff/Contracts')).json();
    expect(listed.files).toEqual([expect.objectContaining({ id: file.id, name: 'Contract.txt', folder: '/Staff/Contracts', domainPermission: 'venue', uploadedBy: 'Lars Nielsen', size: 6 })]);
    const down = await get('user-vm', `/VenueDrive/Download?venueId=${VENUE}&fileId=${file.id}`);
    expect(down.statusCode).toBe(200);
    expect(down.body).toBe('signed');
    expect(down.headers['content-disposition']).toContain('Contract.txt');
    // A shift manager reads the drive; changing it is the managers'.
    expect((await send('user-sm', 'DELETE', `/VenueDrive/File?venueId=${VENUE}&fileId=${file.id}`)).statusCode).toBe(403);
    expect((await send('user-vm', 'DELETE', `/VenueDrive/File?venueId=${VENUE}&fileId=${file.id}`)).statusCode).toBe(204);
    expect((await send('user-vm', 'DELETE', `/VenueDrive/File?venueId=${VENUE}&fileId=${file.id}`)).statusCode).toBe(404);
    expect((await get('user-vm', `/VenueDrive/Download?venueId=${VENUE}&fileId=${file.id}`)).statusCode).toBe(404);
  });

  it('shows a folder files were uploaded into even if nobody created it', async () => {
    await upload('user-vm', VENUE, 'Events/2026', 'Poster.txt');
    const top = (await list('user-sm')).json();
    expect(top.folders.map((f: { name: string }) => f.name)).toContain('Events');
    expect((await list('user-sm', '/Events/2026')).json().files.map((f: { name: string }) => f.name)).toEqual(['Poster.txt']);
  });

  it('refuses an upload into a folder the listing would not accept, naming the field, and the listing keeps working', async () => {
    for (const folder of ['../x', '/Menus/../../etc', '/Menus/./Summer', 'Bad\u0007Name', '/a/b/c/d/e/f/g/h/i/j/k/l/m', '/Menus/Summer: 2026', '/What?']) {
      const body = multipart({ venueId: VENUE, folder }, { name: 'Sneaky.txt', type: 'text/plain', content: Buffer.from('x') });
      const res = await server.request('user-vm', { method: 'POST', url: '/api/main/Media/venuedrive', payload: body.payload, headers: body.headers });
      expect(res.statusCode, folder).toBe(400);
      expect(res.json().field).toBe('body.folder');
    }
    expect(await server.db.selectFrom('media').select('id').where('name', '=', 'Sneaky.txt').execute()).toEqual([]);
    expect((await list('user-sm')).statusCode).toBe(200);
    // An upload without a folder goes to the top folder, stored normalised.
    const body = multipart({ venueId: VENUE }, { name: 'Top.txt', type: 'text/plain', content: Buffer.from('x') });
    const top = await server.request('user-vm', { method: 'POST', url: '/api/main/Media/venuedrive', payload: body.payload, headers: body.headers });
    expect(top.json().folder).toBe('/');
  });

  it('lists a file stored with an unreadable folder before uploads were checked in the top folder', async () => {
    const file = await upload('user-vm', VENUE, '/Menus', 'Legacy.txt');
    await server.db.updateTable('media').set({ folder: '../x' }).where('id', '=', file.id).execute();
    const res = await list('user-sm');
    expect(res.statusCode).toBe(200);
    expect(res.json().files.map((f: { name: string }) => f.name)).toContain('Legacy.txt');
  });

  it('deletes a folder with its sub-folders and files, never the top folder', async () => {
    await send('user-vm', 'POST', '/VenueDrive/CreateDirectory', { venueId: VENUE, directory: '/', name: 'Old' });
    await send('user-vm', 'POST', '/VenueDrive/CreateDirectory', { venueId: VENUE, directory: '/Old', name: 'Older' });
    const file = await upload('user-vm', VENUE, '/Old/Older', 'Ancient.txt');
    expect((await send('user-vm', 'DELETE', `/VenueDrive/Directory?venueId=${VENUE}&directory=/Old`)).statusCode).toBe(204);
    expect((await list('user-sm', '/Old')).statusCode).toBe(404);
    expect((await server.request('user-hq', { method: 'GET', url: `/api/main/Media/${file.id}` })).statusCode).toBe(404);
    expect((await send('user-vm', 'DELETE', `/VenueDrive/Directory?venueId=${VENUE}&directory=/`)).json()).toMatchObject({ status: 400, field: 'query.directory' });
    expect((await send('user-vm', 'DELETE', `/VenueDrive/Directory?venueId=${VENUE}&directory=/Gone`)).statusCode).toBe(404);
  });
});

describe('POST /VenueDrive/SetDomainPermission', () => {
  it('shares a file with the country: other Danish venues see and download it, others do not', async () => {
    const file = await upload('user-vm', VENUE, '/Safety', 'Evacuation map.txt', 'map');
    const set = await send('user-vm', 'POST', `/VenueDrive/SetDomainPermission?fileId=${file.id}`, { domainPermission: 'country' }, { venueid: VENUE });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ id: file.id, domainPermission: 'country' });
    expect((await list('user-sm', '/Safety')).json().files.find((f: { id: string }) => f.id === file.id)).toMatchObject({ domainPermission: 'country' });

    const aarhus = (await list('user-cd', '/', 'venue-dk-aarhus')).json();
    expect(aarhus.shared.map((f: { id: string }) => f.id)).toContain(file.id);
    expect((await get('user-cd', `/VenueDrive/Download?venueId=venue-dk-aarhus&fileId=${file.id}`)).body).toBe('map');
    const oslo = (await list('user-rm', '/', 'venue-no-grunerlokka')).json();
    expect(oslo.shared.map((f: { id: string }) => f.id)).not.toContain(file.id);
    expect((await get('user-rm', `/VenueDrive/Download?venueId=venue-no-grunerlokka&fileId=${file.id}`)).statusCode).toBe(404);

    await send('user-vm', 'POST', `/VenueDrive/SetDomainPermission?fileId=${file.id}`, { domainPermission: 'venue' }, { venueid: VENUE });
    expect((await list('user-cd', '/', 'venue-dk-aarhus')).json().shared.map((f: { id: string }) => f.id)).not.toContain(file.id);
  });

  it('names bad input and only changes files of the venue in the header', async () => {
    const file = await upload('user-vm', VENUE, '/', 'Note.txt');
    expect((await send('user-vm', 'POST', `/VenueDrive/SetDomainPermission?fileId=${file.id}`, { domainPermission: 'world' }, { venueid: VENUE })).json()).toMatchObject({ status: 400, field: 'body.domainPermission' });
    expect((await send('user-vm', 'POST', '/VenueDrive/SetDomainPermission', { domainPermission: 'group' }, { venueid: VENUE })).json()).toMatchObject({ status: 400, field: 'query.fileId' });
    expect((await send('user-vm', 'POST', `/VenueDrive/SetDomainPermission?fileId=${file.id}`, { domainPermission: 'group' }, { venueid: 'venue-dk-vesterbro' })).statusCode).toBe(404);
    expect((await send('user-vm', 'POST', `/VenueDrive/SetDomainPermission?fileId=${file.id}`, { domainPermission: 'group' }, { venueid: 'venue-fi-kallio' })).statusCode).toBe(403);
  });
});

describe('GET /MediaLibrary/{venueId}', () => {
  it('lists the venue\'s pictures newest first, by name prefix, and accepts picture uploads only', async () => {
    const res = await get('user-vm', `/MediaLibrary/${VENUE}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((p: { name: string }) => p.name).sort()).toEqual(['Bar at night.png', 'Logo.png', 'Signature cocktail.png', 'Terrace summer.png']);
    expect(res.json()).toMatchObject({ totalItems: 4, page: 1, pageSize: 48 });
    expect(res.json().items[0]).toMatchObject({ contentType: 'image/png', url: expect.stringMatching(/^\/api\/main\/Media\//) });
    expect((await get('user-vm', `/MediaLibrary/${VENUE}?query=logo`)).json().items.map((p: { name: string }) => p.name)).toEqual(['Logo.png']);
    expect((await get('user-sm', `/MediaLibrary/${VENUE}`)).statusCode).toBe(403);
    expect((await get('user-vm', '/MediaLibrary/venue-uk-soho')).statusCode).toBe(403);
    const text = multipart({ venueId: VENUE }, { name: 'notes.txt', type: 'text/plain', content: Buffer.from('x') });
    expect((await server.request('user-vm', { method: 'POST', url: '/api/main/Media/medialibrary', payload: text.payload, headers: text.headers })).json()).toMatchObject({ status: 400, field: 'body.file' });
    const picture = multipart({ venueId: VENUE }, { name: 'Neon sign.png', type: 'image/png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
    const uploaded = await server.request('user-vm', { method: 'POST', url: '/api/main/Media/medialibrary', payload: picture.payload, headers: picture.headers });
    expect(uploaded.statusCode).toBe(200);
    expect((await get('user-vm', `/MediaLibrary/${VENUE}`)).json().items[0]).toMatchObject({ name: 'Neon sign.png' });
  });
  it('pages the library on the server, newest first, with the total', async () => {
    const all = (await get('user-vm', `/MediaLibrary/${VENUE}`)).json();
    const second = (await get('user-vm', `/MediaLibrary/${VENUE}?page=2&perPage=2`)).json();
    expect(second).toMatchObject({ page: 2, pageSize: 2, totalItems: all.totalItems, totalPages: Math.ceil(all.totalItems / 2) });
    expect(second.items.map((p: { id: string }) => p.id)).toEqual(all.items.slice(2, 4).map((p: { id: string }) => p.id));
    expect((await get('user-vm', `/MediaLibrary/${VENUE}?perPage=1000`)).json()).toMatchObject({ status: 400, field: 'query.perPage' });
  });
});
