import dayjs from '@/shared/dayjs';

export interface TaskSchedule {
  date: string | null;
  repeat: 'none' | 'daily' | 'weekly' | null;
  skippedDates: string[] | null;
}

/** Whether a task falls on a date: its own date, every day from it, or the same weekday from it; moved dates excluded. */
export function occursOn(task: TaskSchedule, date: string): boolean {
  if (!task.date || date < task.date) return false;
  if ((task.skippedDates ?? []).includes(date)) return false;
  switch (task.repeat ?? 'none') {
    case 'none':
      return date === task.date;
    case 'daily':
      return true;
    case 'weekly':
      return dayjs(date).isoWeekday() === dayjs(task.date).isoWeekday();
  }
}
