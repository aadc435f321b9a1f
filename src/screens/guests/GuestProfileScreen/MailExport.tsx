import { useTranslate } from 'react-admin';
import { XlsxExportButton } from '@/app/export';
import { text } from './texts';
import type { ConsentHistory } from './useConsentHistory';

type Mail = ConsentHistory['mail'][number];

/** Export of the mail sent to the guest as listed: when, to whom, what, how it went out, and its text. */
export function MailExport({ mail }: { mail: Mail[] }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<Mail>
      disabled={!mail.length}
      job={() => ({
        fileName: 'guest-mail',
        sheetName: translate(text('consentHistory.mailTitle')),
        columns: [
          { header: translate(text('export.sent')), kind: 'datetime' },
          { header: translate(text('export.to')), kind: 'text' },
          { header: translate(text('export.subject')), kind: 'text' },
          { header: translate(text('export.transport')), kind: 'text' },
          { header: translate(text('export.body')), kind: 'text' },
        ],
        rows: mail,
        toCells: (rows) => rows.map((m) => [m.sentAt, m.recipient, m.subject, translate(text(`consentHistory.transport.${m.transport}`)), m.body]),
      })}
    />
  );
}
