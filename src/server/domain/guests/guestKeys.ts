import { randomBytes } from 'node:crypto';
import type { CountryCode } from '@/shared/types';

/**
 * The search keys kept beside a guest's personal data: lower-case names in both orders, the email and the phone's
 * national digits. The columns are byte-ordered (collation C), so their plain indexes serve prefix searches.
 */
export interface GuestKeys {
  nameKey: string | null;
  firstNameKey: string | null;
  emailKey: string | null;
  phoneKey: string | null;
}

/** Country calling codes, for phone numbers written with them. */
export const CALLING_CODES: Record<CountryCode, string> = { dk: '45', no: '47', fi: '358', uk: '44' };

export function normalizeText(value: string | null | undefined): string {
  return (value ?? '').normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The national significant digits of a phone number: no calling code of the country, no trunk 0. */
export function phoneDigits(value: string | null | undefined, country: CountryCode): string {
  const raw = (value ?? '').trim();
  let digits = raw.replace(/\D/g, '');
  const code = CALLING_CODES[country];
  if ((raw.startsWith('+') || raw.startsWith('00')) && digits.replace(/^00/, '').startsWith(code)) digits = digits.replace(/^00/, '').slice(code.length);
  return digits.replace(/^0+/, '');
}

function joined(a: string | null | undefined, b: string | null | undefined): string | null {
  const value = normalizeText([a, b].filter(Boolean).join(' '));
  return value || null;
}

export function guestKeys(guest: { firstName?: string | null; lastName?: string | null; email?: string | null; phone?: string | null; country: CountryCode }): GuestKeys {
  return {
    nameKey: joined(guest.lastName, guest.firstName),
    firstNameKey: joined(guest.firstName, guest.lastName),
    emailKey: normalizeText(guest.email) || null,
    phoneKey: phoneDigits(guest.phone, guest.country) || null,
  };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A code people can read aloud: no 0/O or 1/I. */
export function readableCode(length: number): string {
  const bytes = randomBytes(length);
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('');
}

/** Escapes LIKE's wildcards so that a query is matched as typed. */
export function likePrefix(value: string): string {
  return `${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
