import { useTranslate } from 'react-admin';
import type { CountryCode } from '@generated/shared/shell';
import { XlsxExportButton } from '@/app/export';
import { enumLabelKey } from '@/app/enums';
import { text } from './texts';
import { LIST_TYPE_ENUM, type ListTypeOverview } from './types';

/** Export of the country's list types as the table shows them: the published version, its questions, the draft. */
export function ListsExport({ rows, country }: { rows: ListTypeOverview[]; country: CountryCode }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<ListTypeOverview>
      disabled={!rows.length}
      job={() => ({
        fileName: `life-lists-${country}`,
        sheetName: translate('routes.life/lists'),
        columns: [
          { header: translate(text('table.type')), kind: 'text' },
          { header: translate(text('table.published')), kind: 'number' },
          { header: translate('resources.lists.fields.publishedAt'), kind: 'date' },
          { header: translate('resources.lists.fields.questions'), kind: 'number' },
          { header: translate(text('table.draft')), kind: 'number' },
          { header: translate(text('table.versions')), kind: 'number' },
        ],
        rows,
        toCells: (list) =>
          list.map(({ type, published, draft, versions }) => [
            translate(enumLabelKey(LIST_TYPE_ENUM, type)),
            published?.listVersion,
            published?.publishedAt,
            published?.questionCount,
            draft?.listVersion,
            versions,
          ]),
      })}
    />
  );
}
