import dayjs, { DATE_FORMAT } from '@/shared/dayjs';
import { CONSENT_TYPES, type ConsentType } from '@/shared/guests/consents';
import { consentColumn, type ImportRow } from '@/shared/guests/guestImports';
import type { CountryCode } from '@/shared/types';
import type { Db } from '../../db/connect';
import { emailMatchKey, phoneMatchKey } from './duplicateKeys';
import { findGuestByContact } from './guestIntake';
import { headerKey, type SheetRow } from './guestImportSheet';

const TICKED = new Set(['x', 'yes', 'y', '1', 'true', 'ja', 'j', 'kyllä', 'k']);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Venue {
  id: string;
  name: string | null;
}

/**
 * Checks each row of a sheet for a country: a guest needs a name, an email or a phone; an email, phone and birth date
 * must read as such; consents need a venue of the country where the importing user may change guests, and an email
 * consent an email address; a guest twice in the sheet is an error on the later row. Each row is matched to an
 * existing guest by email or phone, as the forms match. Nothing is written.
 */
export async function checkRows(db: Db, country: CountryCode, sheet: SheetRow[], mayEditAt: (venueId: string) => boolean, today: string): Promise<ImportRow[]> {
  const venues = await db.selectFrom('venues').select(['id', 'name']).where('country', '=', country).execute();
  const byId = new Map(venues.map((v) => [v.id.toLowerCase(), v]));
  const byName = new Map(venues.map((v) => [(v.name ?? '').toLowerCase(), v]));
  const seen = new Map<string, number>();
  const rows: ImportRow[] = [];
  for (const { row, cells } of sheet) {
    const get = (column: string) => cells.get(headerKey(column))?.trim() || null;
    const errors: string[] = [];
    const email = get('Email');
    const phone = get('Phone');
    let birthDate = get('Birth date');
    const venueText = get('Venue');
    const consents = CONSENT_TYPES.filter((c) => TICKED.has((cells.get(headerKey(consentColumn(c))) ?? '').trim().toLowerCase())) as ConsentType[];
    const name = { firstName: get('First name'), lastName: get('Last name') };
    if (!name.firstName && !name.lastName && !email && !phone) errors.push('Give a name, an email or a phone number.');
    if (email && (!EMAIL.test(email) || email.length > 254)) errors.push(`Email: "${email}" is not an email address.`);
    if (phone && !phoneMatchKey(phone, country)) errors.push(`Phone: "${phone}" is not a phone number.`);
    if (birthDate) {
      const parsed = dayjs(birthDate, [DATE_FORMAT, 'D.M.YYYY', 'D/M/YYYY', 'DD-MM-YYYY'], true);
      if (!parsed.isValid() || parsed.format(DATE_FORMAT) > today || parsed.year() < 1900) errors.push(`Birth date: "${birthDate}" is not a birth date (YYYY-MM-DD).`);
      else birthDate = parsed.format(DATE_FORMAT);
    }
    let venue: Venue | undefined;
    if (venueText) {
      venue = byId.get(venueText.toLowerCase()) ?? byName.get(venueText.toLowerCase());
      if (!venue) errors.push(`Venue: no venue "${venueText}" in this country.`);
      else if (!mayEditAt(venue.id)) errors.push(`Venue: you may not change guests at ${venue.name ?? venue.id}.`);
    } else if (consents.length) errors.push('Venue: consents are given at a venue; name it.');
    if (consents.includes('Email') && !email) errors.push('Email: an email consent needs the email address.');
    for (const key of [emailMatchKey(email), phoneMatchKey(phone, country)]) {
      if (!key) continue;
      const earlier = seen.get(key);
      if (earlier !== undefined && !errors.some((e) => e.startsWith('The same guest'))) errors.push(`The same guest as row ${earlier}: put both rows' consents on one row.`);
      if (earlier === undefined) seen.set(key, row);
    }
    const match = errors.length ? null : await findGuestByContact(db, country, { email, phone });
    rows.push({
      row,
      ...name,
      email,
      phone,
      birthDate,
      venueId: venue?.id ?? null,
      venueName: venue?.name ?? venueText,
      consents,
      errors,
      match: match ? { guestId: match.id, name: [match.firstName, match.lastName].filter(Boolean).join(' ') || null } : null,
    });
  }
  return rows;
}
