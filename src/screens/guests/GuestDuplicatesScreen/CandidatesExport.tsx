import { useLocaleState, useTranslate } from 'react-admin';
import { guestDuplicatesApi } from '@generated/client/api/guestDuplicates';
import type { CountryCode } from '@generated/shared/shell';
import type { DuplicateCandidate } from '@/shared/guests/guestDuplicates';
import { guestName } from '@/shared/guests/guestName';
import type { LocaleCode } from '@/shared/locales';
import { ReasonedExportButton } from '../ReasonedExportButton';
import { reasonsInWords } from './reasons';
import { text } from './texts';

/** The most pairs the server gives in one page. */
const PER_PAGE = 100;

/**
 * Export of the pairs as listed (the lowest score chosen, best score first), every page, both guests side by side.
 * Personal data leaving the portal: the person says why first, and the server logs each guest it hands out with that
 * reason, as the guest search's export does.
 */
export function CandidatesExport({ country, minScore, disabled }: { country: CountryCode; minScore: number; disabled: boolean }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const noName = translate(text('list.noName'));
  return (
    <ReasonedExportButton<DuplicateCandidate>
      disabled={disabled}
      text={text}
      country={country}
      job={(exportReason) => ({
        fileName: 'guest-duplicates',
        sheetName: translate(text('list.title')),
        perPage: PER_PAGE,
        columns: [
          { header: translate(text('list.score')), kind: 'number' },
          { header: translate(text('export.guest')), kind: 'text' },
          { header: translate(text('export.email')), kind: 'text' },
          { header: translate(text('export.phone')), kind: 'text' },
          { header: translate(text('export.birthDate')), kind: 'date' },
          { header: translate(text('export.other')), kind: 'text' },
          { header: translate(text('export.otherEmail')), kind: 'text' },
          { header: translate(text('export.otherPhone')), kind: 'text' },
          { header: translate(text('export.otherBirthDate')), kind: 'date' },
          { header: translate(text('list.why')), kind: 'text' },
        ],
        fetchPage: async (page, perPage, signal) => {
          const answer = await guestDuplicatesApi.list({ country, minScore, top: perPage, skip: (page - 1) * perPage, exportReason }, { signal });
          return { rows: answer.items, total: answer.total };
        },
        toCells: (rows) =>
          rows.map(({ score, guest, other, reasons }) => [
            score,
            guestName(guest) ?? noName,
            guest.email,
            guest.phone,
            guest.birthDate,
            guestName(other) ?? noName,
            other.email,
            other.phone,
            other.birthDate,
            reasonsInWords(reasons, translate, locale as LocaleCode),
          ]),
      })}
    />
  );
}
