import { useTranslate } from 'react-admin';
import { XlsxExportButton } from '@/app/export';
import type { BookingEvent } from './EventDialog';
import { text } from './texts';

interface EventsExportProps {
  month: string;
  events: BookingEvent[];
  /** The setup and section an event is held in, as the list names them. */
  setupOf: (event: BookingEvent) => { setup?: string; section?: string };
  timeZone: string;
}

/** Export of the month's events as the list shows them: start and end in the venue's zone, the setup and section by name. */
export function EventsExport({ month, events, setupOf, timeZone }: EventsExportProps) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<BookingEvent>
      disabled={!events.length}
      job={() => ({
        fileName: 'events',
        sheetName: `${translate('routes.marcom/marcom/events')} ${month.slice(5)}-${month.slice(0, 4)}`,
        timeZone,
        columns: [
          { header: translate(text('name')), kind: 'text' },
          { header: translate(text('starts')), kind: 'datetime' },
          { header: translate(text('ends')), kind: 'datetime' },
          { header: translate(text('setup')), kind: 'text' },
          { header: translate(text('section')), kind: 'text' },
          { header: translate(text('description')), kind: 'text' },
        ],
        rows: events,
        toCells: (rows) =>
          rows.map((e) => {
            const { setup, section } = setupOf(e);
            return [e.eventName, e.eventStart, e.eventEnd, setup, section, e.description];
          }),
      })}
    />
  );
}
