import { parsePhoneNumberFromString, type CountryCode as PhoneRegion } from 'libphonenumber-js/min';
import type { CountryCode } from '@/shared/types';
import { normalizeText } from './guestKeys';

/** The region libphonenumber reads a number without a calling code in: the guest's country. */
const REGION: Record<CountryCode, PhoneRegion> = { dk: 'DK', no: 'NO', fi: 'FI', uk: 'GB' };

/** Gmail ignores dots in the name and everything after a plus, so these addresses reach one mailbox. */
const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/**
 * The email two profiles of one person share: trimmed and lower-cased; at Gmail (gmail.com, googlemail.com, one
 * mailbox) without dots in the name and without a +tag. Other providers keep dots and tags: their rules differ.
 */
export function emailMatchKey(email: string | null | undefined): string | null {
  const value = normalizeText(email).replace(/\s/g, '');
  const at = value.lastIndexOf('@');
  if (at < 1 || at === value.length - 1) return null;
  const domain = value.slice(at + 1);
  if (!GMAIL.has(domain)) return value;
  const name = value.slice(0, at).split('+')[0].replace(/\./g, '');
  return name ? `${name}@gmail.com` : null;
}

/**
 * The phone number in E.164 (+4520123456), read with the guest's country as the region of a number written without
 * a calling code; null for what is not a possible number of any region (too short, letters).
 */
export function phoneMatchKey(phone: string | null | undefined, country: CountryCode): string | null {
  const raw = (phone ?? '').trim();
  if (raw.replace(/\D/g, '').length < 6) return null;
  const parsed = parsePhoneNumberFromString(raw.startsWith('00') ? `+${raw.slice(2)}` : raw, REGION[country]);
  return parsed?.isPossible() ? parsed.number : null;
}

/** The name compared by trigram similarity: first and last name, lower-cased, single spaces. */
export function nameMatchKey(firstName: string | null | undefined, lastName: string | null | undefined): string | null {
  return normalizeText([firstName, lastName].filter(Boolean).join(' ')) || null;
}
