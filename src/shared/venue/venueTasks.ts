import type { StoredRecord } from '../records';

/** What the domain actions of venue tasks answer: the contract between `src/server/domain/venue/venueTasks.ts` and the typed calls. */
export interface VenueTasksResults {
  listWeek: {
    venueId: string;
    year: number;
    week: number;
    days: {
      date: string;
      tasks: {
        id: string;
        version: number;
        venueId: string;
        title: string;
        description: string | null;
        roleTypeId: '' | 'vm' | 'sm' | 'hq';
        repeat: 'none' | 'daily' | 'weekly';
        date: string;
        occurrenceDate: string;
        checked: boolean;
        checkedBy: string | null;
      }[];
    }[];
  };
  create: StoredRecord;
  update: StoredRecord;
  setChecked: {
    taskId: string;
    date: string;
    checked: boolean;
  };
  setUnchecked: {
    taskId: string;
    date: string;
    checked: boolean;
  };
  changeDate: StoredRecord;
}
