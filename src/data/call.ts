import type { EndpointDescriptor } from './types';
import { httpRequest, type HttpResponse } from './http';
import { fromSelection } from './requestContext';

/** Dates become strings on the wire; an action's result type as the browser receives it. */
export type Jsonify<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Jsonify<U>[]
    : T extends object
      ? { [K in keyof T]: Jsonify<T[K]> }
      : T;

export interface CallOptions {
  signal?: AbortSignal;
  /** Extra query parameters (paging, sorting, filters of list endpoints). */
  query?: Record<string, string | number | undefined>;
}

export interface CallResult<T> {
  data: T;
  response: HttpResponse;
}

/** Builds the request of an endpoint from its input: path, query and header parameters by name, and the body. */
export async function callRaw<T>(endpoint: EndpointDescriptor, input: Record<string, unknown>, options: CallOptions = {}): Promise<CallResult<T>> {
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  let path = endpoint.path;
  let error = endpoint.error;
  for (const [name, param] of Object.entries(endpoint.params)) {
    let value = input[name];
    if ((value === undefined || value === null || value === '') && param.from) value = fromSelection(param.from);
    if (value === undefined || value === null || value === '') {
      if (param.in === 'path') throw new Error(`${endpoint.resource}.${endpoint.name} needs ${name}`);
      continue;
    }
    if (param.in === 'path') {
      path = path.replace(`{${name}}`, encodeURIComponent(String(value)));
      // Catalogued messages such as "Unable to update stock product with id {id}" name the record they were about.
      error = error.replace(`{${name}}`, String(value));
    }
    else if (param.in === 'header') headers[name.toLowerCase()] = String(value);
    else for (const v of Array.isArray(value) ? value : [value]) query.append(name, String(v));
  }
  for (const [name, value] of Object.entries(options.query ?? {})) if (value !== undefined) query.set(name, String(value));
  const response = await httpRequest(
    {
      surface: endpoint.surface,
      method: endpoint.method,
      path,
      query,
      headers,
      body: endpoint.body ? input.body : undefined,
      error,
      resource: endpoint.resource,
      expects: endpoint.returns === 'record' || endpoint.returns === 'records' ? 'data' : endpoint.returns === 'result' ? 'result' : undefined,
    },
    { binary: endpoint.returns === 'file', signal: options.signal },
  );
  const data = (endpoint.returns === 'file' ? response.blob : endpoint.returns === 'none' || response.status === 204 ? undefined : response.json) as T;
  return { data, response };
}

/** Calls an endpoint and returns its data. */
export async function call<T>(endpoint: EndpointDescriptor, input: object, options?: CallOptions): Promise<T> {
  return (await callRaw<T>(endpoint, input as Record<string, unknown>, options)).data;
}
