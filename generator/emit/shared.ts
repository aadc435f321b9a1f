import { tsType } from '../fields';
import type { Model, ResourceModel } from '../model';
import { header, type OutputFile } from '../output';

/** Enum values keyed the way i18n keys and lookups use them: `shared.<enum>` or `<resource>.<enum>`. */
export function enumKey(owner: string, name: string): string {
  return `${owner}.${name}`;
}

export function enumOwner(r: ResourceModel, name: string): string {
  return r.def.enums?.[name] ? r.name : 'shared';
}

/** An i18n key segment for an enum value; the empty value gets `_`. */
export function valueKey(value: string | number): string {
  return value === '' ? '_' : String(value);
}

function emitShell(model: Model): OutputFile {
  const { shell } = model;
  const body = `${header(model.shellFile)}
export const PRODUCT_SUFFIX = ${JSON.stringify(shell.productSuffix)};

export const COUNTRIES = ${JSON.stringify(
    shell.countries.map(({ code, currency, iso, timeZone }) => ({ code, currency, iso, timeZone })),
    null,
    2,
  )} as const;
export type CountryCode = (typeof COUNTRIES)[number]['code'];
export const DEFAULT_COUNTRY: CountryCode = ${JSON.stringify(shell.defaultCountry)};

export const LOCALES = ${JSON.stringify(shell.locales, null, 2)} as const;
export type LocaleCode = (typeof LOCALES)[number]['code'];

export const CONTACT_ROLES = ${JSON.stringify(shell.contactRoles.map((r) => r.code))} as const;

export const MENU_GROUPS = ${JSON.stringify(shell.menuGroups.map(({ id, name }) => ({ id, name })), null, 2)} as const;

export const SERVICES = ${JSON.stringify(
    shell.services.map(({ id, icon, selector, sidebarGroups }) => ({ id, icon, selector, sidebarGroups: sidebarGroups.map((g) => g.id) })),
    null,
    2,
  )} as const;
export type ServiceId = (typeof SERVICES)[number]['id'];
`;
  return { path: 'shared/shell.ts', content: body };
}

function emitEnums(model: Model): OutputFile {
  const entries: string[] = [];
  const keys: string[] = [];
  const add = (key: string, values: { value: string | number; color?: string }[]) => {
    keys.push(key);
    entries.push(`  ${JSON.stringify(key)}: ${JSON.stringify(values.map((v) => ({ value: v.value, color: v.color ?? null })))},`);
  };
  for (const [name, e] of model.sharedEnums) add(enumKey('shared', name), e.values);
  for (const r of model.resources) {
    for (const [name, e] of Object.entries(r.def.enums ?? {})) add(enumKey(r.name, name), e.values);
  }
  const body = `${header('the schema (schema/shell/shell.ts and each resource\'s enums)')}
export type EnumColor = 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info';
export interface EnumValue {
  value: string | number;
  color: EnumColor | null;
}

/** The name of every enum: a screen that asks for one that does not exist fails the type-check, not the page. */
export type EnumKey =
${keys.map((k) => `  | ${JSON.stringify(k)}`).join('\n')};

/** Every enum, keyed \`shared.<name>\` or \`<resource>.<name>\`; labels are i18n keys \`enums.<key>.<value>\`. */
export const ENUMS: Record<EnumKey, EnumValue[]> = {
${entries.join('\n')}
};
`;
  return { path: 'shared/enums.ts', content: body };
}

function typeName(r: ResourceModel): string {
  return r.name.charAt(0).toUpperCase() + r.name.slice(1).replace(/s$/, '');
}

/**
 * What a resource's domain actions answer is declared by hand in `src/shared/<area>/<resource>.ts` as
 * `<Resource>Results` (action name → result), shared by the server, which must return it, and the typed calls.
 */
export function resultsTypeName(r: ResourceModel): string {
  return `${r.name.charAt(0).toUpperCase()}${r.name.slice(1)}Results`;
}

export function resultsModule(r: ResourceModel): string {
  return `@/shared/${r.area}/${r.name}`;
}

export function recordTypeName(r: ResourceModel): string {
  return `${typeName(r)}Record`;
}

function emitType(r: ResourceModel): OutputFile {
  const name = recordTypeName(r);
  const usesMultilingual = r.fields.some(([, f]) => JSON.stringify(f).includes('"multilingual"'));
  const usesFile = r.fields.some(([, f]) => JSON.stringify(f).includes('"file"'));
  const imports = [usesMultilingual && 'MultilingualText', usesFile && 'StoredFile'].filter(Boolean);
  const lines = [header(r.file).trimEnd()];
  if (imports.length) lines.push(`import type { ${imports.join(', ')} } from '@/shared/types';`, '');
  lines.push(`/** ${r.def.label.eng}: a stored record as the API returns it. */`, `export interface ${name} {`, '  id: string;');
  if (r.versioned) lines.push('  version: number;');
  for (const [field, f] of r.fields) {
    const optional = f.required || f.readOnly ? '' : '?';
    lines.push(`  ${field}${optional}: ${tsType(f, r.enums)}${f.required || f.readOnly ? '' : ' | null'};`);
  }
  if (r.stored) lines.push('  createdAt: string;', '  updatedAt: string;', '  /** Id of the user who created the record. */', '  createdBy: string | null;', '  updatedBy: string | null;');
  lines.push('}', '');
  const readOnly = r.fields.filter(([, f]) => f.readOnly).map(([n]) => `'${n}'`);
  const omitted = ["'id'", ...(r.versioned ? ["'version'"] : []), ...(r.stored ? ["'createdAt'", "'updatedAt'", "'createdBy'", "'updatedBy'"] : []), ...readOnly].join(' | ');
  lines.push(`/** What a create or update sends. */`, `export type ${name.replace(/Record$/, 'Input')} = Omit<${name}, ${omitted}> & { id?: string${r.versioned ? '; version?: number' : ''} };`, '');
  return { path: `shared/types/${r.name}.ts`, content: lines.join('\n') };
}

/** Fills in `src/shared/records.ts`'s `Records` with every resource's record type (declaration merging). */
function emitRecords(model: Model): OutputFile {
  const lines = [header('every resource in schema/').trimEnd()];
  for (const r of model.resources) lines.push(`import type { ${recordTypeName(r)} } from './types/${r.name}';`);
  lines.push('', "declare module '@/shared/records' {", '  interface Records {');
  for (const r of model.resources) lines.push(`    ${r.name}: ${recordTypeName(r)};`);
  lines.push('  }', '}', '');
  return { path: 'shared/records.ts', content: lines.join('\n') };
}

export function emitShared(model: Model): OutputFile[] {
  return [emitShell(model), emitEnums(model), emitRecords(model), ...model.resources.map(emitType)];
}
