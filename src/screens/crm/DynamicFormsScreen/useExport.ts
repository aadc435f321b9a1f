import { useNotify } from 'react-admin';
import { dynamicFormsApi } from '@generated/client/api/dynamicForms';
import { saveBlob } from '../CrmCommon/download';
import { errorMessage } from '../CrmCommon/httpErrors';

/** Downloads a form's submissions as a spreadsheet. */
export function useExport() {
  const notify = useNotify();
  return async (form: { id: string; name: string }) => {
    try {
      saveBlob(await dynamicFormsApi.export({ body: { dynamicFormId: form.id } }), `${form.name} submissions.xlsx`);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
}
