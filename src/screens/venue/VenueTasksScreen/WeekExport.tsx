import { useTranslate } from 'react-admin';
import { XlsxExportButton } from '@/app/export';
import { enumLabelKey } from '@/app/enums';
import { REPEAT_ENUM, ROLE_TYPE_ENUM } from './taskTypes';
import { text } from './texts';
import type { TaskWeek, WeekTask } from './types';

/**
 * Export of the shown week as the board shows it: every task on every day, Monday first and by title within a day,
 * with its done mark that day. The file is named after the week's Monday, so two weeks' files do not collide.
 */
export function WeekExport({ week }: { week: TaskWeek | undefined }) {
  const translate = useTranslate();
  const rows = week?.days.flatMap((day) => day.tasks) ?? [];
  return (
    <XlsxExportButton<WeekTask>
      disabled={!rows.length}
      job={() => ({
        fileName: 'venue-tasks',
        fileDate: week?.days[0]?.date,
        sheetName: translate(text('week.title'), { week: week?.week, year: week?.year }),
        columns: [
          { header: translate('resources.venueTasks.fields.date'), kind: 'date' },
          { header: translate('resources.venueTasks.fields.title'), kind: 'text' },
          { header: translate('resources.venueTasks.fields.description'), kind: 'text' },
          { header: translate('resources.venueTasks.fields.roleTypeId'), kind: 'text' },
          { header: translate('resources.venueTasks.fields.repeat'), kind: 'text' },
          { header: translate(text('export.done')), kind: 'boolean' },
          { header: translate(text('export.doneBy')), kind: 'text' },
        ],
        rows,
        toCells: (list) =>
          list.map((task) => [
            task.occurrenceDate,
            task.title,
            task.description,
            translate(enumLabelKey(ROLE_TYPE_ENUM, task.roleTypeId)),
            translate(enumLabelKey(REPEAT_ENUM, task.repeat)),
            task.checked,
            task.checked ? task.checkedBy : null,
          ]),
      })}
    />
  );
}
