import { HttpError } from 'react-admin';

/** The server's message per field (`body.errors` of the HttpError: `{ venueTableId: 'is required' }`). */
export function fieldErrors(error: unknown): Record<string, string> {
  return (error instanceof HttpError ? (error.body?.errors as Record<string, string> | undefined) : undefined) ?? {};
}

export function errorStatus(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : undefined;
}

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));
