import type { EnumKey } from '../enums';
import { enumLabelKey } from '../enums';
import type { Cell, CellKind } from './sheet';

/** A column of a generated list, as the generator describes it for the export. */
export type ExportField =
  | { source: string; kind: 'text' | 'number' | 'date' | 'datetime' | 'time' | 'boolean' | 'money' | 'multilingual' | 'list' }
  | { source: string; kind: 'enum' | 'enumList'; enumKey: EnumKey }
  | { source: string; kind: 'reference' | 'references'; reference: string; representation?: string };

type Row = Record<string, unknown>;

export interface CellContext {
  translate: (key: string) => string;
  /** A multilingual text in the user's language. */
  pickText: (value: unknown) => string;
  currencyOf: (row: Row) => string;
  /** The names of referenced records, by reference resource and id. */
  names: Map<string, Map<string, string>>;
}

/** The kind of cell a list column is written as. */
export function sheetKind(field: ExportField): CellKind {
  switch (field.kind) {
    case 'number':
    case 'money':
    case 'date':
    case 'datetime':
    case 'time':
    case 'boolean':
      return field.kind;
    default:
      return 'text';
  }
}

/** What a record's name is, as react-admin's references show it when the resource names no field. */
export function representationOf(record: Row, field?: string): string {
  const pick = (key: string) => (record[key] === null || record[key] === undefined || record[key] === '' ? undefined : String(record[key]));
  if (field) return pick(field) ?? '';
  return pick('name') ?? pick('title') ?? pick('label') ?? pick('reference') ?? '';
}

/** One cell as the list shows it: labels for enums, names for references, never a code or an id. */
export function cellOf(field: ExportField, row: Row, ctx: CellContext): Cell {
  const value = row[field.source];
  if (value === null || value === undefined) return null;
  switch (field.kind) {
    case 'money':
      return typeof value === 'number' ? { minor: value, currency: ctx.currencyOf(row) } : null;
    case 'number':
      return typeof value === 'number' ? value : Number(value);
    case 'boolean':
      return Boolean(value);
    case 'enum':
      return ctx.translate(enumLabelKey(field.enumKey, value as string | number));
    case 'enumList':
      return Array.isArray(value) ? value.map((v) => ctx.translate(enumLabelKey(field.enumKey, v as string | number))).join(', ') : null;
    case 'reference':
      return ctx.names.get(field.reference)?.get(String(value)) ?? '';
    case 'references':
      return Array.isArray(value) ? value.map((id) => ctx.names.get(field.reference)?.get(String(id)) ?? '').filter(Boolean).join(', ') : null;
    case 'multilingual':
      return ctx.pickText(value);
    case 'list':
      if (!Array.isArray(value)) return null;
      // A list of records shows as their count, as the list's chip does.
      return value.some((v) => typeof v === 'object' && v !== null) ? value.length : value.map(String).join(', ');
    default:
      return typeof value === 'object' ? JSON.stringify(value) : (value as string);
  }
}

/** The ids each referenced resource must be asked for, over all rows. */
export function referencedIds(fields: ExportField[], rows: Row[]): Map<string, Set<string>> {
  const ids = new Map<string, Set<string>>();
  for (const field of fields) {
    if (field.kind !== 'reference' && field.kind !== 'references') continue;
    const set = ids.get(field.reference) ?? new Set<string>();
    for (const row of rows) {
      const value = row[field.source];
      for (const id of Array.isArray(value) ? value : [value]) if (id !== null && id !== undefined && id !== '') set.add(String(id));
    }
    ids.set(field.reference, set);
  }
  return ids;
}
