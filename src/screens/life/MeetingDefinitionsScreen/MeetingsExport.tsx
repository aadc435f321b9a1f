import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import type { MeetingRecord } from '@generated/shared/types/meetings';
import { XlsxExportButton } from '@/app/export';
import { enumLabelKey } from '@/app/enums';
import { text } from './texts';

const field = (source: string) => `resources.meetings.fields.${source}`;

/**
 * Export of the meetings as listed: every page with the search, type filter and sort applied; a meeting of one venue
 * by the venue's name, one for the whole country in the words the list uses.
 */
export function MeetingsExport() {
  const { filterValues, sort, total } = useListContext<MeetingRecord>();
  const dataProvider = useDataProvider();
  const translate = useTranslate();
  return (
    <XlsxExportButton<MeetingRecord>
      disabled={!total}
      job={() => ({
        fileName: 'life-meetings',
        sheetName: translate('routes.life/meetings'),
        columns: [
          { header: translate(field('title')), kind: 'text' },
          { header: translate(field('type')), kind: 'text' },
          { header: translate(field('venueId')), kind: 'text' },
          { header: translate(field('steps')), kind: 'text' },
          { header: translate(field('isActive')), kind: 'boolean' },
        ],
        fetchPage: async (page, perPage, signal) => {
          const { data, total: count } = await dataProvider.getList<MeetingRecord>('meetings', { pagination: { page, perPage }, sort, filter: filterValues, signal });
          return { rows: data, total: count };
        },
        toCells: async (rows, signal) => {
          const ids = [...new Set(rows.map((m) => m.venueId).filter((id): id is string => Boolean(id)))];
          const { data: venues } = ids.length ? await dataProvider.getMany<{ id: string; name: string }>('venues', { ids, signal }) : { data: [] };
          const venueName = new Map(venues.map((v) => [String(v.id), v.name]));
          return rows.map((m) => [
            m.title,
            translate(enumLabelKey('meetings.meetingType', m.type)),
            m.venueId ? (venueName.get(m.venueId) ?? '') : translate(text('allVenues')),
            (m.steps ?? []).map((s) => translate(enumLabelKey('meetings.stepType', s))).join(', '),
            Boolean(m.isActive),
          ]);
        },
      })}
    />
  );
}
