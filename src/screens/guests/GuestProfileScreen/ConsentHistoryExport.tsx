import { useTranslate } from 'react-admin';
import { XlsxExportButton } from '@/app/export';
import { enumLabelKey } from '@/app/enums';
import dayjs from '@/shared/dayjs';
import { text } from './texts';
import type { ConsentHistory } from './useConsentHistory';

type Entry = ConsentHistory['evidence'][number];

/**
 * Each change at its venue's wall-clock time, as the history shows it. The sheet takes one zone for all rows, so an
 * entry with a zone of its own is handed over as a time without an offset, which the sheet writes as it is.
 */
const shownAt = (e: Entry) => (e.timeZone ? dayjs(e.at).tz(e.timeZone).format('YYYY-MM-DDTHH:mm:ss') : e.at);

/** Export of the consent history as listed, newest first: when and in which zone, what changed, how, by whom, on which document. */
export function ConsentHistoryExport({ evidence }: { evidence: Entry[] }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<Entry>
      disabled={!evidence.length}
      job={() => ({
        fileName: 'guest-consent-history',
        sheetName: translate(text('consentHistory.title')),
        columns: [
          { header: translate(text('log.when')), kind: 'datetime' },
          { header: translate(text('export.zone')), kind: 'text' },
          { header: translate(text('consents.venue')), kind: 'text' },
          { header: translate(text('export.consent')), kind: 'text' },
          { header: translate(text('export.change')), kind: 'text' },
          { header: translate(text('sources.source')), kind: 'text' },
          { header: translate(text('sources.by')), kind: 'text' },
          { header: translate(text('export.document')), kind: 'text' },
        ],
        rows: evidence,
        toCells: (rows) =>
          rows.map((e) => [
            shownAt(e),
            e.timeZone,
            e.venueName ?? e.venueId,
            translate(enumLabelKey('guestProfiles.consentType', e.consent)),
            translate(text(`consentHistory.actions.${e.action}`)),
            translate(text(`consentHistory.sources.${e.source}`)),
            e.actorName ?? e.actorJob,
            e.legalDocument ? translate(text('consentHistory.documentTitle'), { name: e.legalDocument.name ?? e.legalDocument.id, revision: e.legalDocument.revision }) : translate(text('consentHistory.noDocument')),
          ]),
      })}
    />
  );
}
