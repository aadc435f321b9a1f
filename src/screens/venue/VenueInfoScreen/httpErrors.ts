import { HttpError } from 'react-admin';

/** The server's messages per form field (`body.errors` of the HttpError), for react-admin's submission errors. */
export function fieldErrors(error: unknown): Record<string, string> | undefined {
  return error instanceof HttpError ? (error.body?.errors as Record<string, string> | undefined) : undefined;
}

/** The HTTP status of a failed call, when the server answered. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : undefined;
}
