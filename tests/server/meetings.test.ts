import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodOf } from '@/shared/meetingPeriods';
import { checkMeetingInactivity } from '@/server/domain/life/meetingRuleNotifications';
import { pinClock, seededAt } from '../support/pinnedClock';
import { startTestServer, type TestServer } from '../support/testServer';

const VENUE = 'venue-dk-norrebro';
let server: TestServer;
// The users' roles are the demo's, valid around the moment it was built: the clock stands at that moment.
const now = pinClock(seededAt());

const get = (userId: string, url: string) => server.request(userId, { method: 'GET', url: `/api/main${url}` });
const send = (userId: string, method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => server.request(userId, { method, url: `/api/main${url}`, payload: payload as object });

const meetingBody = (over: Record<string, unknown> = {}) => ({ title: 'Stock review', type: 'Monthly', country: 'dk', venueId: null, steps: ['powerBi', 'summary'], description: null, isActive: true, ...over });

async function createMeeting(over: Record<string, unknown> = {}) {
  const res = await send('user-cd', 'POST', '/Meetings', meetingBody(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; version: number; title: string; type: string };
}

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('meeting definitions', () => {
  it('lists a country\'s meetings for LIFE and the meetings a venue holds', async () => {
    const dk = await get('user-cd', '/Meetings?country=dk');
    expect(dk.statusCode).toBe(200);
    const titles = dk.json().map((m: { title: string }) => m.title);
    expect(titles).toContain('Weekly venue meeting');
    expect(titles).toContain('Bar standards check-in');
    expect(dk.json().every((m: { country: string }) => m.country === 'dk')).toBe(true);

    const venue = await get('user-sm', `/Meetings/ByVenue/${VENUE}`);
    expect(venue.statusCode).toBe(200);
    const venueTitles = venue.json().map((m: { title: string }) => m.title);
    expect(venueTitles).toContain('Bar standards check-in');
    expect(venueTitles).not.toContain('Monday huddle (retired)');
    const other = await get('user-cd', '/Meetings/ByVenue/venue-dk-vesterbro');
    expect(other.json().map((m: { title: string }) => m.title)).not.toContain('Bar standards check-in');
  });

  it('refuses LIFE reads without the LIFE permission and other countries', async () => {
    expect((await get('user-sm', '/Meetings?country=dk')).statusCode).toBe(403);
    expect((await get('user-cd', '/Meetings?country=uk')).statusCode).toBe(403);
    expect((await get('user-hq', '/Meetings?country=xx')).json()).toMatchObject({ status: 400, field: 'query.country' });
  });

  it('creates, reads and updates a definition with a version check', async () => {
    const meeting = await createMeeting();
    const one = await get('user-sm', `/Meetings/${meeting.id}`);
    expect(one.json()).toMatchObject({ title: 'Stock review', steps: ['powerBi', 'summary'] });
    const saved = await send('user-cd', 'PUT', `/Meetings/${meeting.id}`, { ...meetingBody({ title: 'Stock and waste review' }), version: meeting.version });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Stock and waste review', version: meeting.version + 1 });
    const stale = await send('user-cd', 'PUT', `/Meetings/${meeting.id}`, { ...meetingBody(), version: meeting.version });
    expect(stale.statusCode).toBe(409);
    expect((await get('user-cd', '/Meetings/no-such-meeting')).statusCode).toBe(404);
  });

  it('names the field of a bad definition', async () => {
    expect((await send('user-cd', 'POST', '/Meetings', meetingBody({ steps: [] }))).json()).toMatchObject({ status: 400, field: 'body.steps' });
    expect((await send('user-cd', 'POST', '/Meetings', meetingBody({ steps: ['summary', 'summary'] }))).json()).toMatchObject({ status: 400, field: 'body.steps' });
    expect((await send('user-cd', 'POST', '/Meetings', meetingBody({ steps: ['dance'] }))).json()).toMatchObject({ status: 400, field: 'body.steps.0' });
    expect((await send('user-cd', 'POST', '/Meetings', meetingBody({ type: 'Daily' }))).json()).toMatchObject({ status: 400, field: 'body.type' });
    expect((await send('user-cd', 'POST', '/Meetings', meetingBody({ title: '' }))).json()).toMatchObject({ status: 400, field: 'body.title' });
    expect((await send('user-cd', 'POST', '/Meetings', meetingBody({ venueId: 'venue-dk-nowhere' }))).json()).toMatchObject({ status: 400, field: 'body.venueId' });
    expect((await send('user-hq', 'POST', '/Meetings', meetingBody({ venueId: 'venue-no-bryggen' }))).json()).toMatchObject({ status: 400, field: 'body.venueId' });
  });

  it('lets only LIFE meeting editors of the country write', async () => {
    expect((await send('user-vm', 'POST', '/Meetings', meetingBody())).statusCode).toBe(403);
    expect((await send('user-cd', 'POST', '/Meetings', meetingBody({ country: 'no' }))).statusCode).toBe(403);
  });

  it('lets a regional manager read the meetings of the region\'s country but not change them (vp.life.meetings.edit)', async () => {
    const oslo = (await get('user-rm', '/Meetings?country=no')).json() as { id: string; version: number; title: string }[];
    expect(oslo.length).toBeGreaterThan(0);
    const [meeting] = oslo;
    expect((await get('user-rm', `/Meetings/${meeting.id}`)).statusCode).toBe(200);
    expect((await send('user-rm', 'POST', '/Meetings', meetingBody({ country: 'no' }))).statusCode).toBe(403);
    expect((await send('user-rm', 'PUT', `/Meetings/${meeting.id}`, { ...meetingBody({ country: 'no', title: 'Renamed' }), version: meeting.version })).statusCode).toBe(403);
    expect((await send('user-rm', 'POST', '/Meetings/Copy', { id: meeting.id, country: 'no' })).statusCode).toBe(403);
    // Head office edits them everywhere.
    expect((await send('user-hq', 'PUT', `/Meetings/${meeting.id}`, { ...meetingBody({ country: 'no', title: meeting.title }), version: meeting.version })).statusCode).toBe(200);
  });

  it('copies a definition to a venue or another country', async () => {
    const meeting = await createMeeting({ title: 'Opening review' });
    const here = await send('user-cd', 'POST', '/Meetings/Copy', { id: meeting.id, country: 'dk' });
    expect(here.json()).toMatchObject({ title: 'Opening review (copy)', type: 'Monthly', country: 'dk', steps: ['powerBi', 'summary'] });
    expect(here.json().id).not.toBe(meeting.id);
    const atVenue = await send('user-cd', 'POST', '/Meetings/Copy', { id: meeting.id, country: 'dk', venueId: 'venue-dk-aarhus', title: 'Aarhus opening review' });
    expect(atVenue.json()).toMatchObject({ title: 'Aarhus opening review', venueId: 'venue-dk-aarhus' });
    const abroad = await send('user-hq', 'POST', '/Meetings/Copy', { id: meeting.id, country: 'no' });
    expect(abroad.json()).toMatchObject({ title: 'Opening review', country: 'no' });
    expect((await send('user-cd', 'POST', '/Meetings/Copy', { id: meeting.id, country: 'no' })).statusCode).toBe(403);
    expect((await send('user-cd', 'POST', '/Meetings/Copy', { id: 'nope', country: 'dk' })).statusCode).toBe(404);
  });
});

describe('meeting instances', () => {
  it('creates the instance of the current period in the venue\'s time zone, once', async () => {
    const meeting = await createMeeting({ title: 'Quarter close', type: 'Quarterly' });
    const res = await send('user-vm', 'POST', '/MeetingInstances', { meetingId: meeting.id, venueId: VENUE });
    expect(res.statusCode, res.body).toBe(200);
    const today = now.tz('Europe/Copenhagen').format('YYYY-MM-DD');
    expect(res.json()).toMatchObject({ status: 'created', venueId: VENUE, meetingId: meeting.id, ...{ whenYear: periodOf('Quarterly', today).year, period: periodOf('Quarterly', today).period }, meeting: { title: 'Quarter close', type: 'Quarterly' } });
    const again = await send('user-vm', 'POST', '/MeetingInstances', { meetingId: meeting.id, venueId: VENUE });
    expect(again.statusCode).toBe(409);
    const previous = await send('user-vm', 'POST', '/MeetingInstances', { meetingId: meeting.id, venueId: VENUE, when: now.subtract(4, 'month').toISOString() });
    expect(previous.statusCode).toBe(200);
    expect(previous.json().period === res.json().period && previous.json().whenYear === res.json().whenYear).toBe(false);
  });

  it('counts weeks by ISO week-year: 29 December 2025 is week 1 of 2026', async () => {
    const meeting = await createMeeting({ title: 'Year-end weekly', type: 'Weekly' });
    const res = await send('user-vm', 'POST', '/MeetingInstances', { meetingId: meeting.id, venueId: VENUE, when: '2025-12-29T10:00:00+01:00' });
    expect(res.json()).toMatchObject({ whenYear: 2026, period: 1 });
    const late = await send('user-vm', 'POST', '/MeetingInstances', { meetingId: meeting.id, venueId: VENUE, when: '2025-12-28T23:30:00Z' });
    // 23:30 UTC on the 28th is already the 29th in Copenhagen.
    expect(late.statusCode).toBe(409);
  });

  it('refuses meetings the venue does not hold and bad input, naming the field', async () => {
    const other = await createMeeting({ title: 'Aarhus only', venueId: 'venue-dk-aarhus' });
    expect((await send('user-vm', 'POST', '/MeetingInstances', { meetingId: other.id, venueId: VENUE })).json()).toMatchObject({ status: 400, field: 'body.meetingId' });
    const inactive = await createMeeting({ title: 'Old one', isActive: false });
    expect((await send('user-vm', 'POST', '/MeetingInstances', { meetingId: inactive.id, venueId: VENUE })).json()).toMatchObject({ status: 400, field: 'body.meetingId' });
    expect((await send('user-vm', 'POST', '/MeetingInstances', { meetingId: 'nope', venueId: VENUE })).json()).toMatchObject({ status: 400, field: 'body.meetingId' });
    expect((await send('user-vm', 'POST', '/MeetingInstances', { meetingId: other.id, venueId: VENUE, when: 'tomorrow' })).json()).toMatchObject({ status: 400, field: 'body.when' });
    expect((await send('user-vm', 'POST', '/MeetingInstances', { meetingId: other.id, venueId: 'venue-fi-kallio' })).statusCode).toBe(403);
    // Shift managers read the venue's meetings; holding them is the managers'.
    expect((await send('user-sm', 'POST', '/MeetingInstances', { meetingId: other.id, venueId: VENUE })).statusCode).toBe(403);
  });

  it('lists a venue\'s instances, newest first, pages and filters them', async () => {
    const all = await get('user-sm', `/MeetingInstances/ByVenueId/${VENUE}`);
    expect(all.statusCode, all.body).toBe(200);
    const first = all.json();
    expect(first).toMatchObject({ page: 1, pageSize: 25 });
    expect(first.items.length).toBeGreaterThan(5);
    expect(first.items.every((i: { venueId: string }) => i.venueId === VENUE)).toBe(true);
    const whens = first.items.map((i: { when: string }) => i.when);
    expect(whens).toEqual([...whens].sort().reverse());
    const ended = (await get('user-sm', `/MeetingInstances/ByVenueId/${VENUE}?status=ended&page=1&perPage=3`)).json();
    expect(ended.items).toHaveLength(3);
    expect(ended.totalItems).toBeGreaterThan(3);
    expect(ended.totalPages).toBe(Math.ceil(ended.totalItems / 3));
    expect(ended.items.every((i: { status: string }) => i.status === 'ended')).toBe(true);
    const second = (await get('user-sm', `/MeetingInstances/ByVenueId/${VENUE}?status=ended&page=2&perPage=3`)).json();
    expect(second.items.map((i: { id: string }) => i.id)).not.toContain(ended.items[0].id);
    expect((await get('user-sm', `/MeetingInstances/ByVenueId/${VENUE}?page=0`)).json()).toMatchObject({ status: 400, field: 'query.page' });
    expect((await get('user-sm', `/MeetingInstances/ByVenueId/${VENUE}?perPage=1000`)).json()).toMatchObject({ status: 400, field: 'query.perPage' });
    expect((await get('user-sm', '/MeetingInstances/ByVenueId/venue-fi-kallio')).statusCode).toBe(403);
  });

  it('starts with facilitator, attendees and time, then ends; each once', async () => {
    const meeting = await createMeeting({ title: 'Flow check', type: 'Annually' });
    const created = (await send('user-vm', 'POST', '/MeetingInstances', { meetingId: meeting.id, venueId: VENUE })).json();
    expect((await send('user-vm', 'POST', '/MeetingInstances/EndMeeting', { meetingInstanceId: created.id })).statusCode).toBe(409);
    expect((await send('user-vm', 'POST', '/MeetingInstances/StartMeeting', { meetingInstanceId: created.id, facilitator: '  ', attendees: [], when: now.toISOString() })).json()).toMatchObject({ status: 400, field: 'body.facilitator' });
    expect((await send('user-vm', 'POST', '/MeetingInstances/StartMeeting', { meetingInstanceId: created.id, facilitator: 'Sofie', when: 'now' })).json()).toMatchObject({ status: 400, field: 'body.when' });
    const when = '2026-03-02T09:30:00+01:00';
    const started = await send('user-vm', 'POST', '/MeetingInstances/StartMeeting', { meetingInstanceId: created.id, facilitator: ' Sofie Larsen ', attendees: ['Jonas Poulsen', '', 'jonas poulsen', 'Ida Christensen'], when });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ status: 'started', facilitator: 'Sofie Larsen', attendees: ['Jonas Poulsen', 'Ida Christensen'] });
    expect(new Date(started.json().when).toISOString()).toBe(new Date(when).toISOString());
    expect(started.json().startedAt).toBeTruthy();
    expect((await send('user-vm', 'POST', '/MeetingInstances/StartMeeting', { meetingInstanceId: created.id, facilitator: 'X', when })).statusCode).toBe(409);

    const edited = await send('user-vm', 'PUT', '/MeetingInstances/', { ...started.json<object>(), notes: 'Agreed on the summer rota.' });
    expect(edited.json()).toMatchObject({ notes: 'Agreed on the summer rota.', status: 'started' });
    expect((await send('user-vm', 'PUT', '/MeetingInstances/', { ...started.json<object>(), notes: 'stale' })).statusCode).toBe(409);
    expect((await send('user-vm', 'PUT', '/MeetingInstances/', { ...edited.json<object>(), meetingId: meeting.id === 'x' ? 'y' : (await createMeeting({ title: 'Other', type: 'Annually' })).id })).json()).toMatchObject({ status: 400, field: 'body.meetingId' });

    const ended = await send('user-vm', 'POST', '/MeetingInstances/EndMeeting', { meetingInstanceId: created.id });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ status: 'ended' });
    expect(ended.json().endedAt).toBeTruthy();
    expect((await send('user-vm', 'POST', '/MeetingInstances/EndMeeting', { meetingInstanceId: created.id })).statusCode).toBe(409);
    expect((await send('user-vm', 'PUT', '/MeetingInstances/', { ...ended.json<object>(), notes: 'late' })).statusCode).toBe(409);
    expect((await get('user-sm', `/MeetingInstances/${created.id}`)).json()).toMatchObject({ status: 'ended', notes: 'Agreed on the summer rota.' });
    expect((await send('user-vm', 'POST', '/MeetingInstances/EndMeeting', { meetingInstanceId: 'nope' })).statusCode).toBe(404);
  });

  it('notifies the roles of the "meeting ended" rules of the country', async () => {
    const meeting = await createMeeting({ title: 'Notify me', type: 'Annually' });
    const created = (await send('user-vm', 'POST', '/MeetingInstances', { meetingId: meeting.id, venueId: VENUE })).json();
    await send('user-vm', 'POST', '/MeetingInstances/StartMeeting', { meetingInstanceId: created.id, facilitator: 'Sofie', attendees: [], when: now.toISOString() });
    await send('user-vm', 'POST', '/MeetingInstances/EndMeeting', { meetingInstanceId: created.id });
    // The Danish rule notifies the regional manager and the country director at the venue: Mads Kjær is cd there.
    const mine = (await get('user-cd', '/VPNotifications')).json() as { title: string; link: string }[];
    const note = mine.find((n) => n.title === 'Notify me held at Nørrebro Social');
    expect(note).toBeTruthy();
    expect(note!.link).toBe(`/vp/meetings/${created.id}?venueId=${VENUE}`);
    expect((await get('user-vm', '/VPNotifications')).json().some((n: { title: string }) => n.title.startsWith('Notify me'))).toBe(false);
  });
});

describe('meeting notification rules', () => {
  const rule = (over: Record<string, unknown> = {}) => ({ name: 'Ended', type: 'meetingEnded', country: 'dk', meetingId: null, inactivitySeconds: null, recipientRoles: ['vm'], title: '{meetingTitle} at {venueName}', message: null, isActive: true, ...over });

  it('creates rules of both types for a country, lists, reads, updates and deletes them', async () => {
    const created = await send('user-cd', 'POST', '/MeetingNotificationRules/inactivity?country=dk', rule({ type: 'inactivity', inactivitySeconds: 604800 }));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id;
    expect((await get('user-cd', '/MeetingNotificationRules?country=dk')).json().some((r: { id: string }) => r.id === id)).toBe(true);
    expect((await get('user-cd', `/MeetingNotificationRules/${id}`)).json()).toMatchObject({ type: 'inactivity', inactivitySeconds: 604800 });
    const updated = await send('user-cd', 'PUT', '/MeetingNotificationRules', { ...created.json<object>(), type: 'meetingEnded' });
    expect(updated.json()).toMatchObject({ type: 'meetingEnded', inactivitySeconds: null });
    expect((await send('user-cd', 'PUT', '/MeetingNotificationRules', { ...created.json<object>() })).statusCode).toBe(409);
    expect((await send('user-cd', 'DELETE', `/MeetingNotificationRules?ruleId=${id}`)).statusCode).toBe(204);
    expect((await get('user-cd', `/MeetingNotificationRules/${id}`)).statusCode).toBe(404);
  });

  it('checks intervals, roles, placeholders, type and country', async () => {
    const post = (body: Record<string, unknown>, type = 'meetingEnded', country = 'dk') => send('user-cd', 'POST', `/MeetingNotificationRules/${type}?country=${country}`, body);
    expect((await post(rule({ type: 'inactivity' }), 'inactivity')).json()).toMatchObject({ status: 400, field: 'body.inactivitySeconds' });
    expect((await post(rule({ type: 'inactivity', inactivitySeconds: 1000 }), 'inactivity')).json()).toMatchObject({ status: 400, field: 'body.inactivitySeconds' });
    expect((await post(rule({ recipientRoles: [] }))).json()).toMatchObject({ status: 400, field: 'body.recipientRoles' });
    expect((await post(rule({ title: 'Hello {venue}' }))).json()).toMatchObject({ status: 400, field: 'body.title' });
    expect((await post(rule({ message: '{score} points' }))).json()).toMatchObject({ status: 400, field: 'body.message' });
    expect((await post(rule(), 'inactivity')).json()).toMatchObject({ status: 400, field: 'body.type' });
    expect((await post(rule(), 'weekly')).json()).toMatchObject({ status: 400, field: 'type' });
    expect((await post(rule({ meetingId: 'nope' }))).json()).toMatchObject({ status: 400, field: 'body.meetingId' });
    expect((await post(rule({ country: 'no' }), 'meetingEnded', 'dk')).statusCode).toBe(403);
    expect((await post(rule({ country: 'no' }), 'meetingEnded', 'no')).statusCode).toBe(403);
  });

  it('needs the manage-rules permission', async () => {
    // The regional manager sees LIFE meetings but does not manage their rules.
    expect((await get('user-rm', '/MeetingNotificationRules?country=no')).statusCode).toBe(403);
    expect((await get('user-rm', '/Meetings?country=no')).statusCode).toBe(200);
  });

  it('notifies once per quiet spell when a venue has not ended a meeting for the interval', async () => {
    const meeting = await createMeeting({ title: 'Aarhus stand-up', type: 'Weekly', venueId: 'venue-dk-aarhus' });
    const created = await send('user-cd', 'POST', '/MeetingNotificationRules/inactivity?country=dk', rule({ type: 'inactivity', inactivitySeconds: 86400, meetingId: meeting.id, recipientRoles: ['cd'], title: 'Quiet: {meetingTitle} at {venueName}' }));
    expect(created.statusCode).toBe(200);
    const count = async () => (await get('user-cd', '/VPNotifications')).json().filter((n: { title: string }) => n.title === 'Quiet: Aarhus stand-up at Aarhus Havnebar').length;
    expect(await checkMeetingInactivity(server.db, now.toDate())).toBe(0 + (await count()));
    const later = now.add(2, 'day').toDate();
    const sent = await checkMeetingInactivity(server.db, later);
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(await count()).toBe(1);
    await checkMeetingInactivity(server.db, now.add(3, 'day').toDate());
    expect(await count()).toBe(1);
  });
});
