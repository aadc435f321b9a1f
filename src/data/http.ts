import { HttpError } from 'react-admin';
import { SURFACE_PATH_PREFIX } from '@/shared/surfaces';
import type { ApiSurface } from './types';
import { getRequestContext } from './requestContext';

export interface HttpSettings {
  /** Base URL of each API surface. */
  apiBases: Record<ApiSurface, string>;
  /** A current access token; `forceRefresh` after a 401. */
  getAccessToken(options?: { forceRefresh?: boolean }): Promise<string>;
}

let settings: HttpSettings | null = null;

export function configureHttp(value: HttpSettings): void {
  settings = value;
}

/** Shown when no answer arrives at all; the i18n provider translates it. */
export const NETWORK_ERROR = 'app.errors.network';

export interface HttpRequest {
  surface: ApiSurface;
  method: string;
  /** Path below the surface base and its prefix, already with its parameters. */
  path: string;
  query?: URLSearchParams;
  headers?: Record<string, string>;
  body?: unknown;
  /** The catalogued message of the call. */
  error: string;
}

export interface HttpResponse {
  status: number;
  headers: Headers;
  body: string;
  json: unknown;
  blob?: Blob;
}

export function surfaceUrl(surface: ApiSurface, path: string, query?: URLSearchParams): string {
  if (!settings) throw new Error('the HTTP client is used before it is configured');
  const qs = query && [...query.keys()].length ? `?${query.toString()}` : '';
  return `${settings.apiBases[surface].replace(/\/$/, '')}${SURFACE_PATH_PREFIX[surface]}${path}${qs}`;
}

interface ServerError {
  message?: string;
  field?: string;
}

/** The server's field name without its `body.` prefix, as react-admin forms name their inputs. */
function formErrors(error: ServerError): Record<string, string> | undefined {
  if (!error.field) return undefined;
  const field = error.field.replace(/^body\./, '');
  const message = (error.message ?? '').replace(/^[^:]+:\s*/, '');
  return { [field]: message };
}

/**
 * Sends a request with the bearer token and the VenueId and CountryId headers, refreshes the token once after a
 * 401, and turns failures into an HttpError carrying the catalogued message (with the server's reason for 4xx).
 */
export async function httpRequest(request: HttpRequest, options: { binary?: boolean; signal?: AbortSignal } = {}): Promise<HttpResponse> {
  if (!settings) throw new Error('the HTTP client is used before it is configured');
  const url = surfaceUrl(request.surface, request.path, request.query);
  const context = getRequestContext();
  const send = async (forceRefresh: boolean) => {
    const headers = new Headers(request.headers);
    headers.set('authorization', `Bearer ${await settings!.getAccessToken({ forceRefresh })}`);
    if (context.venueId && !headers.has('venueid')) headers.set('venueid', context.venueId);
    if (context.countryId && !headers.has('countryid')) headers.set('countryid', context.countryId);
    let body: BodyInit | undefined;
    if (request.body instanceof FormData) body = request.body;
    else if (request.body !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(request.body);
    }
    return fetch(url, { method: request.method, headers, body, signal: options.signal });
  };
  let response: Response;
  try {
    response = await send(false);
    if (response.status === 401) response = await send(true);
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new HttpError(NETWORK_ERROR, 0, { message: (error as Error).message });
  }
  if (options.binary && response.ok) {
    const blob = await response.blob();
    return { status: response.status, headers: response.headers, body: '', json: null, blob };
  }
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) {
    const serverError = (json ?? {}) as ServerError;
    const reason = response.status < 500 && serverError.message ? serverError.message : '';
    // A reason that already starts with the catalogued message (it adds detail to it) is shown alone, not twice.
    const message = !reason ? request.error : reason.startsWith(request.error) ? reason : `${request.error}: ${reason}`;
    throw new HttpError(message, response.status, { ...serverError, errors: formErrors(serverError) });
  }
  return { status: response.status, headers: response.headers, body: text, json };
}
