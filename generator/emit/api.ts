import { API_SURFACES } from '../../schema/dsl';
import { paramTsType, tsType } from '../fields';
import type { EndpointModel, Model, ResourceModel } from '../model';
import { DATA_KIT } from '../kits';
import { header, type OutputFile } from '../output';
import { recordTypeName, resultsModule, resultsTypeName } from './shared';

const isOptionalParam = (p: EndpointModel['params'][string]) => Boolean(p.from) || (p.in !== 'path' && !p.required);

function inputIsOptional(e: EndpointModel): boolean {
  return !e.def.body && Object.values(e.params).every(isOptionalParam);
}

function inputType(e: EndpointModel, r: ResourceModel): string {
  const parts: string[] = [];
  for (const [name, p] of Object.entries(e.params)) {
    parts.push(`${JSON.stringify(name)}${isOptionalParam(p) ? '?' : ''}: ${paramTsType(p, r.enums)}`);
  }
  if (!parts.length && !e.def.body) return 'Record<string, never>';
  const body = e.def.body;
  if (body === 'record' || body === 'patch') parts.push(`body: ${body === 'patch' ? 'Partial<' : ''}${recordTypeName(r).replace(/Record$/, 'Input')}${body === 'patch' ? '>' : ''}`);
  else if (body === 'upload') parts.push('body: FormData');
  else if (body) {
    const fields = Object.entries(body.fields).map(([n, f]) => `${n}${f.required || body.whole ? '' : '?'}: ${tsType(f, r.enums)}${f.required ? '' : ' | null'}`);
    parts.push(`body: { ${fields.join('; ')} }`);
  }
  return `{ ${parts.join('; ')} }`;
}

function outputType(e: EndpointModel, r: ResourceModel): string {
  switch (e.returns) {
    case 'record':
      return recordTypeName(r);
    case 'records':
      return `${recordTypeName(r)}[]`;
    case 'file':
      return 'Blob';
    case 'none':
      return 'void';
    case 'result':
      return `Jsonify<${resultsTypeName(r)}['${e.def.action}']>`;
  }
}

function descriptor(e: EndpointModel, r: ResourceModel) {
  return {
    resource: r.name,
    name: e.name,
    surface: r.def.api,
    method: e.def.method,
    path: e.def.path,
    params: Object.fromEntries(Object.entries(e.params).map(([n, p]) => [n, { in: p.in, ...(p.from ? { from: p.from } : {}), ...(p.repeated ? { repeated: true } : {}) }])),
    body: e.def.body ? (typeof e.def.body === 'string' ? e.def.body : 'fields') : null,
    returns: e.returns,
    error: e.def.error,
  };
}

function emitResourceApi(r: ResourceModel): OutputFile {
  const typeImports = new Set<string>();
  const usesAction = r.endpoints.some((e) => e.returns === 'result');
  const lines: string[] = [];
  const calls: string[] = [];
  for (const e of r.endpoints) {
    const out = outputType(e, r);
    if (e.def.body === 'record' || e.def.body === 'patch') typeImports.add(recordTypeName(r).replace(/Record$/, 'Input'));
    if (['record', 'records'].includes(e.returns)) typeImports.add(recordTypeName(r));
    const optional = inputIsOptional(e) ? ' = {}' : '';
    calls.push(
      `  /** ${e.def.method} ${e.def.path} */\n  ${e.name}: (input: ${inputType(e, r)}${optional}, options?: CallOptions) =>\n    call<${out}>(${r.name}Endpoints.${e.name}, input, options),`,
    );
  }
  lines.push(header(r.file).trimEnd());
  // A simple REST resource declares no endpoints, so it has no typed calls to import `call` for.
  const kitTypes = ['EndpointDescriptor', ...(usesAction ? ['Jsonify'] : [])];
  if (calls.length) lines.push(`import { call, type CallOptions, ${kitTypes.map((t) => `type ${t}`).join(', ')} } from '${DATA_KIT}';`);
  else lines.push(`import type { ${kitTypes.join(', ')} } from '${DATA_KIT}';`);
  if (usesAction) lines.push(`import type { ${resultsTypeName(r)} } from '${resultsModule(r)}';`);
  for (const t of r.simpleRest ? [recordTypeName(r)] : [...typeImports].sort()) lines.push(`import type { ${t} } from '@generated/shared/types/${r.name}';`);
  const callText = calls.join('\n');
  const sharedTypes = ['MultilingualText', 'StoredFile'].filter((t) => callText.includes(t));
  if (sharedTypes.length) lines.push(`import type { ${sharedTypes.join(', ')} } from '@/shared/types';`);
  lines.push('');
  lines.push(`export const ${r.name}Endpoints = {`);
  for (const e of r.endpoints) lines.push(`  ${e.name}: ${JSON.stringify(descriptor(e, r))},`);
  lines.push('} satisfies Record<string, EndpointDescriptor>;', '');
  lines.push(`/** Typed calls of ${r.def.label.eng} (${r.def.api} API). */`);
  lines.push(`export const ${r.name}Api = {`);
  lines.push(...calls);
  lines.push('};', '');
  if (r.simpleRest) lines.splice(lines.length - 1, 0, `export type ${r.name}SimpleRestRecord = ${recordTypeName(r)};`, '');
  return { path: `client/api/${r.name}.ts`, content: lines.join('\n') };
}

function emitProviders(model: Model): OutputFile[] {
  const files: OutputFile[] = [];
  for (const surface of API_SURFACES) {
    const rs = model.resources.filter((r) => r.def.api === surface && !r.def.internal);
    const lines = [header(`the schema (resources on the ${surface} API)`).trimEnd(), `import { createSurfaceDataProvider } from '${DATA_KIT}';`];
    lines.push('', `/** The react-admin data provider of the ${surface} API. */`, `export const ${surface}DataProvider = createSurfaceDataProvider({`);
    lines.push(`  surface: '${surface}',`, '  endpoints: {');
    // Each resource's descriptors load with its first call (they sit in the chunk its screens share).
    for (const r of rs.filter((x) => !x.simpleRest)) lines.push(`    ${r.name}: () => import('../api/${r.name}').then((m) => m.${r.name}Endpoints),`);
    lines.push('  },', `  simpleRest: ${JSON.stringify(rs.filter((x) => x.simpleRest).map((x) => x.name))},`, '});', '');
    files.push({ path: `client/dataProviders/${surface}.ts`, content: lines.join('\n') });
  }
  const index = [header('the schema').trimEnd(), `import type { ApiSurface } from '${DATA_KIT}';`];
  for (const surface of API_SURFACES) index.push(`import { ${surface}DataProvider } from './${surface}';`);
  index.push('', 'export const surfaceDataProviders = {');
  for (const surface of API_SURFACES) index.push(`  ${surface}: ${surface}DataProvider,`);
  index.push('};', '', '/** The API surface serving each resource. */', 'export const resourceSurfaces: Record<string, ApiSurface> = {');
  for (const r of model.resources.filter((x) => !x.def.internal)) index.push(`  ${r.name}: '${r.def.api}',`);
  index.push('};', '', '/** The schema resource behind each react-admin resource (named after its route). */', 'export const routeResources: Record<string, string> = {');
  for (const route of model.routes.filter((x) => x.def.views)) index.push(`  ${JSON.stringify(route.key)}: '${route.resource.name}',`);
  index.push('};', '');
  files.push({ path: 'client/dataProviders/index.ts', content: index.join('\n') });
  return files;
}

export function emitApi(model: Model): OutputFile[] {
  return [...model.resources.filter((r) => !r.def.internal).map(emitResourceApi), ...emitProviders(model)];
}
