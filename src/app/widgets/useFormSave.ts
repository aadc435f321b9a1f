import { useState } from 'react';
import { errorMessage, errorStatus, fieldErrors } from '@/data/httpErrors';
import type { SaveError } from './SaveErrorAlert';

/**
 * The submit of a react-admin form that saves: a refused save keeps the server's message (and whether someone else
 * saved first, 409) for the screen to show above the fields, hands the server's field messages to the fields, and
 * leaves what was typed as it is.
 */
export function useFormSave<V>(save: (values: V) => Promise<unknown>) {
  const [error, setError] = useState<SaveError | null>(null);
  const submit = async (values: Record<string, unknown>) => {
    setError(null);
    try {
      await save(values as V);
      return undefined;
    } catch (failure) {
      setError({ message: errorMessage(failure), stale: errorStatus(failure) === 409 });
      return fieldErrors(failure);
    }
  };
  return { error, setError, submit };
}
