import { useTranslate } from 'react-admin';
import { XlsxExportButton } from '@/app/export';
import { enumLabelKey } from '@/app/enums';
import type { Paging } from './queries';
import { text } from './texts';
import { LIST_TYPE_ENUM, SURVEY_TYPE_ENUM, type SessionPage, type SessionSummary } from './types';

export type SessionPager = (paging: Paging, signal: AbortSignal) => Promise<Pick<SessionPage, 'items' | 'totalItems'>>;

/** Export of a list of sessions as the table shows them, every page, newest first: list and type in words, the score as a number. */
export function SessionsExport({ pager, fileName, sheetName }: { pager: SessionPager; fileName: string; sheetName: string }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<SessionSummary>
      job={() => ({
        fileName,
        sheetName,
        columns: [
          { header: translate(text('table.date')), kind: 'datetime' },
          { header: translate(text('table.list')), kind: 'text' },
          { header: translate(text('table.surveyType')), kind: 'text' },
          { header: translate(text('table.by')), kind: 'text' },
          { header: translate(text('table.score')), kind: 'number' },
          { header: translate(text('table.critical')), kind: 'boolean' },
        ],
        fetchPage: async (page, perPage, signal) => {
          const result = await pager({ page, perPage }, signal);
          return { rows: result.items, total: result.totalItems };
        },
        toCells: (rows) =>
          rows.map((s) => [s.completedOn, translate(enumLabelKey(LIST_TYPE_ENUM, s.listType)), translate(enumLabelKey(SURVEY_TYPE_ENUM, s.surveyType)), s.userName, s.score, Boolean(s.hasCriticalFailure)]),
      })}
    />
  );
}
