import type { LocaleCode } from './locales';

/** A text in some of the five content languages. */
export type MultilingualText = Partial<Record<LocaleCode, string | null>>;

/** A file kept by the server, as records refer to it. */
export interface StoredFile {
  url: string;
  name: string;
  size: number;
  contentType: string;
}

/** The countries the group operates in. */
export type CountryCode = 'dk' | 'no' | 'fi' | 'uk';
