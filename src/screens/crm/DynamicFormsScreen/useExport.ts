import { useState } from 'react';
import { useNotify } from 'react-admin';
import { dynamicFormsApi } from '@generated/client/api/dynamicForms';
import { saveBlob } from '../../shared/download';
import { errorMessage } from '@/data/httpErrors';

/** Downloads a form's submissions as a spreadsheet; `busy(id)` is true while that form's file is being made (its button waits). */
export function useExport() {
  const notify = useNotify();
  const [running, setRunning] = useState<string | null>(null);
  const run = async (form: { id: string; name: string }) => {
    if (running) return;
    setRunning(form.id);
    try {
      saveBlob(await dynamicFormsApi.export({ body: { dynamicFormId: form.id } }), `${form.name} submissions.xlsx`);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setRunning(null);
    }
  };
  return { run, busy: (id: string) => running === id, anyBusy: running !== null };
}
