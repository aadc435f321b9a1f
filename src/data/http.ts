import { HttpError } from 'react-admin';
import { SURFACE_PATH_PREFIX } from '@/shared/surfaces';
import type { ApiSurface } from './types';
import { getRequestContext } from './requestContext';

export interface HttpSettings {
  /** Base URL of each API surface. */
  apiBases: Record<ApiSurface, string>;
  /** A current access token; `forceRefresh` after a 401. */
  getAccessToken(options?: { forceRefresh?: boolean }): Promise<string>;
  /** The label people know a resource's field by, in their language; undefined when it has none. */
  fieldLabel?(resource: string, field: string): string | undefined;
}

let settings: HttpSettings | null = null;

export function configureHttp(value: HttpSettings): void {
  settings = value;
}

/** The signed-in user's access token, as the calls present it: what a realtime connection presents too. */
export function accessToken(): Promise<string> {
  if (!settings) throw new Error('the HTTP client is used before it is configured');
  return settings.getAccessToken();
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
  /** The schema resource the call is about: its field labels name the fields of a 400. */
  resource?: string;
  /**
   * What a successful answer carries: `data` always a record or a list; `result` a body unless it is 204 No Content.
   * An answer without it fails with the catalogued message (spec 000 §7), never as a crash in the screen.
   */
  expects?: 'data' | 'result';
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

/** `expiryDays` → `Expiry days`: a field without a label still reads as words. */
function inWords(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * How people know the field a 400 names (`body.orderLines.1.unitPrice` → `Order lines 2 › Unit price`): the
 * resource's labels where it has them, words otherwise, and the row of a list counted from 1. Never a request path.
 */
function fieldName(path: string[], resource: string | undefined): string {
  const parts: string[] = [];
  for (const segment of path) {
    if (/^\d+$/.test(segment) && parts.length) parts[parts.length - 1] += ` ${Number(segment) + 1}`;
    else parts.push((resource && settings?.fieldLabel?.(resource, segment)) || inWords(segment));
  }
  return parts.join(' › ');
}

interface FieldError {
  /** The form's name of the field (`body.` left out), for react-admin's submission errors; only for body fields. */
  formField?: string;
  /** The field as people know it. */
  label: string;
  /** The server's reason without the field it names. */
  reason: string;
}

/** The server names the field of a 400 as `where.path` (`body.title`, `query.page`, or the path of the body field alone). */
function fieldError(error: ServerError, resource: string | undefined): FieldError | undefined {
  if (!error.field) return undefined;
  const message = error.message ?? '';
  const reason = message.startsWith(`${error.field}: `) ? message.slice(error.field.length + 2) : message.replace(/^[^:]+:\s*/, '');
  const segments = error.field.split('.');
  const where = ['body', 'query', 'header', 'path'].includes(segments[0]) ? segments.shift() : 'body';
  if (!segments.length) return { label: inWords(where!), reason };
  return { formField: where === 'body' ? segments.join('.') : undefined, label: fieldName(segments, resource), reason };
}

/**
 * Sends a request with the bearer token (on venue-setup calls also as access-token) and the VenueId and CountryId headers, refreshes the token once after a
 * 401, and turns failures into an HttpError carrying the catalogued message (with the server's reason for 4xx).
 */
export async function httpRequest(request: HttpRequest, options: { binary?: boolean; signal?: AbortSignal } = {}): Promise<HttpResponse> {
  if (!settings) throw new Error('the HTTP client is used before it is configured');
  const url = surfaceUrl(request.surface, request.path, request.query);
  const context = getRequestContext();
  const send = async (forceRefresh: boolean) => {
    const headers = new Headers(request.headers);
    const token = await settings!.getAccessToken({ forceRefresh });
    headers.set('authorization', `Bearer ${token}`);
    // Spec 002 §6: venue-setup calls send the same token once more in an access-token header.
    if (request.surface === 'setup') headers.set('access-token', token);
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
    const field = response.status < 500 ? fieldError(serverError, request.resource) : undefined;
    const reason = response.status >= 500 || !serverError.message ? '' : field ? `${field.label}: ${field.reason}` : serverError.message;
    // A reason that already starts with the catalogued message (it adds detail to it) is shown alone, not twice.
    const message = !reason ? request.error : reason.startsWith(request.error) ? reason : `${request.error}: ${reason}`;
    const errors = field?.formField ? { [field.formField]: field.reason } : undefined;
    throw new HttpError(message, response.status, { ...serverError, errors });
  }
  const empty = text.trim() === '' && !(request.expects === 'result' && response.status === 204);
  if (request.expects && (empty || (request.expects === 'data' && json === null))) throw new HttpError(request.error, response.status, { empty: true });
  return { status: response.status, headers: response.headers, body: text, json };
}
