import type { z } from 'zod';

/** An error with the HTTP status the API answers; the message is what the caller reads. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const badRequest = (field: string, message: string) => new ApiError(400, `${field}: ${message}`, field);
export const unauthorized = (message = 'Sign-in required') => new ApiError(401, message);
export const forbidden = (message = 'You do not have permission to do this') => new ApiError(403, message);
export const notFound = (what: string) => new ApiError(404, `${what} was not found`);
export const conflict = (message: string) => new ApiError(409, message);

/** The first zod issue as a 400 naming the field (`body.title: is required`). */
export function fromZodError(where: string, error: z.ZodError): ApiError {
  const issue = error.issues[0];
  const path = [where, ...issue.path.map(String)].filter(Boolean).join('.');
  let message = issue.message;
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) message = 'is required';
  return badRequest(path, message);
}

/** The JSON body of every error answer. */
export interface ErrorBody {
  status: number;
  error: string;
  message: string;
  field?: string;
}
