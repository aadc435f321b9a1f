import { HttpError } from 'react-admin';

/** The server's messages per form field (`body.errors` of the HttpError: `{ venueTableId: 'is required' }`). */
export function fieldErrors(error: unknown): Record<string, string> | undefined {
  return error instanceof HttpError ? (error.body?.errors as Record<string, string> | undefined) : undefined;
}

/** The HTTP status of a failed call, when the server answered. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : undefined;
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
