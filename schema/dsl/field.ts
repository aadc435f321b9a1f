import { z } from 'zod';
import { labelSchema } from './label';

/** Where a field appears in the generated screens. */
export const FIELD_PLACES = ['list', 'filter', 'form', 'detail'] as const;
export type FieldPlace = (typeof FIELD_PLACES)[number];

const base = {
  label: labelSchema,
  required: z.boolean().optional(),
  /** Screens that show the field; omitted means form and detail. */
  show: z.array(z.enum(FIELD_PLACES)).optional(),
  /** Set by the server only (audit fields, computed values); never accepted in a body. */
  readOnly: z.boolean().optional(),
  help: labelSchema.optional(),
  /** Create a database index on the column. */
  index: z.boolean().optional(),
};

const textField = z.strictObject({
  ...base,
  type: z.literal('text'),
  minLength: z.number().int().min(0).optional(),
  maxLength: z.number().int().positive().optional(),
  pattern: z.string().optional(),
  format: z.enum(['email', 'url', 'phone', 'color']).optional(),
  multiline: z.boolean().optional(),
  /** How the list search matches: a lowercase prefix of the value. */
  search: z.literal('prefix').optional(),
  /**
   * The column's collation. `C` compares bytes: plain indexes then serve prefix matches (`LIKE 'abc%'`) and ordering on
   * PGlite and on any PostgreSQL server alike, whatever the database's default collation (for server-kept search keys).
   */
  collation: z.literal('C').optional(),
  default: z.string().optional(),
});

const multilingualField = z.strictObject({
  ...base,
  type: z.literal('multilingual'),
  maxLength: z.number().int().positive().optional(),
  multiline: z.boolean().optional(),
});

const richTextField = z.strictObject({ ...base, type: z.literal('richText') });

const numberField = z.strictObject({
  ...base,
  type: z.literal('number'),
  integer: z.boolean().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  default: z.number().optional(),
});

/** An amount in minor units (øre, cents, pence); the currency follows the country. */
const moneyField = z.strictObject({ ...base, type: z.literal('money'), min: z.number().int().optional(), default: z.number().int().optional() });

const booleanField = z.strictObject({ ...base, type: z.literal('boolean'), default: z.boolean().optional() });

/** Calendar date as YYYY-MM-DD. */
const dateField = z.strictObject({ ...base, type: z.literal('date') });
/** Instant as an ISO 8601 string with offset. */
const datetimeField = z.strictObject({ ...base, type: z.literal('datetime') });
/** Time of day as HH:mm. */
const timeField = z.strictObject({ ...base, type: z.literal('time') });

const enumField = z.strictObject({
  ...base,
  type: z.literal('enum'),
  /** The name of an enum declared in the resource's `enums` or in `schema/shell/enums.ts`. */
  enum: z.string().min(1),
  default: z.union([z.string(), z.number()]).optional(),
});

const referenceField = z.strictObject({
  ...base,
  type: z.literal('reference'),
  /** The referenced resource's name. */
  reference: z.string().min(1),
});

const fileField = z.strictObject({ ...base, type: z.literal('file') });

export type FieldDef =
  | z.infer<typeof textField>
  | z.infer<typeof multilingualField>
  | z.infer<typeof richTextField>
  | z.infer<typeof numberField>
  | z.infer<typeof moneyField>
  | z.infer<typeof booleanField>
  | z.infer<typeof dateField>
  | z.infer<typeof datetimeField>
  | z.infer<typeof timeField>
  | z.infer<typeof enumField>
  | z.infer<typeof referenceField>
  | z.infer<typeof fileField>
  | ListFieldDef
  | ObjectFieldDef;

/** A list of values of one field type, stored as JSON. */
export interface ListFieldDef extends z.infer<z.ZodObject<typeof base>> {
  type: 'list';
  of: FieldDef;
  maxItems?: number;
}

/** A nested record, stored as JSON. */
export interface ObjectFieldDef extends z.infer<z.ZodObject<typeof base>> {
  type: 'object';
  fields: Record<string, FieldDef>;
}

export const fieldSchema: z.ZodType<FieldDef> = z.lazy(() =>
  z.discriminatedUnion('type', [
    textField,
    multilingualField,
    richTextField,
    numberField,
    moneyField,
    booleanField,
    dateField,
    datetimeField,
    timeField,
    enumField,
    referenceField,
    fileField,
    z.strictObject({ ...base, type: z.literal('list'), of: fieldSchema, maxItems: z.number().int().positive().optional() }),
    z.strictObject({ ...base, type: z.literal('object'), fields: z.record(fieldNameSchema, fieldSchema) }),
  ]),
) as z.ZodType<FieldDef>;

export const fieldNameSchema = z.string().regex(/^[a-z][A-Za-z0-9]*$/, 'a camelCase field name');

export type FieldType = FieldDef['type'];
