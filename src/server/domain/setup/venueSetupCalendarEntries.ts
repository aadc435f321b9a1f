import type {
  VenueSetupCalendarEntriesCreateInput,
  VenueSetupCalendarEntriesGetListInput,
  VenueSetupCalendarEntriesPatchInput,
  VenueSetupCalendarEntriesSwapInput,
} from '@generated/server/resources/venueSetupCalendarEntries';
import { venueSetupCalendarEntriesResource } from '@generated/server/resources/venueSetupCalendarEntries';
import { normaliseDate, RepeatIntervalType, type RepeatInterval } from '@/shared/bookings/calendar';
import type { CalendarEntry } from '@/shared/setup/activeSetup';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, notFound } from '../../api/errors';
import { liveEntries } from './activeSetup';
import { setupOrThrow, venueDetailsOrThrow } from './venueData';

export const list = defineAction(async (ctx, { query }: VenueSetupCalendarEntriesGetListInput) => {
  await venueDetailsOrThrow(ctx, query['venue-details-id'], 'venue-details-id');
  return liveEntries(ctx, query['venue-details-id']);
});

const dates = (values: string[] | null | undefined, field: string) =>
  [
    ...new Set(
      (values ?? []).map((v, i) => {
        const d = normaliseDate(v);
        if (!d) throw badRequest(`${field}.${i}`, 'must be a date such as 2026-12-24');
        return d;
      }),
    ),
  ].sort();

/** Checks an entry as it will be stored and normalises its dates (yearly dates as YYYY-MM-DD). */
function normalised(entry: Partial<CalendarEntry>): Partial<CalendarEntry> {
  if (entry.fromDate && entry.toDate && entry.toDate < entry.fromDate) throw badRequest('body.toDate', 'must not be before the from date');
  if (entry.fromDate && entry.toDate && entry.toDate === entry.fromDate && entry.fromTime && entry.toTime && entry.toTime <= entry.fromTime) {
    throw badRequest('body.toTime', 'must be after the from time on the same date');
  }
  const interval = entry.calendarRepeatInterval as RepeatInterval | null | undefined;
  let repeat: RepeatInterval | null = null;
  if (interval) {
    repeat = { ...interval, repeatEveryCount: interval.repeatEveryCount ?? 1 };
    const field = 'body.calendarRepeatInterval';
    if (repeat.startDate && repeat.endDate && repeat.endDate < repeat.startDate) throw badRequest(`${field}.endDate`, 'must not be before the start date');
    if (repeat.type === RepeatIntervalType.Weekly && !(repeat.repeatOnDays ?? []).length) throw badRequest(`${field}.repeatOnDays`, 'needs at least one weekday');
    if (repeat.type === RepeatIntervalType.Yearly) {
      repeat.repeatOnDates = dates(repeat.repeatOnDates, `${field}.repeatOnDates`);
      if (!repeat.repeatOnDates.length) throw badRequest(`${field}.repeatOnDates`, 'needs at least one date');
    }
    if (repeat.type === RepeatIntervalType.Monthly && !(repeat.repeatDaysOfTheMonth ?? []).length && !(repeat.repeatMonthlyOnEvery && (repeat.repeatOnDays ?? []).length)) {
      throw badRequest(`${field}.repeatDaysOfTheMonth`, 'needs days of the month, or a weekday and which of them in the month');
    }
  }
  return {
    ...entry,
    ...(entry.dates !== undefined ? { dates: dates(entry.dates, 'body.dates') } : {}),
    ...(entry.inActiveDates !== undefined ? { inActiveDates: dates(entry.inActiveDates, 'body.inActiveDates') } : {}),
    ...(interval !== undefined ? { calendarRepeatInterval: repeat } : {}),
  };
}

export const create = defineAction(async (ctx, { body }: VenueSetupCalendarEntriesCreateInput) => {
  await venueDetailsOrThrow(ctx, body.venueDetailsId, 'body.venueDetailsId');
  await setupOrThrow(ctx, body.venueSetupId, body.venueDetailsId, 'body.venueSetupId');
  return ctx.store.create(venueSetupCalendarEntriesResource, normalised(body as Partial<CalendarEntry>));
});

async function entryOrThrow(ctx: RequestContext, id: string): Promise<CalendarEntry> {
  const entry = (await ctx.store.get(venueSetupCalendarEntriesResource, id)) as unknown as CalendarEntry | null;
  if (!entry || entry.deleted) throw notFound(`Calendar entry ${id}`);
  return entry;
}

export const patch = defineAction(async (ctx, { params, body }: VenueSetupCalendarEntriesPatchInput) => {
  const entry = await entryOrThrow(ctx, params.id);
  const { id: _id, version, ...changes } = body;
  if (changes.venueDetailsId && changes.venueDetailsId !== entry.venueDetailsId) throw badRequest('body.venueDetailsId', 'an entry stays with its venue');
  if (changes.venueSetupId) await setupOrThrow(ctx, changes.venueSetupId, entry.venueDetailsId, 'body.venueSetupId');
  const merged = normalised({ ...entry, ...changes } as Partial<CalendarEntry>);
  const keys = Object.keys(changes) as (keyof CalendarEntry)[];
  const data = Object.fromEntries(keys.filter((k) => changes[k as keyof typeof changes] !== undefined).map((k) => [k, merged[k]]));
  return ctx.store.update(venueSetupCalendarEntriesResource, entry.id, data, { version, patch: true });
});

/**
 * Swaps the priorities of two entries of the same venue. When both have the same priority, the first is raised one
 * above the other, so that the swap always changes which one decides.
 */
export const swap = defineAction(async (ctx, { params }: VenueSetupCalendarEntriesSwapInput) => {
  const entry = await entryOrThrow(ctx, params.id);
  const other = (await ctx.store.get(venueSetupCalendarEntriesResource, params.otherId)) as unknown as CalendarEntry | null;
  if (!other || other.deleted || other.venueDetailsId !== entry.venueDetailsId) throw badRequest('otherId', 'no calendar entry with this id at the same venue');
  if (other.id === entry.id) throw badRequest('otherId', 'an entry cannot be swapped with itself');
  const a = entry.priority ?? 0;
  const b = other.priority ?? 0;
  const [newA, newB] = a === b ? [a + 1, b] : [b, a];
  const first = await ctx.store.setFields(venueSetupCalendarEntriesResource, entry.id, { priority: newA });
  const second = await ctx.store.setFields(venueSetupCalendarEntriesResource, other.id, { priority: newB });
  return [first, second];
});
