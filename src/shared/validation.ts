import { z } from 'zod';

/** Validation pieces the generated request schemas share; both the server and the browser use them. */

const isRealDate = (value: string) => {
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

export const dateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine(isRealDate, 'is not a real date');

export const datetimeSchema = z.iso.datetime({ offset: true, error: 'must be a date and time in ISO 8601 with an offset' });

export const timeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time as HH:mm');

export const fileSchema = z.object({
  url: z.string().min(1),
  name: z.string().min(1).max(255),
  size: z.number().int().min(0),
  contentType: z.string().min(1),
});

export const multilingualSchema = (text: z.ZodType<string>) =>
  z.object({
    eng: text.nullish(),
    dan: text.nullish(),
    swe: text.nullish(),
    nor: text.nullish(),
    fin: text.nullish(),
  });

export const hasSomeLanguage = (value: Record<string, string | null | undefined>) => Object.values(value).some((v) => typeof v === 'string' && v.trim() !== '');
