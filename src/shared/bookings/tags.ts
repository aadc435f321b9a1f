/** Booking tags: translations with fallback, theme tags (one per booking), booking-type tags, toggling. */

export const THEME_PREFIX = 'THEME:';
export const OTHER_THEME_PREFIX = 'THEME:OTHER|';
export const BOOKING_TYPE_PREFIX = 'BOOKING_TYPE:';

export const BookingTagType = { AwaitsConfirmation: 'AwaitsConfirmation', WalkIn: 'WalkIn', Ended: 'Ended' } as const;

export interface BookingTagDef {
  tag: string;
  translations?: { languageCode: string; translation: string }[] | null;
  isFreeText?: boolean | null;
}

export const isThemeTag = (tag: string) => tag.includes(THEME_PREFIX);
export const isBookingTypeTag = (tag: string) => tag.includes(BOOKING_TYPE_PREFIX);
export const isOtherThemeTag = (tag: string) => tag.startsWith(OTHER_THEME_PREFIX);

/** A free-text theme as stored: `THEME:OTHER|<text>`. */
export const otherThemeTag = (text: string) => `${OTHER_THEME_PREFIX}${text.trim()}`;

/**
 * A tag no definition translates, readable: its kind's prefix dropped, words apart, the first capitalised
 * (`THEME:GRADUATION` → Graduation, `LATE_ARRIVAL` → Late arrival, `BOOKING_TYPE:WalkIn` → Walk in).
 */
export function humanTag(tag: string): string {
  const words = tag
    .slice(tag.lastIndexOf(':') + 1)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0].toUpperCase() + words.slice(1) : tag;
}

/**
 * What a tag shows: a free-text theme without its prefix; otherwise the translation in the language, else the
 * English one, else the tag made readable (never the stored code).
 */
export function tagLabel(tag: string, definitions: BookingTagDef[], language: string): string {
  if (isOtherThemeTag(tag)) return tag.slice(OTHER_THEME_PREFIX.length);
  const translations = definitions.find((d) => d.tag === tag)?.translations ?? [];
  const inLanguage = translations.find((t) => t.languageCode === language)?.translation;
  if (inLanguage) return inLanguage;
  const english = translations.find((t) => t.languageCode === 'eng')?.translation;
  return english || humanTag(tag);
}

/** Adds a tag (a theme tag replaces any theme tag there was). */
export function addTag(tags: string[], tag: string): string[] {
  const kept = isThemeTag(tag) ? tags.filter((t) => !isThemeTag(t)) : tags;
  return kept.includes(tag) ? kept : [...kept, tag];
}

/** Toggling adds the tag when absent, else removes it. */
export function toggleTag(tags: string[], tag: string): string[] {
  return tags.includes(tag) ? tags.filter((t) => t !== tag) : addTag(tags, tag);
}

/** Keeps only the last theme tag of a list, as a booking holds one theme. */
export function keepOneTheme(tags: string[]): string[] {
  const themes = tags.filter(isThemeTag);
  if (themes.length <= 1) return [...new Set(tags)];
  const last = themes[themes.length - 1];
  return [...new Set(tags.filter((t) => !isThemeTag(t) || t === last))];
}
