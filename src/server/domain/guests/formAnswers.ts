import { z } from 'zod';
import dayjs, { DATE_FORMAT } from '@/shared/dayjs';
import { CONSENT_TYPES } from '@/shared/guests/consents';
import type { CountryCode } from '@/shared/types';
import { phoneMatchKey } from './duplicateKeys';

/**
 * The answer types a guest-facing form checks, shared by booking forms and dynamic forms: each answer is validated by
 * the kind of question it answers, and an empty optional answer counts as none.
 */

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

export const answerText = (max: number) => text(max);
export const answerEmail = () => text(254).email('is not an email address');
export const answerPhone = (country: CountryCode) => text(40).refine((v) => phoneMatchKey(v, country) !== null, 'is not a phone number');
export const answerDate = () => z.string().trim().refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && dayjs(v, DATE_FORMAT, true).isValid(), 'is not a date (YYYY-MM-DD)');
export const answerBirthDate = (today: string) => answerDate().refine((v) => v <= today && v >= '1900-01-01', 'is not a birth date');
export const answerInteger = (min: number, max: number) => z.coerce.number().int('must be a whole number').min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);
export const answerChoice = (options: readonly string[]) => z.string().refine((v) => options.includes(v), `must be one of: ${options.join(', ')}`);

/** An answer the question requires, or an optional one whose empty value counts as none. */
export function answer<T extends z.ZodTypeAny>(schema: T, required: boolean) {
  const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
  if (required) return z.preprocess((v) => (blank(v) ? undefined : v), z.any().refine((v) => v !== undefined, 'is required').pipe(schema));
  return z.preprocess((v) => (blank(v) ? undefined : v), schema.optional());
}

/** The consents the guest ticked on the form: the eight types, each once. */
export const consentsAnswer = z.array(z.enum(CONSENT_TYPES)).max(CONSENT_TYPES.length).default([]);

/** The largest body a guest-facing form accepts: a form has at most 50 questions of at most 2,000 characters. */
export const FORM_BODY_LIMIT = 128 * 1024;
