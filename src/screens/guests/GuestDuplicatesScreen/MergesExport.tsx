import { useTranslate } from 'react-admin';
import type { CountryCode } from '@generated/shared/shell';
import { XlsxExportButton } from '@/app/export';
import type { GuestMergeSummary } from '@/shared/guests/guestDuplicates';
import { COUNTRY_TIME_ZONE } from '@/shared/guests/guestRetention';
import { text } from './texts';

/** Export of the merges of the last seven days as listed, in the country's time, the values taken in words. */
export function MergesExport({ country, merges }: { country: CountryCode; merges: GuestMergeSummary[] }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<GuestMergeSummary>
      disabled={!merges.length}
      job={() => ({
        fileName: 'guest-merges',
        sheetName: translate(text('merges.title')),
        timeZone: COUNTRY_TIME_ZONE[country],
        columns: [
          { header: translate(text('merges.when')), kind: 'datetime' },
          { header: translate(text('merges.kept')), kind: 'text' },
          { header: translate(text('merges.who')), kind: 'text' },
          { header: translate(text('merges.fields')), kind: 'text' },
          { header: translate(text('export.undoneAt')), kind: 'datetime' },
        ],
        rows: merges,
        toCells: (rows) =>
          rows.map((m) => [
            m.mergedAt,
            m.keptName,
            m.mergedByName,
            m.fieldsFromRemoved.map((f) => translate(`enums.guestDuplicates.mergeField.${f}`)).join(', ') || translate(text('merges.nothing')),
            m.undoneAt,
          ]),
      })}
    />
  );
}
