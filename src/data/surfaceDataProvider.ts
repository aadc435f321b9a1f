import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import { callRaw } from './call';
import { listInBrowser } from './clientList';
import { httpRequest } from './http';
import type { ApiSurface, EndpointDescriptor } from './types';

export interface SurfaceDefinition {
  surface: ApiSurface;
  /**
   * The declared endpoints of each resource on the surface, loaded on the resource's first call: the portal's first
   * screen downloads only the descriptors of the resources it shows.
   */
  endpoints: Record<string, () => Promise<Record<string, EndpointDescriptor>>>;
  /** Resources that follow the simple REST convention. */
  simpleRest: string[];
}

type Input = Record<string, unknown>;

/** Resources on the simple REST convention have no catalogued messages of their own. */
const SIMPLE_REST_ERRORS: Record<string, string> = {
  GET: 'Unable to load the records',
  POST: 'Unable to create the record',
  PUT: 'Unable to save the record',
  DELETE: 'Unable to delete the record',
};

/**
 * The parameter that carries the record id: `id`, else the last path parameter the caller must give, else the only
 * query parameter the caller must give (`DELETE /ListNotificationRules?ruleId=`).
 */
function idParamOf(endpoint: EndpointDescriptor): string {
  if (endpoint.params.id) return 'id';
  const own = Object.entries(endpoint.params).filter(([, p]) => p.in === 'path' && !p.from);
  if (own.length) return own[own.length - 1][0];
  const query = Object.entries(endpoint.params).filter(([, p]) => p.in === 'query' && !p.from);
  return query.length === 1 ? query[0][0] : 'id';
}

/** Parameters of an endpoint come from the call's explicit values, its filter and meta, then the selection. */
function inputFor(endpoint: EndpointDescriptor, sources: Input[]): Input {
  const input: Input = {};
  for (const name of Object.keys(endpoint.params)) {
    for (const source of sources) {
      if (source && source[name] !== undefined && source[name] !== '') {
        input[name] = source[name];
        break;
      }
    }
  }
  return input;
}

async function endpointsOf(def: SurfaceDefinition, resource: string): Promise<Record<string, EndpointDescriptor> | undefined> {
  return def.endpoints[resource]?.();
}

async function operation(def: SurfaceDefinition, resource: string, name: string): Promise<EndpointDescriptor> {
  const endpoint = (await endpointsOf(def, resource))?.[name];
  if (!endpoint) throw new Error(`${resource} has no ${name} endpoint`);
  return endpoint;
}

async function getList(def: SurfaceDefinition, resource: string, params: GetListParams) {
  const endpoint = await operation(def, resource, 'getList');
  const filter = (params.filter ?? {}) as Input;
  const input = inputFor(endpoint, [filter, params.meta as Input]);
  const pathParams = Object.keys(endpoint.params);
  const { q, ...rest } = filter;
  const remaining = Object.fromEntries(Object.entries(rest).filter(([k, v]) => !pathParams.includes(k) && v !== undefined && v !== ''));
  const { data, response } = await callRaw<RaRecord[]>(endpoint, input, {
    signal: params.signal,
    query: {
      page: params.pagination?.page,
      perPage: params.pagination?.perPage,
      sort: params.sort?.field,
      order: params.sort?.order,
      q: typeof q === 'string' && q.trim() ? q.trim() : undefined,
      filter: Object.keys(remaining).length ? JSON.stringify(remaining) : undefined,
    },
  });
  const total = response.headers.get('x-total-count');
  if (total !== null) return { data, total: Number(total) };
  // Paged answers of the CRM and booking APIs: { items, totalItems, page, pageSize, totalPages }.
  const paged = data as unknown as { items?: RaRecord[]; totalItems?: number };
  if (!Array.isArray(data) && Array.isArray(paged.items)) return { data: paged.items, total: paged.totalItems ?? paged.items.length };
  const local = listInBrowser(data as Input[], params, pathParams);
  return { data: local.data as RaRecord[], total: local.total };
}

/**
 * A react-admin data provider for one API surface: declared endpoints where the schema has them, the simple
 * REST convention (through ra-data-simple-rest) for the rest.
 */
export function createSurfaceDataProvider(def: SurfaceDefinition): DataProvider {
  const simple = simpleRestProvider('', async (url: string, options: RequestInit = {}) => {
    const [path, query] = url.split('?');
    const method = options.method ?? 'GET';
    const response = await httpRequest({
      surface: def.surface,
      method,
      path,
      query: new URLSearchParams(query ?? ''),
      body: typeof options.body === 'string' ? JSON.parse(options.body) : undefined,
      error: SIMPLE_REST_ERRORS[method] ?? SIMPLE_REST_ERRORS.PUT,
      resource: path.split('/')[1],
      // Reads, creates and saves answer the record or the list; a delete's answer is not read.
      expects: method === 'DELETE' ? undefined : 'data',
    });
    return { status: response.status, headers: response.headers, body: response.body, json: response.json };
  });
  const isSimple = (resource: string) => def.simpleRest.includes(resource);

  const provider: DataProvider = {
    getList: (resource, params) => (isSimple(resource) ? simple.getList(resource, params) : getList(def, resource, params)) as never,
    async getOne(resource, params) {
      if (isSimple(resource)) return simple.getOne(resource, params) as never;
      const endpoint = await operation(def, resource, 'getOne');
      const input = { ...inputFor(endpoint, [params.meta as Input]), [idParamOf(endpoint)]: params.id };
      const { data } = await callRaw<RaRecord>(endpoint, input, { signal: params.signal });
      return { data } as never;
    },
    async getMany(resource, params) {
      if (isSimple(resource)) return simple.getMany(resource, params) as never;
      if ((await endpointsOf(def, resource))?.getOne) return { data: await Promise.all(params.ids.map(async (id) => (await provider.getOne(resource, { id, meta: params.meta, signal: params.signal })).data)) } as never;
      // 500 is the largest page a list endpoint answers.
      const all = await getList(def, resource, { pagination: { page: 1, perPage: 500 }, sort: { field: 'id', order: 'ASC' }, filter: {}, meta: params.meta });
      return { data: all.data.filter((r) => params.ids.includes(r.id)) } as never;
    },
    getManyReference: (resource, params) =>
      (isSimple(resource) ? simple.getManyReference(resource, params) : getList(def, resource, { ...params, filter: { ...params.filter, [params.target]: params.id } })) as never,
    async create(resource, params) {
      if (isSimple(resource)) return simple.create(resource, params) as never;
      const endpoint = await operation(def, resource, 'create');
      const { data } = await callRaw<RaRecord>(endpoint, { ...inputFor(endpoint, [params.data as Input, params.meta as Input]), body: params.data });
      return { data } as never;
    },
    async update(resource, params) {
      if (isSimple(resource)) return simple.update(resource, params) as never;
      const endpoint = await operation(def, resource, 'update');
      const { data } = await callRaw<RaRecord>(endpoint, { ...inputFor(endpoint, [params.meta as Input]), [idParamOf(endpoint)]: params.id, body: { ...params.data, id: params.id } });
      return { data } as never;
    },
    async updateMany(resource, params) {
      const ids = [];
      for (const id of params.ids) {
        const previous = await provider.getOne(resource, { id, meta: params.meta });
        await provider.update(resource, { id, data: { ...previous.data, ...params.data }, previousData: previous.data, meta: params.meta });
        ids.push(id);
      }
      return { data: ids } as never;
    },
    async delete(resource, params) {
      if (isSimple(resource)) return simple.delete(resource, params) as never;
      const endpoint = await operation(def, resource, 'delete');
      await callRaw(endpoint, { ...inputFor(endpoint, [params.meta as Input]), [idParamOf(endpoint)]: params.id });
      return { data: params.previousData ?? { id: params.id } } as never;
    },
    async deleteMany(resource, params) {
      for (const id of params.ids) await provider.delete(resource, { id, meta: params.meta });
      return { data: params.ids } as never;
    },
  };
  return provider;
}
