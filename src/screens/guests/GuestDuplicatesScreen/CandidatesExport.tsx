import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { guestDuplicatesApi } from '@generated/client/api/guestDuplicates';
import type { CountryCode } from '@generated/shared/shell';
import { XlsxExportButton } from '@/app/export';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { isExportReason } from '@/shared/guests/accessLog';
import type { DuplicateCandidate } from '@/shared/guests/guestDuplicates';
import { guestName } from '@/shared/guests/guestName';
import type { LocaleCode } from '@/shared/locales';
import { ExportReasonField } from '../ExportReasonField';
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
  const [reason, setReason] = useState('');
  const exportReason = reason.trim();
  const noName = translate(text('list.noName'));
  return (
    <XlsxExportButton<DuplicateCandidate>
      disabled={disabled}
      ask={(start, close) => (
        <FormDialog
          title={translate(text('export.title'), { country: translate(`countries.${country}`) })}
          intro={translate(text('export.intro'))}
          submitLabel={translate('app.export.button')}
          canSubmit={isExportReason(reason)}
          submit={start}
          onClose={close}
        >
          <ExportReasonField label={translate(text('export.reason'))} help={translate(text('export.reasonHelp'))} value={reason} onChange={setReason} />
        </FormDialog>
      )}
      job={() => ({
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
