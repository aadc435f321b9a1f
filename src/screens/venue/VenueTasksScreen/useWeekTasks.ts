import { useQuery } from '@tanstack/react-query';
import { venueTasksApi } from '@generated/client/api/venueTasks';

/** Every query of this screen starts with 'venueTasks' and the venue, so one invalidation refreshes all its weeks. */
export const venueTasksKey = (venueId: string) => ['venueTasks', venueId] as const;
export const weekKey = (venueId: string, year: number, week: number) => [...venueTasksKey(venueId), year, week] as const;

/** The tasks of one ISO week at the venue; the venueId path parameter is filled from the active venue. */
export function useWeekTasks(venueId: string, year: number, week: number) {
  return useQuery({ queryKey: weekKey(venueId, year, week), queryFn: () => venueTasksApi.getWeek({ year, week }) });
}
