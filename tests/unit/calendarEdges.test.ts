import { describe, expect, it } from 'vitest';
import { isLate } from '@/server/domain/venue/eodTime';
import { occursOn } from '@/server/domain/venue/taskOccurrences';
import { inTimeZone } from '@/screens/venue/VenueInfoScreen/openingHours';
import dayjs, { isoWeekOf, isoWeekStart, weeksInYear } from '@/shared/dayjs';
import { businessDay } from '@/shared/eodDays';
import { periodOf } from '@/shared/meetingPeriods';

/*
 * The date rules on the days that break naive date code: the daylight-saving changes (in Copenhagen 02:00 CET becomes
 * 03:00 CEST on 29 March 2026 and 03:00 CEST becomes 02:00 CET on 25 October 2026), month ends and the year's end.
 * `.ci/run` runs them a second time in another zone (America/New_York), so none may depend on the process's zone.
 */
const CPH = 'Europe/Copenhagen';
const at = (iso: string) => new Date(iso);

describe("an end-of-day report's business day (it turns at 06:00 venue time)", () => {
  it('turns at 06:00 on the days the clocks change', () => {
    expect(businessDay(at('2026-03-29T03:59:00Z'), CPH)).toBe('2026-03-28'); // 05:59 CEST
    expect(businessDay(at('2026-03-29T04:00:00Z'), CPH)).toBe('2026-03-29'); // 06:00 CEST
    expect(businessDay(at('2026-10-25T04:59:00Z'), CPH)).toBe('2026-10-24'); // 05:59 CET
    expect(businessDay(at('2026-10-25T05:00:00Z'), CPH)).toBe('2026-10-25'); // 06:00 CET
  });
  it('belongs to the old month and year until 06:00 of the first', () => {
    expect(businessDay(at('2027-01-01T04:59:00Z'), CPH)).toBe('2026-12-31');
    expect(businessDay(at('2027-01-01T05:00:00Z'), CPH)).toBe('2027-01-01');
    expect(businessDay(at('2026-03-01T05:30:00Z'), 'Europe/Helsinki')).toBe('2026-03-01'); // 07:30 EET
    expect(businessDay(at('2026-03-01T03:30:00Z'), 'Europe/Helsinki')).toBe('2026-02-28'); // 05:30 EET
    expect(businessDay(at('2026-12-31T23:30:00Z'), 'Europe/London')).toBe('2026-12-31');
  });
  it('is late after the deadline on the next day, venue time, across a clock change or a year end', () => {
    // The report of Saturday 28 March is due on Sunday 29 March at 12:00 CEST (10:00 UTC).
    expect(isLate('2026-03-28', '12:00', CPH, at('2026-03-29T10:00:00Z'))).toBe(false);
    expect(isLate('2026-03-28', '12:00', CPH, at('2026-03-29T10:00:01Z'))).toBe(true);
    // The report of Saturday 24 October is due on Sunday 25 October at 12:00 CET (11:00 UTC).
    expect(isLate('2026-10-24', '12:00', CPH, at('2026-10-25T10:30:00Z'))).toBe(false);
    expect(isLate('2026-10-24', '12:00', CPH, at('2026-10-25T11:00:01Z'))).toBe(true);
    expect(isLate('2026-12-31', '11:00', 'Europe/London', at('2027-01-01T11:00:00Z'))).toBe(false);
    expect(isLate('2026-12-31', '11:00', 'Europe/London', at('2027-01-01T11:00:01Z'))).toBe(true);
    expect(isLate('2026-02-28', '10:00', 'Europe/Oslo', at('2026-03-01T09:00:01Z'))).toBe(true);
  });
});

describe('venue task weeks', () => {
  it("count a venue's day in the week of its calendar date, also when the moment was moved to the venue's zone", () => {
    // 23:30 UTC on New Year's Eve is 00:30 on Friday 1 January 2027 in Copenhagen: week 53 of 2026.
    expect(isoWeekOf(dayjs.utc('2026-12-31T23:30:00Z').tz(CPH))).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOf(dayjs.tz('2027-01-03 23:59', CPH))).toEqual({ year: 2026, week: 53 });
    expect(isoWeekOf(dayjs.tz('2027-01-04 00:00', CPH))).toEqual({ year: 2027, week: 1 });
    expect(isoWeekOf(dayjs.tz('2025-12-29 08:00', 'Europe/Helsinki'))).toEqual({ year: 2026, week: 1 });
  });

  it('run Monday to Sunday over the year end, 53 weeks in 2026', () => {
    expect(weeksInYear(2026)).toBe(53);
    expect(isoWeekStart(2026, 53).format('YYYY-MM-DD')).toBe('2026-12-28');
    expect(isoWeekStart(2027, 1).format('YYYY-MM-DD')).toBe('2027-01-04');
    expect(isoWeekStart(2026, 1).format('YYYY-MM-DD')).toBe('2025-12-29');
    expect(dayjs('2027-01-03').isoWeek()).toBe(53);
  });
  it('put a weekly task on its weekday across a clock change and a year end', () => {
    const sunday = { date: '2026-03-22', repeat: 'weekly' as const, skippedDates: [] };
    expect(occursOn(sunday, '2026-03-29')).toBe(true);
    expect(occursOn(sunday, '2026-10-25')).toBe(true);
    expect(occursOn(sunday, '2026-10-26')).toBe(false);
    const monday = { date: '2026-12-28', repeat: 'weekly' as const, skippedDates: ['2027-01-04'] };
    expect(occursOn(monday, '2027-01-04')).toBe(false);
    expect(occursOn(monday, '2027-01-11')).toBe(true);
    expect(occursOn({ date: '2026-01-31', repeat: 'daily' as const, skippedDates: [] }, '2026-02-01')).toBe(true);
  });
});

describe('meeting periods at the edges of months and years', () => {
  it('count the week of a new year in the old ISO week-year, and months by the calendar', () => {
    expect(periodOf('Weekly', '2026-12-31')).toEqual({ year: 2026, period: 53 });
    expect(periodOf('BiWeekly', '2026-12-28')).toEqual({ year: 2026, period: 27 });
    expect(periodOf('Weekly', '2027-01-04')).toEqual({ year: 2027, period: 1 });
    expect(periodOf('Monthly', '2026-02-28')).toEqual({ year: 2026, period: 2 });
    expect(periodOf('Monthly', '2026-03-01')).toEqual({ year: 2026, period: 3 });
    expect(periodOf('Annually', '2026-12-31')).toEqual({ year: 2026, period: 1 });
    expect(periodOf('Annually', '2027-01-01')).toEqual({ year: 2027, period: 1 });
  });
  it("take the venue's date of a meeting held just after midnight, after a clock change or on the first of a month", () => {
    // 00:30 CEST on Monday 30 March is still Sunday in UTC: the period follows the venue's date.
    const venueDate = dayjs('2026-03-29T22:30:00Z').tz(CPH).format('YYYY-MM-DD');
    expect(periodOf('Weekly', venueDate)).toEqual({ year: 2026, period: 14 });
    expect(periodOf('Monthly', dayjs('2026-10-31T23:30:00Z').tz(CPH).format('YYYY-MM-DD'))).toEqual({ year: 2026, period: 11 });
  });
});

describe('opening hours shown in another zone', () => {
  it('follow the offsets of the week shown, also when they differ between the zones', () => {
    // The United States moved its clocks on 8 March 2026, Europe on 29 March: that week New York is 5 hours behind.
    expect(inTimeZone(1, '18:00', '02:00', CPH, 'America/New_York', dayjs('2026-03-11'))).toEqual({ opens: '13:00', closes: '21:00' });
    expect(inTimeZone(1, '18:00', '02:00', CPH, 'America/New_York', dayjs('2026-04-15'))).toEqual({ opens: '12:00', closes: '20:00' });
  });
  it('close at the right hour in the night the clocks change', () => {
    // Saturday 28 March 22:00 CET to Sunday 04:00 CEST is 22:00 GMT to 03:00 BST in London.
    expect(inTimeZone(6, '22:00', '04:00', CPH, 'Europe/London', dayjs('2026-03-25'))).toEqual({ opens: '21:00', closes: '03:00' });
    expect(inTimeZone(6, '22:00', '04:00', CPH, 'Europe/London', dayjs('2026-10-21'))).toEqual({ opens: '21:00', closes: '03:00' });
    expect(inTimeZone(4, '20:00', '01:00', 'Europe/Helsinki', CPH, dayjs('2026-12-30'))).toEqual({ opens: '19:00', closes: '00:00' });
  });
});
