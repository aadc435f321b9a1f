import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CountryCode } from '@generated/shared/shell';
import { XlsxExportButton, type ExportJob } from '@/app/export';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { isExportReason } from '@/shared/guests/accessLog';
import { ExportReasonField } from './ExportReasonField';

/** The keys under which a screen keeps the dialog's words: what is exported, what the access log will hold, the reason's label and example. */
type DialogText = 'export.title' | 'export.intro' | 'export.reason' | 'export.reasonHelp';

interface ReasonedExportButtonProps<R> {
  /** The screen's own key of a text of the dialog; its title may name the %{country}. */
  text: (key: DialogText) => string;
  country: CountryCode;
  disabled: boolean;
  /** The export, given the reason as typed (trimmed) for the server to log with each guest it hands out. */
  job: (exportReason: string) => ExportJob<R>;
}

/**
 * Export of a list of many guests' personal data: the person says why before anything is fetched, and every page is
 * fetched with that reason, which the server logs with each guest it hands out (docs/guest-data.md).
 */
export function ReasonedExportButton<R>({ text, country, disabled, job }: ReasonedExportButtonProps<R>) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  return (
    <XlsxExportButton<R>
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
      job={() => job(reason.trim())}
    />
  );
}
