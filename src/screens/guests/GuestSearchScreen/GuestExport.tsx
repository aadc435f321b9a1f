import { useTranslate } from 'react-admin';
import type { CountryCode } from '@generated/shared/shell';
import { guestName } from '@/shared/guests/guestName';
import { ReasonedExportButton } from '../ReasonedExportButton';
import type { GuestRow } from './GuestTable';
import { text } from './texts';
import { fetchPage, type SearchState } from './useGuestSearch';

/** The search pages no deeper than this (the server refuses a later skip); beyond it the person narrows the search. */
const SEARCH_DEPTH = 10_000;
/** The most guests the search answers at once. */
const SEARCH_PAGE = 100;

interface GuestExportProps {
  country: CountryCode;
  state: SearchState;
  venueName: (venueId: string | null) => string;
  disabled: boolean;
}

/**
 * Export of the guests the search finds, every page in the search's order, with the columns the table shows. Personal
 * data leaving the portal: the person says why first, and the server logs each guest it hands out with that reason.
 */
export function GuestExport({ country, state, venueName, disabled }: GuestExportProps) {
  const translate = useTranslate();
  const countryName = translate(`countries.${country}`);
  return (
    <ReasonedExportButton<GuestRow>
      disabled={disabled}
      text={text}
      country={country}
      job={(exportReason) => ({
        fileName: `guests-${country}`,
        sheetName: translate(text('table.caption'), { country: countryName }),
        columns: [
          { header: translate(text('table.name')), kind: 'text' },
          { header: translate(text('table.email')), kind: 'text' },
          { header: translate(text('table.phone')), kind: 'text' },
          { header: translate(text('table.venue')), kind: 'text' },
          { header: translate(text('table.created')), kind: 'date' },
        ],
        perPage: SEARCH_PAGE,
        cap: SEARCH_DEPTH,
        fetchPage: async (page, perPage) => {
          const answer = await fetchPage(country, state, { top: perPage, skip: (page - 1) * perPage, includeCount: page === 1, exportReason });
          // A count the server capped is no total to show progress against.
          return { rows: answer.items, total: answer.count !== null && !answer.countCapped ? answer.count : undefined };
        },
        toCells: (rows) => rows.map((row) => [guestName(row) ?? translate(text('table.anonymized')), row.email, row.phone, venueName(row.venueId), row.createdAt]),
      })}
    />
  );
}
