import type { DuplicateReason } from '@/shared/guests/guestDuplicates';
import type { LocaleCode } from '@/shared/locales';
import { formatDecimal } from '@/shared/numbers';
import { text } from './texts';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A pair's reasons in words: "same email, name 0.82 similar". */
export function reasonsInWords(reasons: DuplicateReason[], translate: Translate, locale: LocaleCode): string {
  return reasons
    .map((r) => (r.kind === 'name' ? translate(text('reason.name'), { similarity: formatDecimal(r.similarity, locale, 2) }) : translate(text(`reason.${r.kind}`))))
    .join(', ');
}
