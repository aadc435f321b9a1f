import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { errorMessage, errorStatus } from '@/data/httpErrors';
import { common } from './texts';

interface Options<I, O> {
  mutationFn: (input: I) => Promise<O>;
  /** Queries to reload after success (and after a 409, to show the current data). */
  invalidate: QueryKey[];
  /** The i18n key of the success notice. */
  success?: string;
  /** Failures are notified unless the caller shows them itself (dialogs, forms). */
  notifyErrors?: boolean;
}

/** A write from a CRM screen: notifies success, reloads what it changed, explains a conflict. */
export function useCrmMutation<I, O>({ mutationFn, invalidate, success, notifyErrors = true }: Options<I, O>) {
  const client = useQueryClient();
  const notify = useNotify();
  const reload = () => Promise.all(invalidate.map((queryKey) => client.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      if (success) notify(success, { type: 'success' });
      await reload();
    },
    onError: async (error) => {
      if (errorStatus(error) === 409) await reload();
      if (!notifyErrors) return;
      notify(errorMessage(error) || common('conflict'), { type: 'error' });
    },
  });
}
