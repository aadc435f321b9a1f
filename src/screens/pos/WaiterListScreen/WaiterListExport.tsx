import { useTranslate } from 'react-admin';
import type { WaiterListRecord } from '@generated/shared/types/waiterLists';
import { XlsxExportButton } from '@/app/export';
import { enumLabelKey } from '@/app/enums';
import { formatDate } from '@/shared/format';
import { text } from './texts';

export type Waiter = WaiterListRecord['waiters'] extends (infer W)[] | null | undefined ? W : never;

/** Export of a day's waiter list as the table shows it (changes not yet saved included): role in words, terminals by name. */
export function WaiterListExport({ date, waiters, terminalName }: { date: string; waiters: Waiter[]; terminalName: (id: string) => string }) {
  const translate = useTranslate();
  const field = (name: string) => translate(`resources.waiterLists.listItems.waiters.${name}`);
  return (
    <XlsxExportButton<Waiter>
      disabled={!waiters.length}
      job={() => ({
        fileName: 'waiter-list',
        fileDate: date,
        sheetName: `${translate('resources.waiterLists.name', { smart_count: 1 })} ${formatDate(date)}`,
        columns: [
          { header: translate(text('person')), kind: 'text' },
          { header: field('role'), kind: 'text' },
          { header: field('startTime'), kind: 'time' },
          { header: field('endTime'), kind: 'time' },
          { header: field('terminalIds'), kind: 'text' },
        ],
        rows: waiters,
        toCells: (list) => list.map((w) => [w.name, translate(enumLabelKey('waiterLists.role', w.role)), w.startTime, w.endTime, (w.terminalIds ?? []).map(terminalName).join(', ')]),
      })}
    />
  );
}
