import { RA_OPERATIONS, type EndpointAccess, type FieldDef, type ParamDef, type RaOperation } from '../schema/dsl';
import { SchemaError } from './errors';
import type { LoadedResource, LoadedSchema, ParsedPermissions, ParsedResource, ParsedShell } from './load';

export type Endpoint = NonNullable<ParsedResource['endpoints']>[string];
export type Route = NonNullable<ParsedResource['routes']>[number];
export type EnumModel = { name: string; values: { value: string | number; label: ParsedShell['locales'] extends unknown ? Record<string, string> : never; color?: string }[] };

export interface EndpointModel {
  name: string;
  /** The react-admin operation the endpoint serves, when its name is one. */
  operation: RaOperation | null;
  def: Endpoint;
  /** Declared, or by method: GET reads, the others write. */
  access: EndpointAccess;
  /** Any of these; null: every signed-in user. */
  permissions: string[] | null;
  params: Record<string, ParamDef>;
  /** `{id}` style segments turned into the server's `:id` style. */
  serverPath: string;
  /** Where get, update and delete read the record id. */
  idSource: string | null;
  returns: NonNullable<Endpoint['returns']>;
}

export interface RouteModel {
  def: Route;
  resource: ResourceModel;
  /** Unique key used for i18n and the react-admin resource name: the path without its leading slash. */
  key: string;
  venueScoped: boolean;
}

export interface ResourceModel {
  name: string;
  area: string;
  file: string;
  def: ParsedResource;
  stored: boolean;
  versioned: boolean;
  table: string;
  fields: [string, FieldDef][];
  enums: Map<string, EnumModel>;
  endpoints: EndpointModel[];
  /** True when the resource follows the simple REST convention. */
  simpleRest: boolean;
  /** The fields that place a record at a venue or in a country: declared, or for simple REST found (defaultScope). */
  scope: { venue?: string; country?: string };
  routes: RouteModel[];
}

export interface Model {
  shell: ParsedShell;
  shellFile: string;
  resources: ResourceModel[];
  routes: RouteModel[];
  /** Every permission of the catalogue, sorted, with whether it reads or writes. */
  permissions: { name: string; access: EndpointAccess }[];
  sharedEnums: Map<string, EnumModel>;
}

/** Column and table names exactly as Kysely's CamelCasePlugin writes them: every capital starts a word (`isHQ` → `is_h_q`). */
export const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c, i: number) => `${i ? '_' : ''}${c.toLowerCase()}`);

function pathParams(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
}

function fail(errors: string[], file: string, key: string, message: string) {
  errors.push(`${file}: ${key}: ${message}`);
}

function checkField(errors: string[], r: LoadedResource, key: string, field: FieldDef, names: Set<string>, enumNames: (n: string) => boolean) {
  if (field.type === 'reference' && !names.has(field.reference)) fail(errors, r.file, `${key}.reference`, `no resource named "${field.reference}"`);
  if (field.type === 'enum' && !enumNames(field.enum)) fail(errors, r.file, `${key}.enum`, `no enum named "${field.enum}" in the resource or the shell`);
  if (field.type === 'list') checkField(errors, r, `${key}.of`, field.of, names, enumNames);
  if (field.type === 'object') for (const [n, f] of Object.entries(field.fields)) checkField(errors, r, `${key}.fields.${n}`, f, names, enumNames);
}

function buildEndpoint(errors: string[], catalogue: ParsedPermissions, r: LoadedResource, name: string, def: Endpoint, stored: boolean): EndpointModel {
  const key = `endpoints.${name}`;
  const params: Record<string, ParamDef> = { ...(def.params ?? {}) };
  const inPath = pathParams(def.path);
  for (const p of inPath) {
    if (!params[p]) params[p] = { in: 'path', type: 'string' };
    else if (params[p].in !== 'path') fail(errors, r.file, `${key}.params.${p}`, `{${p}} is in the path but declared in ${params[p].in}`);
  }
  for (const [p, pd] of Object.entries(params)) {
    if (pd.in === 'path' && !inPath.includes(p)) fail(errors, r.file, `${key}.params.${p}`, `declared in path but the path has no {${p}}`);
    if (pd.type === 'enum' && !pd.enum) fail(errors, r.file, `${key}.params.${p}.enum`, 'an enum parameter needs the enum name');
  }
  if (def.action && !r.def.actions?.[def.action]) fail(errors, r.file, `${key}.action`, `no action named "${def.action}" in actions`);
  if (def.store && !stored) fail(errors, r.file, `${key}.store`, 'the resource is not stored; use an action');
  let idSource: string | null = def.id ?? (def.action && inPath.includes('id') ? 'path:id' : null);
  if (!idSource && def.store && ['get', 'update', 'delete'].includes(def.store)) {
    if (inPath.includes('id')) idSource = 'path:id';
    else if (def.body === 'record' || def.body === 'patch') idSource = 'body:id';
    else fail(errors, r.file, `${key}.id`, `store ${def.store} needs an id source (path {id} or id: "query:id")`);
  }
  for (const [scopeKind, sources] of Object.entries(def.scope ?? {})) for (const source of [sources].flat()) {
    if (source === 'record' && !r.def.scope?.[scopeKind as 'venue' | 'country']) {
      fail(errors, r.file, `${key}.scope.${scopeKind}`, `a record scope needs the resource's scope.${scopeKind} field`);
    }
    if (source === 'record' && !def.id && !inPath.includes('id') && !(def.store && ['get', 'update', 'delete'].includes(def.store))) {
      fail(errors, r.file, `${key}.scope.${scopeKind}`, 'a record scope needs the record id: a path {id} or id: "body:id"');
    }
    const [where, pname] = source.split(':');
    if ((where === 'path' || where === 'query' || where === 'header') && !params[pname]) {
      fail(errors, r.file, `${key}.scope.${scopeKind}`, `no ${where} parameter named "${pname}"`);
    }
    if (where === 'body' && !def.body) fail(errors, r.file, `${key}.scope.${scopeKind}`, 'a body scope needs a body');
  }
  const access = def.access ?? (def.method === 'GET' ? 'read' : 'write');
  const permissions = def.permission === null ? null : [def.permission].flat();
  for (const p of permissions ?? []) {
    const known = catalogue[p];
    if (!known) fail(errors, r.file, `${key}.permission`, `no permission named "${p}" in schema/shell/permissions.ts`);
    else if (access === 'write' && known.access !== 'write') {
      fail(errors, r.file, `${key}.permission`, `"${p}" is a read permission; a ${def.method} endpoint changes data and needs a write permission (or access: 'read' if it only reads)`);
    }
  }
  const returns =
    def.returns ?? (def.store === 'list' ? 'records' : def.store === 'delete' ? 'none' : def.store ? 'record' : 'result');
  return {
    name,
    operation: (RA_OPERATIONS as readonly string[]).includes(name) ? (name as RaOperation) : null,
    def,
    access,
    permissions,
    params,
    serverPath: def.path.replace(/\{([^}]+)\}/g, ':$1'),
    idSource,
    returns,
  };
}

const VIEW_NEEDS: Record<string, RaOperation[]> = {
  list: ['getList'],
  show: ['getOne'],
  edit: ['getOne', 'update'],
  create: ['create'],
};

/** Normalises the loaded schema and checks every cross-reference. */
/**
 * The scope of a simple REST resource that declares none: the field referencing a venue and the country field, so
 * that a venue manager can only reach the records of their own venues (and countries). Two candidate fields of one
 * kind are refused: the schema must say which one places the record, or `scope: {}` to keep it unscoped on purpose.
 */
function defaultScope(errors: string[], r: LoadedResource): ResourceModel['scope'] {
  const fields = Object.entries(r.def.fields);
  const venues = fields.filter(([, f]) => f.type === 'reference' && f.reference === 'venues').map(([name]) => name);
  const countries = fields.filter(([, f]) => f.type === 'enum' && f.enum === 'country').map(([name]) => name);
  const scope: ResourceModel['scope'] = {};
  for (const [kind, names] of [['venue', venues], ['country', countries]] as const) {
    if (names.length === 1) scope[kind] = names[0];
    if (names.length > 1) {
      fail(errors, r.file, 'scope', `${names.join(' and ')} could each place a record ${kind === 'venue' ? 'at a venue' : 'in a country'}: declare scope: { ${kind}: '${names[0]}' } with the one that does (or scope: {} to leave the records unscoped)`);
    }
  }
  return scope;
}

export function buildModel(schema: LoadedSchema): Model {
  const errors: string[] = [];
  const { shell } = schema;
  const names = new Set<string>();
  for (const r of schema.resources) {
    if (names.has(r.def.name)) fail(errors, r.file, 'name', `the resource name "${r.def.name}" is used twice`);
    names.add(r.def.name);
  }
  const sharedEnums = new Map<string, EnumModel>(
    Object.entries(shell.enums).map(([name, e]) => [name, { name, values: e.values as EnumModel['values'] }]),
  );

  const resources: ResourceModel[] = [];
  const routes: RouteModel[] = [];
  const serverPaths = new Map<string, string>();
  const routePaths = new Map<string, string>();

  for (const r of [...schema.resources].sort((a, b) => a.def.name.localeCompare(b.def.name))) {
    const def = r.def;
    const stored = def.stored !== false;
    const enums = new Map<string, EnumModel>(sharedEnums);
    for (const [name, e] of Object.entries(def.enums ?? {})) enums.set(name, { name, values: e.values as EnumModel['values'] });
    const fields = Object.entries(def.fields);
    for (const [name, field] of fields) checkField(errors, r, `fields.${name}`, field, names, (n) => enums.has(n));
    if ('id' in def.fields || 'version' in def.fields) fail(errors, r.file, 'fields', 'id and version are added by the generator; do not declare them');
    for (const k of ['recordRepresentation'] as const) if (def[k] && !def.fields[def[k]!]) fail(errors, r.file, k, `no field named "${def[k]}"`);
    const builtIn = ['id', 'version', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy'];
    (def.indexes ?? []).forEach((index, i) => {
      for (const f of index.fields) if (!def.fields[f] && !builtIn.includes(f)) fail(errors, r.file, `indexes.${i}.fields`, `no field named "${f}"`);
      for (const f of Object.keys(index.where ?? {})) if (!def.fields[f] && !builtIn.includes(f)) fail(errors, r.file, `indexes.${i}.where`, `no field named "${f}"`);
      for (const f of index.lower ?? []) {
        if (!index.fields.includes(f)) fail(errors, r.file, `indexes.${i}.lower`, `"${f}" is not one of the index's fields`);
        else if (def.fields[f]?.type !== 'text') fail(errors, r.file, `indexes.${i}.lower`, `"${f}" is not a text field`);
      }
    });
    if (def.defaultSort && !def.fields[def.defaultSort.field] && !['id', 'createdAt', 'updatedAt'].includes(def.defaultSort.field)) {
      fail(errors, r.file, 'defaultSort.field', `no field named "${def.defaultSort.field}"`);
    }
    for (const [k, f] of Object.entries(def.scope ?? {})) if (!def.fields[f!]) fail(errors, r.file, `scope.${k}`, `no field named "${f}"`);

    const endpoints = Object.entries(def.endpoints ?? {}).map(([name, e]) => buildEndpoint(errors, schema.permissions, r, name, e, stored));
    for (const e of endpoints) {
      for (const [pname, p] of Object.entries(e.params)) {
        if (p.type === 'enum' && p.enum && !enums.has(p.enum)) fail(errors, r.file, `endpoints.${e.name}.params.${pname}.enum`, `no enum named "${p.enum}"`);
      }
      const signature = `${def.api} ${e.def.method} ${e.serverPath.toLowerCase().replace(/:[^/]+/g, ':').replace(/\/$/, '')}`;
      const clash = serverPaths.get(signature);
      if (clash) fail(errors, r.file, `endpoints.${e.name}.path`, `${e.def.method} ${e.def.path} is already served by ${clash}`);
      serverPaths.set(signature, `${r.file} endpoints.${e.name}`);
    }
    for (const kind of ['read', 'write'] as const) {
      const p = def.access?.[kind];
      if (!p) continue;
      if (!schema.permissions[p]) fail(errors, r.file, `access.${kind}`, `no permission named "${p}" in schema/shell/permissions.ts`);
      else if (kind === 'write' && schema.permissions[p].access !== 'write') fail(errors, r.file, 'access.write', `"${p}" is a read permission`);
    }

    const simpleRest = !def.endpoints && !def.internal;
    const scope = def.scope ?? (simpleRest ? defaultScope(errors, r) : {});

    const model: ResourceModel = {
      name: def.name,
      area: r.area,
      file: r.file,
      def,
      stored,
      versioned: def.versioned !== false,
      table: snakeCase(def.name),
      fields,
      enums,
      endpoints,
      simpleRest,
      scope,
      routes: [],
    };

    (def.routes ?? []).forEach((route, index) => {
      const key = `routes.${index}`;
      const service = shell.services.find((s) => s.id === route.service)!;
      if (route.sidebar?.group && !service.sidebarGroups.some((g) => g.id === route.sidebar!.group)) {
        fail(errors, r.file, `${key}.sidebar.group`, `the ${route.service} service has no sidebar group "${route.sidebar.group}"`);
      }
      (route.sidebar?.alsoIn ?? []).forEach((also, i) => {
        const other = shell.services.find((s) => s.id === also.service)!;
        if (also.service === route.service) fail(errors, r.file, `${key}.sidebar.alsoIn.${i}.service`, `the page already belongs to the ${route.service} service`);
        if (also.group && !other.sidebarGroups.some((g) => g.id === also.group)) {
          fail(errors, r.file, `${key}.sidebar.alsoIn.${i}.group`, `the ${also.service} service has no sidebar group "${also.group}"`);
        }
      });
      const clash = routePaths.get(route.path);
      if (clash) fail(errors, r.file, `${key}.path`, `${route.path} is already declared in ${clash}`);
      routePaths.set(route.path, r.file);
      for (const view of route.views ?? []) {
        if (model.simpleRest) continue;
        for (const op of VIEW_NEEDS[view]) {
          if (!endpoints.some((e) => e.operation === op)) fail(errors, r.file, `${key}.views`, `the ${view} view needs a ${op} endpoint`);
        }
      }
      if (route.permission && !schema.permissions[route.permission]) fail(errors, r.file, `${key}.permission`, `no permission named "${route.permission}" in schema/shell/permissions.ts`);
      const routeModel: RouteModel = {
        def: route,
        resource: model,
        key: route.path.replace(/^\//, '').replace(/\/:[^/]+/g, ''),
        venueScoped: route.venueScoped ?? service.selector === 'venue',
      };
      model.routes.push(routeModel);
      routes.push(routeModel);
    });
    resources.push(model);
  }
  for (const route of routes) {
    if (route.def.parent && !routePaths.has(route.def.parent)) {
      const index = route.resource.def.routes!.indexOf(route.def);
      fail(errors, route.resource.file, `routes.${index}.parent`, `no route with the path ${route.def.parent}`);
    }
  }
  // Keys drop the path parameters; pages whose keys would then clash (`/life/lists` and `/life/lists/:id`) keep the
  // names of their parameters instead (`life/lists/id`), so every page has its own title and breadcrumb.
  const byKey = new Map<string, RouteModel[]>();
  for (const route of routes) byKey.set(route.key, [...(byKey.get(route.key) ?? []), route]);
  for (const clashing of byKey.values()) {
    if (clashing.length < 2) continue;
    for (const route of clashing) if (route.def.path.includes(':')) route.key = route.def.path.replace(/^\//, '').replace(/\/:/g, '/');
  }
  if (errors.length) throw new SchemaError(errors.join('\n'));
  routes.sort((a, b) => a.def.path.localeCompare(b.def.path));
  const permissions = Object.entries(schema.permissions)
    .map(([name, p]) => ({ name, access: p.access }))
    
    .sort((a, b) => (a.name < b.name ? -1 : 1));
  return { shell, shellFile: schema.shellFile, resources, routes, permissions, sharedEnums };
}
