import { useTranslate } from 'react-admin';
import { XlsxExportButton } from '@/app/export';
import { enumLabelKey } from '@/app/enums';
import { CONSENT_TYPES } from '@/shared/guests/consents';
import { text } from './texts';
import type { ConsentType } from './useGuestProfile';

interface ConsentsExportProps {
  /** The venues of the rows, in their order. */
  venues: string[];
  venueName: (id: string) => string;
  /** Whether a consent is given at a venue, or waits for the guest's confirmation. */
  stateOf: (venueId: string, consent: ConsentType) => 'given' | 'waiting' | 'none';
}

/** Export of the consents as the grid shows them: a row per venue, each consent type in words (yes, waiting, no). */
export function ConsentsExport({ venues, venueName, stateOf }: ConsentsExportProps) {
  const translate = useTranslate();
  const word = { given: translate('app.export.yes'), waiting: translate(text('export.waiting')), none: translate('app.export.no') };
  return (
    <XlsxExportButton<string>
      disabled={!venues.length}
      job={() => ({
        fileName: 'guest-consents',
        sheetName: translate(text('tabs.consents')),
        columns: [{ header: translate(text('consents.venue')), kind: 'text' }, ...CONSENT_TYPES.map((c) => ({ header: translate(enumLabelKey('guestProfiles.consentType', c)), kind: 'text' as const }))],
        rows: venues,
        toCells: (rows) => rows.map((venueId) => [venueName(venueId), ...CONSENT_TYPES.map((c) => word[stateOf(venueId, c)])]),
      })}
    />
  );
}
