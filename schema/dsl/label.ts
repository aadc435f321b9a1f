import { z } from 'zod';
import { LOCALE_CODES, type LocaleCode } from '../../src/shared/locales';

/** The codes of the five languages (src/shared/locales.ts). */
export const LOCALES = LOCALE_CODES;
export type Locale = LocaleCode;

/** A visible text in every supported language; a missing language is a schema error. */
export const labelSchema = z.strictObject({
  eng: z.string().min(1),
  dan: z.string().min(1),
  swe: z.string().min(1),
  nor: z.string().min(1),
  fin: z.string().min(1),
});
export type Label = z.infer<typeof labelSchema>;

/** Icon names are MUI icon component names (for example `Link`, `TaskAlt`). */
export const iconSchema = z.string().regex(/^[A-Z][A-Za-z0-9]*$/, 'an MUI icon name such as TaskAlt');
