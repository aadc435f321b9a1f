import { HttpError } from 'react-admin';

/** The server's messages per field (`body.errors` of the HttpError), to show beside the inputs. */
export function fieldErrors(error: unknown): Record<string, string> {
  return error instanceof HttpError ? ((error.body?.errors as Record<string, string> | undefined) ?? {}) : {};
}
