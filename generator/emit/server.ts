import type { FieldDef } from '../../schema/dsl';
import { isJsonField, optionalZod, paramZod, presentZod, sqlType, tsType } from '../fields';
import type { EndpointModel, Model, ResourceModel } from '../model';
import { snakeCase } from '../model';
import { SERVER_KIT } from '../kits';
import { header, type OutputFile } from '../output';
import { render } from '../templates';
import { resultsModule, resultsTypeName } from './shared';

const VALIDATION_HELPERS = ['dateSchema', 'datetimeSchema', 'timeSchema', 'fileSchema', 'multilingualSchema', 'hasSomeLanguage'];

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function columnKind(field: FieldDef): string {
  if (isJsonField(field)) return 'json';
  return field.type;
}

function paramsObject(endpoint: EndpointModel, where: 'path' | 'query' | 'header', r: ResourceModel): string {
  const entries = Object.entries(endpoint.params).filter(([, p]) => p.in === where);
  if (!entries.length) return 'null';
  const key = (name: string) => (where === 'header' ? name.toLowerCase() : name);
  const props = entries.map(([name, p]) => `${/^[a-zA-Z_$][\w$]*$/.test(key(name)) ? key(name) : JSON.stringify(key(name))}: ${paramZod(p, r.enums)}`);
  return `z.object({ ${props.join(', ')} })`;
}

function bodyZod(endpoint: EndpointModel, r: ResourceModel): string {
  const body = endpoint.def.body;
  if (!body || body === 'upload') return 'null';
  if (body === 'patch') return 'patchSchema';
  if (body === 'record') {
    if (endpoint.def.store === 'update' || endpoint.operation === 'update') {
      return endpoint.idSource === 'body:id' ? "updateSchema.extend({ id: z.string().min(1, 'is required') })" : 'updateSchema';
    }
    return 'createSchema';
  }
  return `z.object({ ${Object.entries(body.fields)
    .map(([name, f]) => `${name}: ${body.whole ? presentZod(f, r.enums) : optionalZod(f, r.enums)}`)
    .join(', ')} })`;
}

function handlerCode(endpoint: EndpointModel, r: ResourceModel): string {
  const { def } = endpoint;
  if (def.action) return `{ action: actions.${def.action} }`;
  if (def.store === 'list') {
    const match: Record<string, string> = {};
    for (const [name, p] of Object.entries(endpoint.params)) {
      const field = p.matches ?? name;
      if (r.def.fields[field] && (p.in !== 'header' || p.matches)) match[field] = `${p.in}:${name}`;
    }
    return `{ store: 'list', match: ${JSON.stringify(match)} }`;
  }
  if (def.store === 'create') return `{ store: 'create' }`;
  return `{ store: '${def.store}' }`;
}

const inputTypeName = (r: ResourceModel, e: EndpointModel) => `${pascal(r.name)}${pascal(e.name)}Input`;

/** What an action must answer, by what its endpoint returns: its declared result, a file, or anything (ignored). */
function resultType(r: ResourceModel, e: EndpointModel): string {
  switch (e.returns) {
    case 'result':
      return `${resultsTypeName(r)}['${e.def.action}']`;
    case 'file':
      return 'FileResult';
    case 'record':
      return 'StoredRecord';
    case 'records':
      return 'StoredRecord[]';
    case 'none':
      return 'unknown';
  }
}

/** The domain actions the endpoints name, each with the inputs of every endpoint it serves and what it answers. */
export function actionsOf(r: ResourceModel): { name: string; inputTypes: string[]; result: string }[] {
  const byName = new Map<string, { inputTypes: string[]; result: string }>();
  for (const e of r.endpoints) {
    if (!e.def.action) continue;
    const known = byName.get(e.def.action);
    if (known) known.inputTypes.push(inputTypeName(r, e));
    else byName.set(e.def.action, { inputTypes: [inputTypeName(r, e)], result: resultType(r, e) });
  }
  return [...byName].map(([name, a]) => ({ name, ...a }));
}

function emitResource(r: ResourceModel): OutputFile {
  const editable = r.fields.filter(([, f]) => !f.readOnly);
  const text = [...editable.map(([, f]) => optionalZod(f, r.enums)), ...r.endpoints.map((e) => bodyZod(e, r) + paramsObject(e, 'path', r) + paramsObject(e, 'query', r))].join(' ');
  const validationImports = VALIDATION_HELPERS.filter((h) => new RegExp(`\\b${h}\\b`).test(text));
  const search = r.fields.filter(([, f]) => f.type === 'text' && f.search === 'prefix').map(([n]) => n);
  const content = render('server-resource.ts', {
    header: header(r.file),
    serverKit: SERVER_KIT,
    name: r.name,
    file: r.file,
    surface: r.def.api,
    validationImports,
    actionsType: `${pascal(r.name)}Actions`,
    actionsFile: `src/server/domain/${r.area}/${r.name}.ts`,
    actions: actionsOf(r).map((a) => ({ name: a.name, input: a.inputTypes.join(' | '), result: a.result })),
    kitImports: ['DomainAction', 'EndpointInput', 'EndpointRoute', 'EndpointSchemas', 'ResourceMeta', 'FileResult'].filter((t) =>
      t === 'DomainAction' ? actionsOf(r).length : t === 'FileResult' ? actionsOf(r).some((a) => a.result === 'FileResult') : t.startsWith('Endpoint') && t !== 'EndpointRoute' ? r.endpoints.length : true,
    ),
    results: actionsOf(r).some((a) => a.result.startsWith(resultsTypeName(r))) ? { type: resultsTypeName(r), module: resultsModule(r) } : null,
    storedRecord: actionsOf(r).some((a) => a.result.startsWith('StoredRecord')),
    editableFields: editable.map(([name, f]) => ({ name, zod: optionalZod(f, r.enums) })),
    table: r.stored ? r.table : null,
    versioned: r.versioned,
    scope: r.scope,
    columns: Object.fromEntries(r.fields.map(([n, f]) => [n, columnKind(f)])),
    readOnly: r.fields.filter(([, f]) => f.readOnly).map(([n]) => n),
    defaults: Object.fromEntries(r.fields.filter(([, f]) => 'default' in f && f.default !== undefined).map(([n, f]) => [n, (f as { default: unknown }).default])),
    search,
    defaultSort: r.def.defaultSort ?? { field: r.def.recordRepresentation ?? 'createdAt', order: r.def.recordRepresentation ? 'ASC' : 'DESC' },
    simpleRest: r.simpleRest ? r.def.access : null,
    routes: r.endpoints.map((e) => ({
      name: e.name,
      inputType: inputTypeName(r, e),
      surface: r.def.api,
      method: e.def.method,
      path: e.serverPath,
      specPath: e.def.path,
      access: e.access,
      permission: e.permissions,
      id: e.idSource,
      upload: e.def.body === 'upload',
      scope: Object.fromEntries(Object.entries(e.def.scope ?? {}).map(([kind, sources]) => [kind, [sources].flat()])),
      params: paramsObject(e, 'path', r),
      query: paramsObject(e, 'query', r),
      headers: paramsObject(e, 'header', r),
      body: bodyZod(e, r),
      handler: handlerCode(e, r),
      returns: e.returns,
      error: e.def.error,
    })),
  });
  return { path: `server/resources/${r.name}.ts`, content };
}

/** PostgreSQL's reserved words; a column named like one (a field `when`, `order`, `user`) is quoted. */
const RESERVED = new Set(
  'all analyse analyze and any array as asc asymmetric both case cast check collate column constraint create current_catalog current_date current_role current_time current_timestamp current_user default deferrable desc distinct do else end except false fetch for foreign from grant group having in initially intersect into lateral leading limit localtime localtimestamp not null offset on only or order placing primary references returning select session_user some symmetric system_user table then to trailing true union unique user using variadic when where window with'.split(
    ' ',
  ),
);

/** A column name for SQL, quoted when it is a reserved word. */
export function sqlColumn(name: string): string {
  const column = snakeCase(name);
  return RESERVED.has(column) ? `"${column}"` : column;
}

function emitMigration(r: ResourceModel): OutputFile {
  const t = r.table;
  const lines = [
    header(r.file, '--').trimEnd(),
    `CREATE TABLE IF NOT EXISTS ${t} (`,
    '  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,',
    '  version integer NOT NULL DEFAULT 1,',
    '  created_at timestamptz NOT NULL DEFAULT now(),',
    '  updated_at timestamptz NOT NULL DEFAULT now(),',
    '  created_by text,',
    '  updated_by text',
    ');',
  ];
  for (const [name, field] of r.fields) {
    const column = sqlColumn(name);
    const def = 'default' in field && field.default !== undefined ? ` DEFAULT ${sqlLiteral(field.default)}` : '';
    lines.push(`ALTER TABLE ${t} ADD COLUMN IF NOT EXISTS ${column} ${sqlType(field, r.enums)}${def};`);
  }
  const indexed = new Set<string>();
  for (const f of Object.values(r.scope)) if (f) indexed.add(f);
  for (const [name, field] of r.fields) if (field.index || field.type === 'reference') indexed.add(name);
  for (const name of [...indexed].sort()) {
    lines.push(`CREATE INDEX IF NOT EXISTS ${t}_${snakeCase(name)}_idx ON ${t} (${sqlColumn(name)});`);
  }
  for (const index of r.def.indexes ?? []) {
    const columns = index.fields.map(snakeCase);
    const kind = index.unique ? 'UNIQUE INDEX' : 'INDEX';
    const lower = new Set(index.lower ?? []);
    const expressions = index.fields.map((f) => (lower.has(f) ? `lower(${sqlColumn(f)})` : sqlColumn(f)));
    const where = Object.entries(index.where ?? {});
    // A partial index is named after its condition, and one over lower-cased columns says so, so that neither ever
    // takes the name of a plain one (an existing index of that name would be taken for it).
    const partial = where.map(([f, v]) => `_${snakeCase(f)}_${String(v).toLowerCase().replace(/[^a-z0-9]+/g, '_')}`).join('');
    const condition = where.length ? ` WHERE ${where.map(([f, v]) => `${sqlColumn(f)} = ${sqlLiteral(v)}`).join(' AND ')}` : '';
    const suffix = `${lower.size ? 'lower_' : ''}${index.unique ? 'key' : 'idx'}`;
    lines.push(`CREATE ${kind} IF NOT EXISTS ${t}_${columns.join('_')}${partial}_${suffix} ON ${t} (${expressions.join(', ')})${condition};`);
  }
  for (const [name, field] of r.fields) {
    if (field.type === 'text' && field.search === 'prefix') {
      lines.push(`CREATE INDEX IF NOT EXISTS ${t}_${snakeCase(name)}_prefix_idx ON ${t} (lower(${sqlColumn(name)}) text_pattern_ops);`);
    }
  }
  return { path: `server/migrations/${r.table}.sql`, content: lines.join('\n') + '\n' };
}

function sqlLiteral(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return `'${String(value).replace(/'/g, "''")}'`;
}

function emitIndex(model: Model): OutputFile {
  const withActions = model.resources.filter((r) => actionsOf(r).length);
  const lines = [header('every resource in schema/').trimEnd(), `import type { EndpointRoute, ResourceMeta } from '${SERVER_KIT}';`];
  for (const r of model.resources) {
    const names = [`${r.name}Resource`, `${r.name}Routes`, ...(withActions.includes(r) ? [`type ${pascal(r.name)}Actions`] : [])];
    lines.push(`import { ${names.join(', ')} } from './resources/${r.name}';`);
  }
  lines.push('', 'export const resources: Record<string, ResourceMeta> = {');
  for (const r of model.resources) lines.push(`  ${r.name}: ${r.name}Resource,`);
  lines.push('};', '');
  lines.push(
    '/**',
    ' * The domain actions of every resource whose endpoints name some, keyed by resource. The server\'s registry',
    ' * (`src/server/domain/registry.ts`) satisfies it, so a missing or mistyped action fails the type check.',
    ' */',
    'export interface DomainActions {',
  );
  for (const r of withActions) lines.push(`  ${r.name}: ${pascal(r.name)}Actions;`);
  lines.push('}', '', '/** Every declared endpoint, its domain actions taken from the registry. */', 'export function endpointRoutes(actions: DomainActions): EndpointRoute[] {', '  return [');
  for (const r of model.resources) lines.push(withActions.includes(r) ? `    ...${r.name}Routes(actions.${r.name}),` : `    ...${r.name}Routes,`);
  lines.push('  ];', '}', '', '/** Migration files in the order they run. */', 'export const migrationFiles: string[] = [');
  for (const r of model.resources.filter((x) => x.stored)) lines.push(`  '${r.table}.sql',`);
  lines.push('];', '');
  return { path: 'server/index.ts', content: lines.join('\n') };
}

function columnTs(field: FieldDef, r: ResourceModel): string {
  const t = tsType(field, r.enums);
  if (isJsonField(field)) return `Json<${t}>`;
  if (field.type === 'datetime') return 'ColumnType<Date, Date | string, Date | string>';
  return t;
}

function emitDatabase(model: Model): OutputFile {
  const lines = [
    header('every stored resource in schema/').trimEnd(),
    "import type { ColumnType, Generated } from 'kysely';",
    "import type { MultilingualText, StoredFile } from '@/shared/types';",
    '',
    '/** A JSON column: read as the value, written as its JSON text. */',
    'export type Json<T> = ColumnType<T, string, string>;',
    '',
  ];
  const stored = model.resources.filter((r) => r.stored);
  for (const r of stored) {
    lines.push(`export interface ${pascal(r.name)}Table {`);
    lines.push('  id: Generated<string>;', '  version: Generated<number>;', '  createdAt: Generated<Date>;', '  updatedAt: Generated<Date>;', '  createdBy: string | null;', '  updatedBy: string | null;');
    for (const [name, field] of r.fields) lines.push(`  ${name}: ${columnTs(field, r)} | null;`);
    lines.push('}', '');
  }
  lines.push('/** The tables of the schema\'s resources, keyed by resource name (the camel-case plugin maps them to snake case). */');
  lines.push('export interface GeneratedDatabase {');
  for (const r of stored) lines.push(`  ${r.name}: ${pascal(r.name)}Table;`);
  lines.push('}', '');
  const content = lines.join('\n');
  const used = ['MultilingualText', 'StoredFile'].filter((t) => content.split(t).length > 2);
  return {
    path: 'server/database.ts',
    content: used.length ? content.replace("import type { MultilingualText, StoredFile } from '@/shared/types';", `import type { ${used.join(', ')} } from '@/shared/types';`) : content.replace("import type { MultilingualText, StoredFile } from '@/shared/types';\n", ''),
  };
}

export function emitServer(model: Model): OutputFile[] {
  const files: OutputFile[] = [];
  for (const r of model.resources) {
    files.push(emitResource(r));
    if (r.stored) files.push(emitMigration(r));
  }
  files.push(emitIndex(model), emitDatabase(model));
  return files;
}
