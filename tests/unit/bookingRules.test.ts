import { describe, expect, it } from 'vitest';
import { DEFAULT_CALENDAR_ENTRY, deciding, entryCovers, normaliseDate, RepeatIntervalType, type CalendarEntryLike } from '@/shared/bookings/calendar';
import { atNight, nightOf, nightWindow, parseNightDate } from '@/shared/bookings/night';
import { bookingHoursBounds, isWalkInOnly, policyIssues, PolicyType, type Policy } from '@/shared/bookings/policies';
import { ArrivalState, BookingState, changeFlagNames, holdsTable, isOvertime, mayLackTable } from '@/shared/bookings/states';
import { addTag, keepOneTheme, tagLabel, toggleTag } from '@/shared/bookings/tags';

const clock = { timeZone: 'Europe/Copenhagen', startTimeOfDay: '10:00' };

describe('the venue night', () => {
  it('starts at the start time of day in the venue time zone and lasts one day', () => {
    const w = nightWindow('2030-03-12', clock);
    expect(w.from.toISOString()).toBe('2030-03-12T09:00:00.000Z');
    expect(w.to.toISOString()).toBe('2030-03-13T09:00:00.000Z');
    expect(nightWindow('2030-07-12', { timeZone: 'Europe/London' }).from.toISOString()).toBe('2030-07-12T09:00:00.000Z');
  });
  it('places instants before the start time of day in the previous night', () => {
    expect(nightOf('2030-03-13T01:30:00+01:00', clock)).toBe('2030-03-12');
    expect(nightOf('2030-03-13T10:00:00+01:00', clock)).toBe('2030-03-13');
    expect(atNight('2030-03-12', '02:00', clock).toISOString()).toBe('2030-03-13T01:00:00.000Z');
    expect(atNight('2030-03-12', '18:00', clock).toISOString()).toBe('2030-03-12T17:00:00.000Z');
  });
  it('is 23 or 25 hours long when the clocks change during it, in whatever zone the process runs', () => {
    // Copenhagen: 02:00 CET becomes 03:00 CEST on 29 March 2026; 03:00 CEST becomes 02:00 CET on 25 October 2026.
    const spring = nightWindow('2026-03-28', clock);
    expect([spring.from.toISOString(), spring.to.toISOString()]).toEqual(['2026-03-28T09:00:00.000Z', '2026-03-29T08:00:00.000Z']);
    const autumn = nightWindow('2026-10-24', clock);
    expect([autumn.from.toISOString(), autumn.to.toISOString()]).toEqual(['2026-10-24T08:00:00.000Z', '2026-10-25T09:00:00.000Z']);
    expect(nightWindow('2026-03-29', clock).from.toISOString()).toBe('2026-03-29T08:00:00.000Z');
    expect(nightOf('2026-03-29T01:30:00Z', clock)).toBe('2026-03-28');
    expect(nightOf('2026-03-29T08:00:00Z', clock)).toBe('2026-03-29');
    expect(nightOf('2026-10-25T08:30:00Z', clock)).toBe('2026-10-24');
    expect(nightOf('2026-10-25T09:00:00Z', clock)).toBe('2026-10-25');
    // 02:30 happens twice in the autumn night and not at all in the spring night.
    expect(atNight('2026-10-24', '02:30', clock).toISOString()).toBe('2026-10-25T01:30:00.000Z');
    expect(atNight('2026-03-28', '03:30', clock).toISOString()).toBe('2026-03-29T01:30:00.000Z');
    expect(atNight('2026-03-28', '01:30', clock).toISOString()).toBe('2026-03-29T00:30:00.000Z');
  });
  it('runs over month and year ends', () => {
    const newYear = nightWindow('2026-12-31', clock);
    expect([newYear.from.toISOString(), newYear.to.toISOString()]).toEqual(['2026-12-31T09:00:00.000Z', '2027-01-01T09:00:00.000Z']);
    expect(nightOf('2027-01-01T03:00:00+01:00', clock)).toBe('2026-12-31');
    expect(atNight('2026-12-31', '02:00', clock).toISOString()).toBe('2027-01-01T01:00:00.000Z');
    expect(atNight('2026-02-28', '04:00', clock).toISOString()).toBe('2026-03-01T03:00:00.000Z');
    expect(nightOf('2026-04-30T23:30:00Z', { timeZone: 'Europe/Helsinki', startTimeOfDay: '12:00' })).toBe('2026-04-30');
  });
  it('reads the night from a date or from a night window start sent at midnight UTC', () => {
    expect(parseNightDate('2030-03-12')).toBe('2030-03-12');
    expect(parseNightDate('2030-03-12T00:00:00.000Z')).toBe('2030-03-12');
    expect(parseNightDate('yesterday')).toBeNull();
    expect(parseNightDate('2030-02-30')).toBeNull();
  });
});

const limits = (policyType: string, limit: Record<string, unknown>): Policy => ({ identifier: 'Rule', policyType, limits: [{ limitType: 1, ...limit }] });
const keys = (p: Policy) => policyIssues(p).map((i) => `${i.path}:${i.key}`);

describe('policy validation (section 5)', () => {
  it('needs an identifier and a known type; a policy without limits is valid', () => {
    expect(keys({ identifier: ' ', policyType: PolicyType.OpeningHours })).toEqual(['identifier:required']);
    expect(keys({ identifier: 'x', policyType: 'Nope' })).toEqual(['policyType:type']);
    expect(keys({ identifier: 'x', policyType: PolicyType.TableBooking, limits: [] })).toEqual([]);
  });
  it('opening hours: both times with a colon, and different', () => {
    expect(keys(limits(PolicyType.OpeningHours, { openingTime: '18:00', closingTime: '02:00' }))).toEqual([]);
    expect(keys(limits(PolicyType.OpeningHours, { openingTime: '1800', closingTime: '' }))).toEqual(['limits.0.openingTime:time', 'limits.0.closingTime:time']);
    expect(keys(limits(PolicyType.OpeningHours, { openingTime: '18:00', closingTime: '18:00' }))).toEqual(['limits.0.closingTime:sameTimes']);
  });
  it('booking hours: optional bounds with a colon, a target, from before until', () => {
    expect(keys(limits(PolicyType.BookingHours, { target: 0 }))).toEqual([]);
    expect(keys(limits(PolicyType.BookingHours, { target: 1, bookingAllowedFrom: '01:00', bookingAllowedUntil: '03:00' }))).toEqual([]);
    expect(keys(limits(PolicyType.BookingHours, { target: 2 }))).toEqual(['limits.0.target:target']);
    expect(keys(limits(PolicyType.BookingHours, { target: 0, bookingAllowedFrom: '3', bookingAllowedUntil: '03:00' }))).toEqual(['limits.0.bookingAllowedFrom:time']);
    expect(keys(limits(PolicyType.BookingHours, { target: 0, bookingAllowedFrom: '03:00', bookingAllowedUntil: '03:00' }))).toEqual(['limits.0.bookingAllowedUntil:fromBeforeUntil']);
  });
  it('shows an empty from as "Always" and an empty until as "Exact time"', () => {
    expect(bookingHoursBounds({ bookingAllowedFrom: '', bookingAllowedUntil: null })).toEqual({ from: 'always', until: 'exactTime' });
    expect(bookingHoursBounds({ bookingAllowedFrom: '01:00', bookingAllowedUntil: '04:00' })).toEqual({ from: '01:00', until: '04:00' });
  });
  it('minimum spend: an amount of at least 0', () => {
    expect(keys(limits(PolicyType.MinimumSpend, { minimumSpendAmount: { value: 0, currency: 'DKK' } }))).toEqual([]);
    expect(keys(limits(PolicyType.MinimumSpend, {}))).toEqual(['limits.0.minimumSpendAmount:amount']);
    expect(keys(limits(PolicyType.MinimumSpend, { minimumSpendAmount: { value: -1 } }))).toEqual(['limits.0.minimumSpendAmount.value:atLeastZero']);
  });
  it('table booking: minimum and maximum at least 0, maximum at least the minimum', () => {
    expect(keys(limits(PolicyType.TableBooking, { minPercentage: 0, maxPercentage: 0 }))).toEqual([]);
    expect(keys(limits(PolicyType.TableBooking, { minPercentage: -1, maxPercentage: 10 }))).toEqual(['limits.0.minPercentage:atLeastZero']);
    expect(keys(limits(PolicyType.TableBooking, { minPercentage: 50, maxPercentage: 40 }))).toEqual(['limits.0.maxPercentage:maxAtLeastMin']);
  });
  it('recognises walk-in tables: a soft table-booking limit with 0 and 0', () => {
    expect(isWalkInOnly([{ identifier: 'w', policyType: PolicyType.TableBooking, limits: [{ limitType: 2, minPercentage: 0, maxPercentage: 0 }] }])).toBe(true);
    expect(isWalkInOnly([{ identifier: 'w', policyType: PolicyType.TableBooking, limits: [{ limitType: 1, minPercentage: 0, maxPercentage: 0 }] }])).toBe(false);
  });
});

describe('booking states', () => {
  it('overtime: more than 5 minutes past arrival and the guests have not come', () => {
    const arrival = '2030-03-12T19:00:00.000Z';
    expect(isOvertime({ arrival, arrivalState: 0, bookingState: 3 }, new Date('2030-03-12T19:05:00.000Z'))).toBe(false);
    expect(isOvertime({ arrival, arrivalState: 0, bookingState: 3 }, new Date('2030-03-12T19:05:01.000Z'))).toBe(true);
    expect(isOvertime({ arrival, arrivalState: ArrivalState.Arrived, bookingState: 3 }, new Date('2030-03-12T20:00:00.000Z'))).toBe(false);
    expect(isOvertime({ arrival, arrivalState: 0, bookingState: BookingState.CancelledGuest }, new Date('2030-03-12T20:00:00.000Z'))).toBe(false);
  });
  it('reads change flags', () => {
    expect(changeFlagNames(2048)).toEqual(['Created']);
    expect(changeFlagNames(1 + 8 + 256)).toEqual(['BookingState', 'Table', 'Caseworker']);
  });
  it('knows which bookings hold their table and which may lack one', () => {
    expect(holdsTable({ bookingState: BookingState.VenueConfirmed })).toBe(true);
    expect(holdsTable({ bookingState: BookingState.Requested })).toBe(false);
    expect(holdsTable({ bookingState: BookingState.Reserved, arrivalState: ArrivalState.NoShow })).toBe(false);
    expect(mayLackTable(BookingState.Reserved)).toBe(true);
    expect(mayLackTable(BookingState.VenueConfirmed)).toBe(false);
  });
});

describe('booking tags', () => {
  const defs = [
    { tag: 'THEME:BIRTHDAY', translations: [{ languageCode: 'eng', translation: 'Birthday' }, { languageCode: 'dan', translation: 'Fødselsdag' }] },
    { tag: 'PRE_PAID', translations: [{ languageCode: 'eng', translation: 'Pre-paid' }] },
  ];
  it('translate with fallback to English, then the tag made readable; free-text themes without the prefix', () => {
    expect(tagLabel('THEME:BIRTHDAY', defs, 'dan')).toBe('Fødselsdag');
    expect(tagLabel('PRE_PAID', defs, 'fin')).toBe('Pre-paid');
    expect(tagLabel('LATE_ARRIVAL', defs, 'dan')).toBe('Late arrival');
    expect(tagLabel('THEME:GRADUATION', defs, 'dan')).toBe('Graduation');
    expect(tagLabel('BOOKING_TYPE:WalkIn', defs, 'eng')).toBe('Walk in');
    expect(tagLabel('THEME:OTHER|Team farewell', defs, 'eng')).toBe('Team farewell');
  });
  it('keep one theme, and toggle', () => {
    expect(addTag(['VIP', 'THEME:BIRTHDAY'], 'THEME:OTHER|Reunion')).toEqual(['VIP', 'THEME:OTHER|Reunion']);
    expect(toggleTag(['VIP'], 'VIP')).toEqual([]);
    expect(toggleTag([], 'VIP')).toEqual(['VIP']);
    expect(keepOneTheme(['THEME:A', 'VIP', 'THEME:B'])).toEqual(['VIP', 'THEME:B']);
  });
});

describe('the setup calendar', () => {
  it('normalises dates to YYYY-MM-DD', () => {
    expect(normaliseDate('2030-12-24T00:00:00.000Z')).toBe('2030-12-24');
    expect(normaliseDate('24-12-2030')).toBe('2030-12-24');
    expect(normaliseDate('2030-2-3')).toBe('2030-02-03');
    expect(normaliseDate('2030-02-30')).toBeNull();
  });
  const entry = (e: Partial<CalendarEntryLike>): CalendarEntryLike => ({ id: e.id ?? 'e', venueSetupId: e.venueSetupId ?? 's', isActive: true, priority: 0, ...e });
  const at = (local: string) => new Date(`${local}+01:00`);
  it('covers the default period from 2021 to 2031', () => {
    const e = entry({ ...DEFAULT_CALENDAR_ENTRY });
    expect(entryCovers(e, at('2030-03-12T20:00:00'), clock)).toBe(true);
    expect(entryCovers(e, at('2031-01-01T11:00:00'), clock)).toBe(false);
    expect(entryCovers({ ...e, isActive: false }, at('2030-03-12T20:00:00'), clock)).toBe(false);
  });
  it('covers weekdays of a weekly repetition every n weeks, and its night after midnight', () => {
    const e = entry({ calendarRepeatInterval: { type: RepeatIntervalType.Weekly, startDate: '2030-03-04', repeatEveryCount: 2, repeatOnDays: [5] } });
    expect(entryCovers(e, at('2030-03-08T22:00:00'), clock)).toBe(true);
    expect(entryCovers(e, at('2030-03-09T02:00:00'), clock)).toBe(true);
    expect(entryCovers(e, at('2030-03-15T22:00:00'), clock)).toBe(false);
    expect(entryCovers(e, at('2030-03-22T22:00:00'), clock)).toBe(true);
    expect(entryCovers({ ...e, inActiveDates: ['2030-03-22'] }, at('2030-03-22T22:00:00'), clock)).toBe(false);
  });
  it('covers yearly dates and date lists', () => {
    expect(entryCovers(entry({ calendarRepeatInterval: { type: RepeatIntervalType.Yearly, startDate: '2021-01-01', repeatOnDates: ['2021-12-31'] } }), at('2030-12-31T23:00:00'), clock)).toBe(true);
    expect(entryCovers(entry({ dates: ['2030-03-12'] }), at('2030-03-12T20:00:00'), clock)).toBe(true);
    expect(entryCovers(entry({ dates: ['2030-03-12'] }), at('2030-03-13T20:00:00'), clock)).toBe(false);
  });
  it('lets the highest priority decide, then the more specific entry', () => {
    const base = entry({ id: 'default', venueSetupId: 'standard', ...DEFAULT_CALENDAR_ENTRY });
    const weekly = entry({ id: 'weekend', venueSetupId: 'weekend', priority: 10, calendarRepeatInterval: { type: RepeatIntervalType.Weekly, repeatOnDays: [2] } });
    const same = entry({ id: 'list', venueSetupId: 'party', dates: ['2030-03-12'] });
    expect(deciding([base, weekly], at('2030-03-12T20:00:00'), clock)?.id).toBe('weekend');
    expect(deciding([base, weekly], at('2030-03-13T20:00:00'), clock)?.id).toBe('default');
    expect(deciding([base, same], at('2030-03-12T20:00:00'), clock)?.id).toBe('list');
    expect(deciding([base, weekly], at('2030-03-12T20:00:00'), clock, new Set(['standard']))?.id).toBe('default');
  });
});
