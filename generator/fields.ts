import type { FieldDef, ParamDef } from '../schema/dsl';
import type { EnumModel } from './model';

/** How the generator turns one field type into SQL, zod, TypeScript and screens. */

export function sqlType(field: FieldDef, enums: Map<string, EnumModel>): string {
  switch (field.type) {
    case 'text':
      return field.collation ? `text COLLATE "${field.collation}"` : 'text';
    case 'richText':
    case 'time':
    case 'reference':
      return 'text';
    case 'multilingual':
    case 'list':
    case 'object':
    case 'file':
      return 'jsonb';
    case 'number':
      return field.integer ? 'integer' : 'double precision';
    case 'money':
      return 'bigint';
    case 'boolean':
      return 'boolean';
    case 'date':
      return 'date';
    case 'datetime':
      return 'timestamptz';
    case 'enum':
      return isNumericEnum(enums.get(field.enum)!) ? 'integer' : 'text';
  }
}

export function isNumericEnum(e: EnumModel): boolean {
  return e.values.every((v) => typeof v.value === 'number');
}

export function isJsonField(field: FieldDef): boolean {
  return ['multilingual', 'list', 'object', 'file'].includes(field.type);
}

function literal(value: unknown): string {
  return JSON.stringify(value);
}

function enumZod(e: EnumModel): string {
  if (isNumericEnum(e)) return `z.union([${e.values.map((v) => `z.literal(${v.value})`).join(', ')}])`;
  return `z.enum([${e.values.map((v) => literal(v.value)).join(', ')}])`;
}

/** The zod expression validating a field's value when it is present. */
export function zodFor(field: FieldDef, enums: Map<string, EnumModel>): string {
  switch (field.type) {
    case 'text': {
      let s = field.format === 'color' ? 'z.string()' : 'z.string().trim()';
      if (field.required) s += ".min(1, 'is required')";
      if (field.minLength) s += `.min(${field.minLength}, 'must be at least ${field.minLength} characters')`;
      if (field.maxLength) s += `.max(${field.maxLength}, 'must be at most ${field.maxLength} characters')`;
      if (field.pattern) s += `.regex(new RegExp(${literal(field.pattern)}), 'has the wrong format')`;
      if (field.format === 'email') s += ".pipe(z.email('must be an email address'))";
      if (field.format === 'url') s += ".pipe(z.url({ protocol: /^https?$/, error: 'must be a web address starting with http:// or https://' }))";
      if (field.format === 'color') s += ".regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour such as #1b5e20')";
      if (field.format === 'phone') s += ".regex(/^\\+?[0-9 ()-]{4,20}$/, 'must be a phone number')";
      return s;
    }
    case 'richText':
      return field.required ? "z.string().trim().min(1, 'is required').max(100000)" : 'z.string().max(100000)';
    case 'multilingual': {
      const max = field.maxLength ? `.max(${field.maxLength}, 'must be at most ${field.maxLength} characters')` : '';
      const s = `multilingualSchema(z.string().trim()${max})`;
      return field.required ? `${s}.refine(hasSomeLanguage, 'needs a text in at least one language')` : s;
    }
    case 'number': {
      let s = field.integer ? "z.number().int('must be a whole number')" : 'z.number()';
      if (field.min !== undefined) s += `.min(${field.min}, 'must be at least ${field.min}')`;
      if (field.max !== undefined) s += `.max(${field.max}, 'must be at most ${field.max}')`;
      return s;
    }
    case 'money': {
      let s = "z.number().int('must be an amount in minor units')";
      if (field.min !== undefined) s += `.min(${field.min}, 'must be at least ${field.min}')`;
      return s;
    }
    case 'boolean':
      return 'z.boolean()';
    case 'date':
      return 'dateSchema';
    case 'datetime':
      return 'datetimeSchema';
    case 'time':
      return 'timeSchema';
    case 'enum':
      return enumZod(enums.get(field.enum)!);
    case 'reference':
      return field.required ? "z.string().min(1, 'is required')" : 'z.string()';
    case 'file':
      return 'fileSchema';
    case 'list': {
      let s = `z.array(${zodFor(field.of, enums)})`;
      if (field.maxItems) s += `.max(${field.maxItems}, 'must have at most ${field.maxItems} items')`;
      return s;
    }
    case 'object':
      // An object without declared fields is free-form: its keys are data (numbers per country), not a shape.
      if (!Object.keys(field.fields).length) return 'z.record(z.string(), z.unknown())';
      return `z.object({ ${Object.entries(field.fields)
        .map(([name, f]) => `${name}: ${optionalZod(f, enums)}`)
        .join(', ')} })`;
  }
}

/** The zod expression for a field in a body: required fields must be present, others may be null or absent. */
export function optionalZod(field: FieldDef, enums: Map<string, EnumModel>): string {
  const inner = zodFor(field, enums);
  if (field.required) return inner;
  if (field.type === 'text' && !field.format) return `${inner}.nullish()`;
  if (field.type === 'text') return `z.union([z.literal(''), ${inner}]).nullish()`;
  return `${inner}.nullish()`;
}

/** The zod expression for a field of a `whole` body: every field must be present; optional ones may be null. */
export function presentZod(field: FieldDef, enums: Map<string, EnumModel>): string {
  const inner = zodFor(field, enums);
  if (field.required) return inner;
  if (field.type === 'text' && field.format) return `z.union([z.literal(''), ${inner}]).nullable()`;
  return `${inner}.nullable()`;
}

/** The TypeScript type of a field's value in a record. */
export function tsType(field: FieldDef, enums: Map<string, EnumModel>): string {
  switch (field.type) {
    case 'text':
    case 'richText':
    case 'date':
    case 'datetime':
    case 'time':
    case 'reference':
      return 'string';
    case 'multilingual':
      return 'MultilingualText';
    case 'number':
    case 'money':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'enum':
      return enums
        .get(field.enum)!
        .values.map((v) => literal(v.value))
        .join(' | ');
    case 'file':
      return 'StoredFile';
    case 'list': {
      const inner = tsType(field.of, enums);
      return inner.includes('|') ? `Array<${inner}>` : `${inner}[]`;
    }
    case 'object':
      if (!Object.keys(field.fields).length) return 'Record<string, unknown>';
      return `{ ${Object.entries(field.fields)
        .map(([name, f]) => `${name}${f.required ? '' : '?'}: ${tsType(f, enums)}${f.required ? '' : ' | null'}`)
        .join('; ')} }`;
  }
}

/** The zod expression for a path, query or header parameter (always strings on the wire). */
export function paramZod(param: ParamDef, enums: Map<string, EnumModel>): string {
  let s: string;
  switch (param.type) {
    case 'integer':
      s = "z.coerce.number().int('must be a whole number')";
      break;
    case 'number':
      s = 'z.coerce.number()';
      break;
    case 'boolean':
      s = "z.enum(['true', 'false']).transform((v) => v === 'true')";
      break;
    case 'date':
      s = 'dateSchema';
      break;
    case 'datetime':
      s = 'datetimeSchema';
      break;
    case 'enum': {
      const e = enums.get(param.enum!)!;
      s = isNumericEnum(e) ? `z.coerce.number().pipe(${enumZod(e)})` : enumZod(e);
      break;
    }
    default:
      s = "z.string().min(1, 'is required')";
  }
  const required = param.in === 'path' || param.required;
  // An empty optional query parameter (`?searchTerm=`, `?statuses=`) counts as absent, not as a bad value.
  const blank = !required && param.in === 'query';
  if (param.repeated) {
    const items = blank ? "(Array.isArray(v) ? v : [v]).filter((x) => x !== '')" : '(Array.isArray(v) ? v : [v])';
    s = `z.preprocess((v) => (v === undefined ? undefined : ${items}), z.array(${s}))`;
  }
  if (required) return s;
  return blank && !param.repeated ? `z.preprocess((v) => (v === '' ? undefined : v), ${s}.optional())` : `${s}.optional()`;
}

export function paramTsType(param: ParamDef, enums: Map<string, EnumModel>): string {
  let t: string;
  switch (param.type) {
    case 'integer':
    case 'number':
      t = 'number';
      break;
    case 'boolean':
      t = 'boolean';
      break;
    case 'enum':
      t = enums
        .get(param.enum!)!
        .values.map((v) => literal(v.value))
        .join(' | ');
      break;
    default:
      t = 'string';
  }
  return param.repeated ? `Array<${t}>` : t;
}
