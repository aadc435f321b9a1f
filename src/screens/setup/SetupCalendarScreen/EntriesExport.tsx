import { useTranslate } from 'react-admin';
import { XlsxExportButton } from '@/app/export';
import { useEntryTexts, type Entry } from './entryTexts';
import { text } from './texts';

/**
 * Export of the calendar entries as the table lists them, highest priority first: the setup by name, the kind of entry,
 * its period and dates or repetition in words, and whether it is switched on.
 */
export function EntriesExport({ entries, setupName }: { entries: Entry[]; setupName: (id: string) => string }) {
  const translate = useTranslate();
  const { kind, period, when } = useEntryTexts();
  return (
    <XlsxExportButton<Entry>
      disabled={!entries.length}
      job={() => ({
        fileName: 'setup-calendar-entries',
        sheetName: translate(text('entries.title')),
        columns: [
          { header: translate(text('entries.priority')), kind: 'number' },
          { header: translate(text('entries.setup')), kind: 'text' },
          { header: translate(text('add.kind')), kind: 'text' },
          { header: translate(text('entries.period')), kind: 'text' },
          { header: translate(text('entries.when')), kind: 'text' },
          { header: translate(text('entries.active')), kind: 'boolean' },
        ],
        rows: entries,
        toCells: (rows) => rows.map((e) => [e.priority ?? 0, setupName(e.venueSetupId), kind(e), period(e), when(e), Boolean(e.isActive)]),
      })}
    />
  );
}
