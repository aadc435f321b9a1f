import { useLocaleState } from 'react-admin';
import { XlsxExportButton, type Cell, type CellKind } from '@/app/export';
import { tagLabel } from '@/shared/bookings/tags';
import type { BookingResult, BookingTag } from './queries';

/** A column of a bookings export: its heading, the kind of its cells and a booking's cell as the list shows it. */
export interface BookingColumn {
  header: string;
  kind: CellKind;
  value: (result: BookingResult) => Cell;
}

interface BookingResultsExportProps {
  /** The bookings as the list shows them, filtered and in its order. */
  rows: BookingResult[];
  fileName: string;
  /** The night in the file's name; today by default. */
  fileDate?: string;
  sheetName: string;
  /** The venue's zone, in which arrivals are written. */
  timeZone: string;
  columns: BookingColumn[];
}

/** The Export of a list of bookings (a night's, the open requests) to .xlsx, one column per entry. */
export function BookingResultsExport({ rows, fileName, fileDate, sheetName, timeZone, columns }: BookingResultsExportProps) {
  return (
    <XlsxExportButton<BookingResult>
      disabled={!rows.length}
      job={() => ({
        fileName,
        fileDate,
        sheetName,
        timeZone,
        columns: columns.map(({ header, kind }) => ({ header, kind })),
        rows,
        toCells: (list) => list.map((result) => columns.map((c) => c.value(result))),
      })}
    />
  );
}

/** A booking's tags in words, in the user's language. */
export function useTagWords(tags: BookingTag[]) {
  const [locale] = useLocaleState();
  return (result: BookingResult) => (result.booking.tags ?? []).map((t) => tagLabel(t, tags, locale)).join(', ');
}
