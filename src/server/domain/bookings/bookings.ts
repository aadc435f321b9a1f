import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { bookingCustomersResource } from '@generated/server/resources/bookingCustomers';
import type {
  BookingsAddTagInput,
  BookingsArrivalStateInput,
  BookingsArrivedInput,
  BookingsAssignCaseworkerInput,
  BookingsAssignHostInput,
  BookingsAssignMeInput,
  BookingsBookingStateInput,
  BookingsCaseworkersInput,
  BookingsCreateInput,
  BookingsCustomerInput,
  BookingsDeleteInput,
  BookingsGetListInput,
  BookingsHostsInput,
  BookingsOnDeactivatedTablesInput,
  BookingsRejectedRequestsInput,
  BookingsRejectRequestInput,
  BookingsRemoveTagInput,
  BookingsReopenRequestInput,
  BookingsRequestsInput,
  BookingsUnassignMeInput,
  BookingsUpdateArrivedInput,
  BookingsUpdateInput,
} from '@generated/server/resources/bookings';
import { bookingsResource } from '@generated/server/resources/bookings';
import { nightOf, nightWindow, parseNightDate } from '@/shared/bookings/night';
import { LimitType, type Violation } from '@/shared/bookings/policies';
import { ArrivalState, BookingState, ChangeFlag, holdsTable, isLiveBooking, mayLackTable } from '@/shared/bookings/states';
import { addTag as withTag, isOtherThemeTag, keepOneTheme, OTHER_THEME_PREFIX } from '@/shared/bookings/tags';
import dayjs from '@/shared/dayjs';
import type { Arrival } from '@/shared/bookings/arrivals';
import type { StoredRecord } from '@/shared/records';
import type { VenueDetails } from '@/shared/setup/venueData';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, conflict, notFound } from '../../api/errors';
import { toRecord, toRow } from '../../api/store';
import { clashes, violations } from '../setup/policyEngine';
import { clockOf, sectionOrThrow, setupOrThrow, tableOrThrow, venueDetailsOrThrow } from '../setup/venueData';
import { bookingResults } from './bookingResults';
import { appended, diff, entry, type Change } from './changeLog';
import { caseworkersOf, hostsOf } from './people';
import { lockRow, lockVenueBookings } from '../locks';
import { placement } from '../setup/placement';

type CommandBody = BookingsCreateInput['body'];
type Customer = { name?: string | null; phoneNumber?: string | null; email?: string | null };

const blank = (v: string | null | undefined) => !v || !v.trim();
const MAX_NIGHTS = 62;

async function resultOf(ctx: RequestContext, booking: StoredRecord, warnings: Violation[] = []) {
  const [result] = await bookingResults(ctx, [booking]);
  return { ...result, warnings };
}

async function resultsOf(ctx: RequestContext, rows: StoredRecord[]) {
  return bookingResults(ctx, rows);
}

/** Bookings of a venue from a query, as stored records. */
async function bookingRows(ctx: RequestContext, venueId: string, build: (q: ReturnType<typeof baseQuery>) => ReturnType<typeof baseQuery>) {
  const rows = await build(baseQuery(ctx, venueId)).orderBy('arrival', 'asc').orderBy('id', 'asc').execute();
  return rows.map((r) => ({ ...r }) as unknown as StoredRecord);
}
const baseQuery = (ctx: RequestContext, venueId: string) => ctx.db.selectFrom('bookings').selectAll().where('venueDetailsId', '=', venueId).where('deleted', 'is', null);

/** The booking a write changes, locked until the request's transaction ends (every caller is a write). */
async function bookingOrThrow(ctx: RequestContext, id: string): Promise<StoredRecord> {
  await lockRow(ctx, 'bookings', id);
  const booking = await ctx.store.get(bookingsResource, id);
  if (!booking || booking.deleted) throw notFound(`Booking ${id}`);
  return booking;
}

const tonightStart = (venue: VenueDetails, now: Date) => nightWindow(nightOf(now, clockOf(venue)), clockOf(venue)).from;

// ---------------------------------------------------------------------------------------------------------------
// Lists

/** The bookings of the nights from from-date up to to-date (one night when they are equal), venue time. */
export const listNight = defineAction(async (ctx, { query }: BookingsGetListInput) => {
  const venue = await venueDetailsOrThrow(ctx, query['venue-details-id'], 'venue-details-id');
  const from = parseNightDate(query['from-date']);
  const to = parseNightDate(query['to-date']);
  if (!from) throw badRequest('query.from-date', 'must be a date (YYYY-MM-DD) or the start of a night window');
  if (!to) throw badRequest('query.to-date', 'must be a date (YYYY-MM-DD) or the end of a night window');
  if (to < from) throw badRequest('query.to-date', 'must not be before from-date');
  if (dayjs(to).diff(dayjs(from), 'day') > MAX_NIGHTS) throw badRequest('query.to-date', `must be at most ${MAX_NIGHTS} nights after from-date`);
  const clock = clockOf(venue);
  const start = nightWindow(from, clock).from;
  const end = to > from ? nightWindow(to, clock).from : nightWindow(from, clock).to;
  return resultsOf(ctx, await bookingRows(ctx, venue.id, (q) => q.where('arrival', '>=', start).where('arrival', '<', end)));
});

/** Open requests from tonight on; `case-worker-id` narrows them to one caseworker, or `unassigned`. */
export const listRequests = defineAction(async (ctx, { query }: BookingsRequestsInput) => {
  const venue = await venueDetailsOrThrow(ctx, query['venue-details-id'], 'venue-details-id');
  const caseworker = query['case-worker-id'];
  return resultsOf(
    ctx,
    await bookingRows(ctx, venue.id, (q) => {
      let out = q.where('bookingState', '=', BookingState.Requested).where('arrival', '>=', tonightStart(venue, ctx.now));
      if (caseworker === 'unassigned') out = out.where('caseworker', 'is', null);
      else if (caseworker) out = out.where('caseworker', '=', caseworker);
      return out;
    }),
  );
});

export const listRejected = defineAction(async (ctx, { query }: BookingsRejectedRequestsInput) => {
  const venue = await venueDetailsOrThrow(ctx, query['venue-details-id'], 'venue-details-id');
  return resultsOf(ctx, await bookingRows(ctx, venue.id, (q) => q.where('bookingState', '=', BookingState.RequestRejected).where('arrival', '>=', tonightStart(venue, ctx.now))));
});

/** Bookings from tonight on holding a table that is switched off or deleted (or has such a part). */
export const listOnDeactivatedTables = defineAction(async (ctx, { params }: BookingsOnDeactivatedTablesInput) => {
  const venue = await venueDetailsOrThrow(ctx, params.venueId, 'venueId');
  const rows = (await bookingRows(ctx, venue.id, (q) => q.where('arrival', '>=', tonightStart(venue, ctx.now)).where('venueTableId', 'is not', null))).filter((b) =>
    holdsTable(b as never),
  );
  const tableIds = [...new Set(rows.map((b) => b.venueTableId as string))];
  const tables = tableIds.length ? await ctx.db.selectFrom('venueTables').selectAll().where('id', 'in', tableIds).execute() : [];
  const partIds = tables.flatMap((t) => t.combinationTablePartIds ?? []);
  const parts = partIds.length ? await ctx.db.selectFrom('venueTables').selectAll().where('id', 'in', partIds).execute() : [];
  const off = (t: { isActive: boolean | null; deleted: unknown } | undefined) => !t || t.isActive === false || Boolean(t.deleted);
  const badIds = new Set(
    tables
      .filter((t) => off(t) || (t.combinationTablePartIds ?? []).some((p) => off(parts.find((x) => x.id === p))))
      .map((t) => t.id),
  );
  for (const id of tableIds) if (!tables.some((t) => t.id === id)) badIds.add(id);
  return resultsOf(ctx, rows.filter((b) => badIds.has(b.venueTableId as string)));
});

export const caseworkers = defineAction(async (ctx, { headers }: BookingsCaseworkersInput) => caseworkersOf(ctx, headers.venueid));
export const hosts = defineAction(async (ctx, { headers }: BookingsHostsInput) => hostsOf(ctx, headers.venueid));

// ---------------------------------------------------------------------------------------------------------------
// Rules

/** Section 5: venue, setup, section, guest count and arrival are needed; a table too unless the booking is Requested or Reserved. */
function assertValid(b: CommandBody) {
  if (blank(b.venueSetupId)) throw badRequest('body.venueSetupId', 'is required');
  if (blank(b.venueSectionId)) throw badRequest('body.venueSectionId', 'is required');
  if (b.guestCount === null || b.guestCount === undefined) throw badRequest('body.guestCount', 'is required');
  if (!b.arrival) throw badRequest('body.arrival', 'is required');
  if (blank(b.venueTableId) && !mayLackTable(b.bookingState)) throw badRequest('body.venueTableId', 'is required unless the booking is Requested or Reserved');
  if (b.departure && new Date(b.departure) <= new Date(b.arrival)) throw badRequest('body.departure', 'must be after the arrival');
}

/** Section 5: a customer has a name, a phone number and an email, or none of them. */
export function assertCustomer(c: Customer | null | undefined, field = 'body.bookingCustomer') {
  if (!c) return;
  const given = { name: !blank(c.name), phoneNumber: !blank(c.phoneNumber), email: !blank(c.email) };
  const count = Object.values(given).filter(Boolean).length;
  if (count === 0 || count === 3) {
    if (count === 3 && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(c.email!.trim())) throw badRequest(`${field}.email`, 'must be an email address');
    return;
  }
  const missing = (Object.keys(given) as (keyof typeof given)[]).find((k) => !given[k])!;
  throw badRequest(`${field}.${missing}`, 'is required when any of name, phone and email is given (all three or none)');
}

/** Section 5: a note has an author and a message; the signed-in user is the author of a note sent without one. */
function checkedNotes<N extends { message?: string | null; createdBy?: string | null; created?: string | null }>(ctx: RequestContext, notes: N[] | null | undefined, field: string, authorKey: 'createdBy' | 'author') {
  return (notes ?? []).map((n, i) => {
    const note = n as N & { author?: string | null };
    if (blank(note.message)) throw badRequest(`${field}.${i}.message`, 'is required');
    const author = note[authorKey];
    if (author !== null && author !== undefined && blank(author)) throw badRequest(`${field}.${i}.${authorKey}`, 'is required');
    return { ...note, message: note.message!.trim(), [authorKey]: author?.trim() || ctx.user.name, created: note.created ?? ctx.now.toISOString() };
  });
}

async function checkedTags(ctx: RequestContext, tags: string[] | null | undefined, field = 'body.tags', single = false): Promise<string[]> {
  const known = new Set((await ctx.db.selectFrom('bookingTags').select('tag').execute()).map((t) => t.tag));
  const list = (tags ?? []).map((t) => t.trim());
  list.forEach((tag, i) => {
    const at = single ? field : `${field}.${i}`;
    if (isOtherThemeTag(tag)) {
      if (!tag.slice(OTHER_THEME_PREFIX.length).trim()) throw badRequest(at, 'a free-text theme needs a text after THEME:OTHER|');
    } else if (!known.has(tag)) throw badRequest(at, `${tag} is not a booking tag`);
  });
  return keepOneTheme(list);
}

async function checkedPeople(ctx: RequestContext, venueId: string, b: { caseworker?: string | null; host?: string | null }) {
  if (b.caseworker && !(await caseworkersOf(ctx, venueId)).some((p) => p.userId === b.caseworker)) throw badRequest('body.caseworker', 'is not a caseworker at this venue');
  if (b.host && !(await hostsOf(ctx, venueId)).some((p) => p.userId === b.host)) throw badRequest('body.host', 'is not a host at this venue');
}

async function checkedEvent(ctx: RequestContext, venueId: string, eventId: string | null | undefined) {
  if (!eventId) return;
  const event = await ctx.db.selectFrom('bookingEvents').select(['id', 'venueDetailsId', 'deleted']).where('id', '=', eventId).executeTakeFirst();
  if (!event || event.deleted || event.venueDetailsId !== venueId) throw badRequest('body.eventId', 'no event with this id at the venue');
}

/**
 * Where the booking sits (setup, section and table of the venue, table switched on, free at that time) and which
 * policy limits it breaks: hard limits are refused, soft limits need accept-soft-warnings, warnings are reported.
 */
async function checkPlace(ctx: RequestContext, venue: VenueDetails, b: CommandBody, options: { bookingId?: string; acceptSoft: boolean; policies: boolean }): Promise<Violation[]> {
  // Before anything of the night is read: of two hosts booking the same table at once, the second sees the first.
  await lockVenueBookings(ctx, venue.id);
  const setup = await setupOrThrow(ctx, b.venueSetupId!, venue.id, 'body.venueSetupId');
  const section = await sectionOrThrow(ctx, b.venueSectionId!, setup.id, 'body.venueSectionId');
  const table = b.venueTableId ? await tableOrThrow(ctx, b.venueTableId, section.id, 'body.venueTableId') : null;
  const state = b.bookingState ?? BookingState.Reserved;
  const holding = holdsTable({ bookingState: state, arrivalState: b.arrivalState ?? ArrivalState.NotArrived });
  if (!holding || !options.policies) return [];
  if (table && table.isActive === false) throw badRequest('body.venueTableId', `table ${table.name} is switched off`);
  const place = await placement(ctx, {
    venue,
    setup,
    arrival: new Date(b.arrival!),
    departure: b.departure ? new Date(b.departure) : null,
    guestCount: b.guestCount!,
    bookingState: state,
    minimumSpend: b.minimumSpend ?? null,
    excludeBookingId: options.bookingId ?? null,
  });
  if (table) {
    const engineTable = place.facts.tables.find((t) => t.id === table.id)!;
    const taken = clashes(engineTable, place.facts)[0];
    if (taken) {
      const at = (d: Date | null) => (d ? dayjs(d).tz(place.facts.clock.timeZone).format('HH:mm') : 'the end of the night');
      throw badRequest('body.venueTableId', `table ${table.name} is already booked from ${at(taken.arrival)} to ${at(taken.departure)}${taken.guestName ? ` (${taken.guestName})` : ''}`);
    }
  }
  const found = violations(place.pathFor(section, table), place.facts, table ? place.facts.tables.find((t) => t.id === table.id)! : null);
  const hard = found.find((v) => v.limitType === LimitType.Hard);
  if (hard) throw badRequest(`body.${hard.field}`, `${hard.message} (a hard limit: the booking cannot be made)`);
  const soft = found.filter((v) => v.limitType === LimitType.Soft);
  if (soft.length && !options.acceptSoft) {
    throw badRequest(`body.${soft[0].field}`, `${soft.map((v) => v.message).join('; ')} (soft limits: accept the warnings with accept-soft-warnings=true to book anyway)`);
  }
  return found.filter((v) => v.limitType !== LimitType.Hard);
}

async function saveCustomer(ctx: RequestContext, venueId: string, currentId: string | null, c: (Customer & { companyName?: string | null; vatNo?: string | null }) | null | undefined) {
  if (!c) return currentId;
  const data = {
    name: c.name?.trim() || null,
    phoneNumber: c.phoneNumber?.trim() || null,
    email: c.email?.trim() || null,
    ...('companyName' in c ? { companyName: c.companyName?.trim() || null } : {}),
    ...('vatNo' in c ? { vatNo: c.vatNo?.trim() || null } : {}),
  };
  if (currentId) {
    await ctx.store.update(bookingCustomersResource, currentId, data, { patch: true });
    return currentId;
  }
  if (!data.name && !data.phoneNumber && !data.email) return null;
  return (await ctx.store.create(bookingCustomersResource, { ...data, venueDetailsId: venueId })).id;
}

/** Names for the change log: tables and sections by name, users by name. */
async function namer(ctx: RequestContext) {
  const cache = new Map<string, string | null>();
  const lookup = async (table: 'venueTables' | 'venueSections' | 'users', id: string) => {
    const key = `${table}:${id}`;
    if (!cache.has(key)) cache.set(key, (await ctx.db.selectFrom(table).select('name').where('id', '=', id).executeTakeFirst())?.name ?? id);
    return cache.get(key)!;
  };
  return async (before: Record<string, unknown>, after: Record<string, unknown>) => {
    const names = new Map<string, string | null>();
    for (const [field, table] of [['venueTableId', 'venueTables'], ['venueSectionId', 'venueSections'], ['caseworker', 'users'], ['host', 'users']] as const) {
      for (const v of [before[field], after[field]]) if (typeof v === 'string' && v) names.set(`${field}:${v}`, await lookup(table, v));
    }
    return diff(before, after, (field, value) => {
      if (value === null || value === undefined || value === '') return null;
      if (names.has(`${field}:${value}`)) return names.get(`${field}:${value}`)!;
      if (value instanceof Date) return value.toISOString();
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
    });
  };
}

/** The stored fields of a command; states not sent keep the current ones (or start as Reserved and Not arrived). */
function bookingData(b: CommandBody, ctx: RequestContext, tags: string[], current?: StoredRecord) {
  const { bookingCustomer: _c, ...rest } = b as CommandBody & { version?: number };
  delete (rest as { version?: number }).version;
  return {
    ...rest,
    bookingState: (b.bookingState ?? current?.bookingState ?? BookingState.Reserved) as CommandBody['bookingState'],
    arrivalState: (b.arrivalState ?? current?.arrivalState ?? ArrivalState.NotArrived) as CommandBody['arrivalState'],
    venueTableId: b.venueTableId || null,
    tags,
    notes: checkedNotes(ctx, b.notes, 'body.notes', 'createdBy'),
    bookingMessages: checkedNotes(ctx, b.bookingMessages as never, 'body.bookingMessages', 'author'),
    notifyCaseworker: b.notifyCaseworker ?? false,
    paymentReceived: b.paymentReceived ?? false,
    caseworker: b.caseworker || null,
    host: b.host || null,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Create, update, delete

export const create = defineAction(async (ctx, { query, body }: BookingsCreateInput) => {
  const venue = await venueDetailsOrThrow(ctx, body.venueDetailsId, 'body.venueDetailsId');
  assertValid(body);
  assertCustomer(body.bookingCustomer);
  const tags = await checkedTags(ctx, body.tags);
  await checkedPeople(ctx, venue.id, body);
  await checkedEvent(ctx, venue.id, body.eventId);
  const data = bookingData(body, ctx, tags);
  const warnings = await checkPlace(ctx, venue, { ...body, ...data }, { acceptSoft: query['accept-soft-warnings'] ?? false, policies: true });
  const bookingCustomerId = await saveCustomer(ctx, venue.id, null, body.bookingCustomer);
  const created = await ctx.store.create(bookingsResource, { ...data, bookingCustomerId, arrivals: [], changeLog: [entry(ctx, ChangeFlag.Created, [], null)] });
  return resultOf(ctx, created, warnings);
});

/** Fields whose change makes the place and the policies be checked again. */
const PLACE_FIELDS = ['venueSetupId', 'venueSectionId', 'venueTableId', 'arrival', 'departure', 'guestCount', 'bookingState', 'arrivalState', 'minimumSpend'];

export const update = defineAction(async (ctx, { params, query, body }: BookingsUpdateInput) => {
  const current = await bookingOrThrow(ctx, params.id);
  if (body.version !== current.version) {
    throw conflict(`This booking was changed by someone else (now version ${current.version}, yours ${body.version}). Reload it and make your change again.`);
  }
  if (body.venueDetailsId !== current.venueDetailsId) throw badRequest('body.venueDetailsId', 'a booking stays with its venue');
  const venue = await venueDetailsOrThrow(ctx, body.venueDetailsId, 'body.venueDetailsId');
  assertValid({ ...body, bookingState: body.bookingState ?? (current.bookingState as CommandBody['bookingState']) });
  assertCustomer(body.bookingCustomer);
  const tags = await checkedTags(ctx, body.tags);
  await checkedPeople(ctx, venue.id, { caseworker: body.caseworker !== current.caseworker ? body.caseworker : null, host: body.host !== current.host ? body.host : null });
  await checkedEvent(ctx, venue.id, body.eventId);
  const data = bookingData(body, ctx, tags, current);
  const moved = PLACE_FIELDS.some((f) => {
    const before = current[f] instanceof Date ? (current[f] as Date).toISOString() : current[f];
    const after = (data as Record<string, unknown>)[f];
    return f === 'arrival' || f === 'departure' ? (before ? new Date(before as string).getTime() : null) !== (after ? new Date(after as string).getTime() : null) : (before ?? null) !== (after ?? null);
  });
  const warnings = await checkPlace(ctx, venue, { ...body, ...data }, { bookingId: current.id, acceptSoft: query['accept-soft-warnings'] ?? false, policies: moved });
  const bookingCustomerId = await saveCustomer(ctx, venue.id, (current.bookingCustomerId as string | null) ?? null, body.bookingCustomer);
  const changed = await (await namer(ctx))(current, data);
  const log = changed.flags || changed.changes.length ? appended(current.changeLog, entry(ctx, changed.flags, changed.changes)) : (current.changeLog as never);
  // One write guarded by the version: of two hosts saving the same version, the second gets 409.
  const row = toRow(bookingsResource, { ...data, bookingCustomerId, changeLog: log });
  const updated = await ctx.db
    .updateTable('bookings')
    .set({ ...(row as Record<string, never>), version: sql`version + 1`, updatedAt: sql`now()`, updatedBy: ctx.user.userId })
    .where('id', '=', current.id)
    .where('version', '=', body.version)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw conflict('This booking was changed by someone else while you saved. Reload it and make your change again.');
  return resultOf(ctx, toRecord(bookingsResource, updated as never), warnings);
});

export const remove = defineAction(async (ctx, { params }: BookingsDeleteInput) => {
  const current = await bookingOrThrow(ctx, params.id);
  await ctx.store.setFields(bookingsResource, current.id, { deleted: ctx.now.toISOString(), changeLog: appended(current.changeLog, entry(ctx, ChangeFlag.Deleted, [])) });
});

// ---------------------------------------------------------------------------------------------------------------
// Patches

async function patched(ctx: RequestContext, current: StoredRecord, fields: Record<string, unknown>, flags: number, changes: Change[], message: string | null = null) {
  const log = appended(current.changeLog, entry(ctx, flags, changes, message));
  return resultOf(ctx, await ctx.store.setFields(bookingsResource, current.id, { ...fields, changeLog: log }));
}

async function userName(ctx: RequestContext, id: string | null | undefined) {
  if (!id) return null;
  return (await ctx.db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirst())?.name ?? id;
}

/** Assigning whoever is assigned already changes nothing: 20 clicks on "assign me" make one change and one log entry. */
async function setCaseworker(ctx: RequestContext, current: StoredRecord, userId: string | null) {
  if ((current.caseworker ?? null) === userId) return resultOf(ctx, current);
  const change = { changeType: ChangeFlag.Caseworker, oldValue: await userName(ctx, current.caseworker as string | null), newValue: await userName(ctx, userId) };
  return patched(ctx, current, { caseworker: userId }, ChangeFlag.Caseworker, [change]);
}

const NOBODY = ['none', '-', 'null'];

export const assignMe = defineAction(async (ctx, { params }: BookingsAssignMeInput) => setCaseworker(ctx, await bookingOrThrow(ctx, params.id), ctx.user.userId));

export const unassignMe = defineAction(async (ctx, { params }: BookingsUnassignMeInput) => {
  const current = await bookingOrThrow(ctx, params.id);
  if (current.caseworker !== ctx.user.userId) throw badRequest('caseworker', 'you are not the caseworker of this booking');
  return setCaseworker(ctx, current, null);
});

/** Assigns a caseworker of the venue; the user id `none` unassigns. */
export const assignCaseworker = defineAction(async (ctx, { params }: BookingsAssignCaseworkerInput) => {
  const current = await bookingOrThrow(ctx, params.id);
  if (NOBODY.includes(params.userId)) return setCaseworker(ctx, current, null);
  if (!(await caseworkersOf(ctx, current.venueDetailsId as string)).some((p) => p.userId === params.userId)) throw badRequest('userId', 'is not a caseworker at this venue');
  return setCaseworker(ctx, current, params.userId);
});

/** Assigns a host of the venue; the user id `none` unassigns. */
export const assignHost = defineAction(async (ctx, { params }: BookingsAssignHostInput) => {
  const current = await bookingOrThrow(ctx, params.id);
  const host = NOBODY.includes(params.userId) ? null : params.userId;
  if (host && !(await hostsOf(ctx, current.venueDetailsId as string)).some((p) => p.userId === host)) throw badRequest('userId', 'is not a host at this venue');
  if ((current.host ?? null) === host) return resultOf(ctx, current);
  const change = { changeType: ChangeFlag.Host, oldValue: await userName(ctx, current.host as string | null), newValue: await userName(ctx, host) };
  return patched(ctx, current, { host }, ChangeFlag.Host, [change]);
});

const stateChange = (from: unknown, to: number): Change => ({ changeType: ChangeFlag.BookingState, oldValue: from === null || from === undefined ? null : String(from), newValue: String(to) });

export const rejectRequest = defineAction(async (ctx, { params }: BookingsRejectRequestInput) => {
  const current = await bookingOrThrow(ctx, params.id);
  if (current.bookingState !== BookingState.Requested) throw badRequest('bookingState', 'only a request can be rejected');
  return patched(ctx, current, { bookingState: BookingState.RequestRejected }, ChangeFlag.BookingState, [stateChange(current.bookingState, BookingState.RequestRejected)]);
});

export const reopenRequest = defineAction(async (ctx, { params }: BookingsReopenRequestInput) => {
  const current = await bookingOrThrow(ctx, params.id);
  if (current.bookingState !== BookingState.RequestRejected) throw badRequest('bookingState', 'only a rejected request can be reopened');
  return patched(ctx, current, { bookingState: BookingState.Requested }, ChangeFlag.BookingState, [stateChange(current.bookingState, BookingState.Requested)]);
});

/**
 * A booking that starts holding its table again by a state change (a request confirmed, a no-show who turns up after
 * all) must find the table free and within the hard limits; soft limits are only reported.
 */
async function checkStartsHolding(ctx: RequestContext, current: StoredRecord, change: { bookingState?: number; arrivalState?: number }): Promise<Violation[]> {
  if (!current.venueSetupId || !current.venueSectionId || !current.arrival) return [];
  const venue = await venueDetailsOrThrow(ctx, current.venueDetailsId as string);
  const body = {
    ...(current as unknown as CommandBody),
    arrival: new Date(current.arrival as string).toISOString(),
    departure: current.departure ? new Date(current.departure as string).toISOString() : null,
    ...(change as Partial<CommandBody>),
  };
  return checkPlace(ctx, venue, body, { bookingId: current.id, acceptSoft: true, policies: true });
}

/** A state other than Requested or Reserved needs a table; a booking that starts holding its table must find it free and within its hard limits. */
export const setBookingState = defineAction(async (ctx, { params, body }: BookingsBookingStateInput) => {
  const current = await bookingOrThrow(ctx, params.id);
  const state = body.bookingState;
  if (state === current.bookingState) return resultOf(ctx, current);
  if (!mayLackTable(state) && !current.venueTableId) throw badRequest('body.bookingState', 'a table is needed unless the booking is Requested or Reserved');
  const before = holdsTable({ bookingState: current.bookingState as number, arrivalState: current.arrivalState as number, deleted: null });
  const after = holdsTable({ bookingState: state, arrivalState: current.arrivalState as number, deleted: null });
  const warnings = !before && after ? await checkStartsHolding(ctx, current, { bookingState: state }) : [];
  const result = await patched(ctx, current, { bookingState: state }, ChangeFlag.BookingState, [stateChange(current.bookingState, state)]);
  return { ...result, warnings };
});

export const setArrivalState = defineAction(async (ctx, { params, body }: BookingsArrivalStateInput) => {
  const current = await bookingOrThrow(ctx, params.id);
  if (body.arrivalState === current.arrivalState) return resultOf(ctx, current);
  if (body.arrivalState !== ArrivalState.NotArrived && (!isLiveBooking(current as never) || current.bookingState === BookingState.Requested)) {
    throw badRequest('body.arrivalState', 'the booking is not expecting guests (it is a request, cancelled or rejected)');
  }
  const before = holdsTable({ bookingState: current.bookingState as number, arrivalState: current.arrivalState as number, deleted: null });
  const after = holdsTable({ bookingState: current.bookingState as number, arrivalState: body.arrivalState, deleted: null });
  // A no-show or a party turned away that comes back holds its table again: only if nobody else has it meanwhile.
  const warnings = !before && after ? await checkStartsHolding(ctx, current, { arrivalState: body.arrivalState }) : [];
  const change: Change = { changeType: ChangeFlag.ArrivalState, oldValue: String(current.arrivalState ?? 0), newValue: String(body.arrivalState) };
  return { ...(await patched(ctx, current, { arrivalState: body.arrivalState }, ChangeFlag.ArrivalState, [change])), warnings };
});

/** Changes the booking's customer (all of name, phone and email, or none); a password is never stored. */
export const setCustomer = defineAction(async (ctx, { params, body }: BookingsCustomerInput) => {
  const current = await bookingOrThrow(ctx, params.id);
  assertCustomer(body, 'body');
  const id = await saveCustomer(ctx, current.venueDetailsId as string, (current.bookingCustomerId as string | null) ?? null, body);
  return patched(ctx, current, { bookingCustomerId: id }, 0, [], 'Customer details changed');
});

/** The arrival state that follows from the guests arrived: none, some (partial arrival) or all. */
function arrivalStateFor(guestCount: number, arrived: number, current: number): number {
  if (arrived <= 0) return current === ArrivalState.PartialArrival || current === ArrivalState.Arrived ? ArrivalState.NotArrived : current;
  if (arrived < guestCount) return ArrivalState.PartialArrival;
  return current === ArrivalState.Seated ? ArrivalState.Seated : ArrivalState.Arrived;
}

async function saveArrivals(ctx: RequestContext, current: StoredRecord, arrivals: Arrival[], message: string) {
  const arrived = arrivals.reduce((s, a) => s + a.numberOfGuests, 0);
  const state = arrivalStateFor((current.guestCount as number) ?? 1, arrived, (current.arrivalState as number) ?? 0);
  const changes: Change[] = state !== current.arrivalState ? [{ changeType: ChangeFlag.ArrivalState, oldValue: String(current.arrivalState ?? 0), newValue: String(state) }] : [];
  return patched(ctx, current, { arrivals, arrivalState: state }, changes.length ? ChangeFlag.ArrivalState : 0, changes, message);
}

/** Records that some guests arrived; the booking is partially arrived until all its guests have come. */
export const arrived = defineAction(async (ctx, { params, body }: BookingsArrivedInput) => {
  const current = await bookingOrThrow(ctx, params.id);
  if (params.numberOfGuests < 1) throw badRequest('numberOfGuests', 'must be at least 1');
  if (!isLiveBooking(current as never) || current.bookingState === BookingState.Requested) throw badRequest('numberOfGuests', 'the booking is not expecting guests (it is a request, cancelled or rejected)');
  const arrival: Arrival = { id: randomUUID(), numberOfGuests: params.numberOfGuests, note: body.note?.trim() || null, created: ctx.now.toISOString(), createdBy: ctx.user.name };
  return saveArrivals(ctx, current, [...((current.arrivals as Arrival[] | null) ?? []), arrival], `${params.numberOfGuests} arrived${arrival.note ? `: ${arrival.note}` : ''}`);
});

/** Corrects a recorded arrival; 0 guests removes it. */
export const updateArrived = defineAction(async (ctx, { params, body }: BookingsUpdateArrivedInput) => {
  const current = await bookingOrThrow(ctx, params.id);
  const arrivals = (current.arrivals as Arrival[] | null) ?? [];
  const found = arrivals.find((a) => a.id === params.arrivalId);
  if (!found) throw notFound(`Arrival ${params.arrivalId} of booking ${current.id}`);
  const next = arrivals
    .map((a) => (a.id === found.id ? { ...a, numberOfGuests: body.numPeopleArrived, note: body.note === undefined ? a.note : body.note?.trim() || null } : a))
    .filter((a) => a.numberOfGuests > 0);
  return saveArrivals(ctx, current, next, `Arrival corrected: ${found.numberOfGuests} → ${body.numPeopleArrived}`);
});

export const addTag = defineAction(async (ctx, { params }: BookingsAddTagInput) => {
  const current = await bookingOrThrow(ctx, params.bookingId);
  const [tag] = await checkedTags(ctx, [params.tag], 'tag', true);
  const before = (current.tags as string[] | null) ?? [];
  const after = withTag(before, tag);
  if (after.length === before.length && after.every((t, i) => t === before[i])) return resultOf(ctx, current);
  return patched(ctx, current, { tags: after }, ChangeFlag.Tags, [{ changeType: ChangeFlag.Tags, oldValue: JSON.stringify(before), newValue: JSON.stringify(after) }]);
});

export const removeTag = defineAction(async (ctx, { params }: BookingsRemoveTagInput) => {
  const current = await bookingOrThrow(ctx, params.bookingId);
  const before = (current.tags as string[] | null) ?? [];
  if (!before.includes(params.tag)) return resultOf(ctx, current);
  const after = before.filter((t) => t !== params.tag);
  return patched(ctx, current, { tags: after }, ChangeFlag.Tags, [{ changeType: ChangeFlag.Tags, oldValue: JSON.stringify(before), newValue: JSON.stringify(after) }]);
});
