import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { guestProfilesApi } from '@generated/client/api/guestProfiles';
import type { CountryCode } from '@generated/shared/shell';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { saveBlob } from '@/screens/shared/download';
import { isExportReason } from '@/shared/guests/accessLog';
import { ExportReasonField } from '../ExportReasonField';
import { text } from './texts';

interface ExportDialogProps {
  country: CountryCode;
  guestId: string;
  name: string;
  onClose: () => void;
  /** Called once both files are saved (the access log then holds the export). */
  onDone: () => void;
}

/**
 * One click exports everything held about the guest: the machine-readable JSON and the readable PDF, each saved as a
 * file. The reason is required; the server logs each export with it.
 */
export function ExportDialog({ country, guestId, name, onClose, onDone }: ExportDialogProps) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const submit = async () => {
    const body = { reason: reason.trim() };
    saveBlob(await guestProfilesApi.exportData({ country, userId: guestId, body: { ...body, format: 'json' } }), `guest-${guestId}.json`);
    saveBlob(await guestProfilesApi.exportData({ country, userId: guestId, body: { ...body, format: 'pdf' } }), `guest-${guestId}.pdf`);
    onDone();
  };
  return (
    <FormDialog title={translate(text('exportData.title'), { name })} intro={translate(text('exportData.intro'))} submitLabel={translate(text('exportData.confirm'))} canSubmit={isExportReason(reason)} submit={submit} onClose={onClose}>
      {(errors) => (
        <ExportReasonField label={translate(text('exportData.reason'))} help={translate(text('exportData.reasonHelp'))} value={reason} onChange={setReason} error={errors['body.reason']} />
      )}
    </FormDialog>
  );
}
