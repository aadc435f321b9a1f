import { useTranslate } from 'react-admin';
import { guestRetentionApi } from '@generated/client/api/guestRetention';
import type { CountryCode } from '@generated/shared/shell';
import { XlsxExportButton } from '@/app/export';
import { guestName } from '@/shared/guests/guestName';
import { COUNTRY_TIME_ZONE, type RetentionCandidate } from '@/shared/guests/guestRetention';
import { text } from './texts';

/** The most guests the server gives in one page. */
const PER_PAGE = 100;

interface PreviewExportProps {
  country: CountryCode;
  /** The months the preview shown was asked with. */
  months: number;
  venueName: (id: string) => string;
  disabled: boolean;
}

/** Export of the guests the preview shows, every page, longest inactive first, the last activity as the country's day. */
export function PreviewExport({ country, months, venueName, disabled }: PreviewExportProps) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<RetentionCandidate>
      disabled={disabled}
      job={() => ({
        fileName: 'retention-preview',
        sheetName: translate(text('export.preview'), { months }),
        timeZone: COUNTRY_TIME_ZONE[country],
        perPage: PER_PAGE,
        columns: [
          { header: translate(text('preview.name')), kind: 'text' },
          { header: translate(text('preview.venue')), kind: 'text' },
          { header: translate(text('preview.lastActivity')), kind: 'date' },
        ],
        fetchPage: async (page, perPage, signal) => {
          const answer = await guestRetentionApi.preview({ country, months, top: perPage, skip: (page - 1) * perPage }, { signal });
          return { rows: answer.items, total: answer.total };
        },
        toCells: (rows) => rows.map((g) => [guestName(g) ?? translate(text('preview.noName')), g.venueId ? venueName(g.venueId) : null, g.lastActivityAt]),
      })}
    />
  );
}
