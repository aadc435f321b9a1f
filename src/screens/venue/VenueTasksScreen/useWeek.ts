import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type dayjs from '@/shared/dayjs';
import { DATE_FORMAT, isoWeekOf, isoWeekStart, weeksInYear } from '@/shared/dayjs';
import { clock } from '@/shared/clock';

interface IsoWeek {
  year: number;
  week: number;
}

/** The years the API accepts. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/** The week in the URL, or the current week when it is missing or not a real ISO week. */
function weekFromParams(params: URLSearchParams): IsoWeek {
  const year = Number(params.get('year'));
  const week = Number(params.get('week'));
  const valid = Number.isInteger(year) && year >= FIRST_YEAR && year <= LAST_YEAR && Number.isInteger(week) && week >= 1 && week <= weeksInYear(year);
  return valid ? { year, week } : isoWeekOf(clock.moment());
}

function isSelectableDate(date: dayjs.Dayjs): boolean {
  return date.isValid() && date.isoWeekYear() >= FIRST_YEAR && date.isoWeekYear() <= LAST_YEAR;
}

/**
 * The shown ISO week, kept in the URL as `year` and `week` beside the shell's parameters (venueId), so a week can
 * be bookmarked and the browser's back button returns to the week before.
 */
export function useWeek() {
  const [params, setParams] = useSearchParams();
  const { year, week } = weekFromParams(params);

  const goTo = useCallback(
    (date: dayjs.Dayjs) => {
      if (!isSelectableDate(date)) return;
      const target = isoWeekOf(date);
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set('year', String(target.year));
        next.set('week', String(target.week));
        return next;
      });
    },
    [setParams],
  );

  return useMemo(() => {
    const monday = isoWeekStart(year, week);
    const today = clock.today();
    const days = Array.from({ length: 7 }, (_, i) => monday.add(i, 'day').format(DATE_FORMAT));
    return {
      year,
      week,
      monday: days[0],
      sunday: days[6],
      /** Where a new task starts: today when it is in the shown week, else the week's Monday. */
      defaultDate: days.includes(today) ? today : days[0],
      isCurrent: days.includes(today),
      previous: () => goTo(monday.subtract(1, 'week')),
      next: () => goTo(monday.add(1, 'week')),
      thisWeek: () => goTo(clock.moment()),
      goTo,
    };
  }, [year, week, goTo]);
}

export type WeekState = ReturnType<typeof useWeek>;
