import { useState } from 'react';
import { errorMessage, fieldErrors } from '@/data/httpErrors';

export type FieldErrors = Record<string, string>;

/** Thrown by a dialog's own checks before anything is sent: the messages go to the fields, none on top. */
export class InvalidFields extends Error {
  constructor(readonly errors: FieldErrors) {
    super('');
  }
}

/**
 * Runs a dialog's action once at a time. A failure is kept (message and the server's field messages) and nothing
 * the person typed is touched, so that they can correct it and try again.
 */
export function useSubmission() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const run = async (action: () => unknown, onDone: () => void) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      setErrors({});
      onDone();
    } catch (failure) {
      setError(failure instanceof InvalidFields ? null : errorMessage(failure));
      setErrors(failure instanceof InvalidFields ? failure.errors : (fieldErrors(failure) ?? {}));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, errors, run };
}
