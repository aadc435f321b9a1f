import { DATE_FORMAT } from '@/shared/dayjs';
import { occursOn } from '../domain/venue/taskOccurrences';
import type { SeedContext } from './context';
import { VENUES } from './places';

const RECURRING = [
  { title: 'Check fridge temperatures', roleTypeId: 'sm', repeat: 'daily' },
  { title: 'Count the safe and sign the cash log', roleTypeId: 'sm', repeat: 'daily' },
  { title: 'Staff briefing before opening', roleTypeId: 'vm', repeat: 'weekly' },
  { title: 'Deep clean of the bar fridges', roleTypeId: '', repeat: 'weekly' },
  { title: 'Review next week’s rota', roleTypeId: 'vm', repeat: 'weekly' },
] as const;

const ONE_OFF = [
  { title: 'Order glassware for the terrace', roleTypeId: 'vm' },
  { title: 'Service the ice machine', roleTypeId: '' },
  { title: 'Put up the new cocktail menu posters', roleTypeId: 'hq' },
  { title: 'Fire extinguisher inspection', roleTypeId: 'vm' },
  { title: 'Update the Instagram story with this week’s DJ line-up', roleTypeId: 'hq' },
  { title: 'Train new bartenders on the till', roleTypeId: 'sm' },
  { title: 'Replace the broken bar stool', roleTypeId: '' },
] as const;

/** For each venue: repeating tasks from four weeks back, one-off tasks spread over seven weeks, and done marks in the past. */
export async function seedVenueTasks({ db, random, today }: SeedContext): Promise<void> {
  const monday = today.isoWeekday(1);
  const seriesStart = monday.subtract(4, 'week');
  for (const venue of VENUES) {
    const tasks = [
      ...RECURRING.map((t, i) => ({ ...t, venueId: venue.id, date: seriesStart.add(i % 5, 'day').format(DATE_FORMAT), description: null as string | null })),
      ...Array.from({ length: 10 }, (_, i) => {
        const t = ONE_OFF[(i + venue.id.length) % ONE_OFF.length];
        return { ...t, repeat: 'none', venueId: venue.id, date: monday.add(random.int(-21, 27), 'day').format(DATE_FORMAT), description: random.chance(0.4) ? 'See the notes in the venue drive.' : null };
      }),
    ];
    const inserted = await db
      .insertInto('venueTasks')
      .values(tasks.map((t) => ({ ...t, skippedDates: JSON.stringify([]), createdBy: 'user-vm' })))
      .returning(['id', 'date', 'repeat', 'skippedDates'])
      .execute();
    const checks: { taskId: string; venueId: string; date: string; checkedBy: string }[] = [];
    for (const task of inserted) {
      for (let date = seriesStart; date.isBefore(today, 'day'); date = date.add(1, 'day')) {
        const day = date.format(DATE_FORMAT);
        if (occursOn(task, day) && random.chance(0.85)) checks.push({ taskId: task.id, venueId: venue.id, date: day, checkedBy: random.pick(['user-sm', 'user-vm', 'user-staff-1']) });
      }
    }
    if (checks.length) await db.insertInto('venueTaskChecks').values(checks).onConflict((oc) => oc.columns(['taskId', 'date']).doNothing()).execute();
  }
}
