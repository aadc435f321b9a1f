import type { MultilingualText } from '@/shared/types';
import { badRequest } from '../../api/errors';

/** Placeholders a list rule's message may use, by rule type (`{{venueName}}` ...). */
export const LIST_RULE_PLACEHOLDERS = {
  score: ['venueName', 'score', 'listType', 'questionCategory'],
  inactivity: ['venueName', 'listType'],
} as const;

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Every placeholder of every language must be one the rule type knows; the error names the message field and the language. */
export function checkPlaceholders(message: MultilingualText, allowed: readonly string[], field: string) {
  for (const [lang, text] of Object.entries(message)) {
    for (const match of (text ?? '').matchAll(PLACEHOLDER)) {
      if (!allowed.includes(match[1])) {
        // The field is the whole message (the input shows one text per language), the language is in the text.
        throw badRequest(field, `{{${match[1]}}} is not a placeholder of this rule (${lang}); use ${allowed.map((p) => `{{${p}}}`).join(', ')}`);
      }
    }
  }
}

/** A message with its placeholders filled in; unknown ones stay as they are. */
export function renderMessage(text: string, values: Record<string, string | number | null | undefined>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    return value === null || value === undefined ? whole : String(value);
  });
}
