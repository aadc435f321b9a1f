import type { CountryCode } from '@generated/shared/shell';
import { sql } from 'kysely';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { ERASED_PROFILE } from '../domain/guests/anonymize';
import { guestKeys } from '../domain/guests/guestKeys';
import type { SeedContext } from './context';
import { emailSafe, GUEST_NAMES } from './guestNames';
import { VENUES } from './places';
import type { Random } from './random';

/** Guests per country in the demo. */
export const DEMO_GUESTS_PER_COUNTRY = 2000;

const COUNTRIES: CountryCode[] = ['dk', 'no', 'fi', 'uk'];
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const LABELS = ['VIP', 'Regular', 'Birthday club', 'Student', 'Corporate', 'Influencer', 'Friends of the house', 'Event organiser'];
export const INTERESTS = ['Cocktails', 'Craft beer', 'Natural wine', 'Live music', 'DJ nights', 'Quiz nights', 'Football', 'Brunch', 'Private parties', 'Karaoke', 'Gin', 'Whisky tasting'];

/** Where guests come from, weighted as the group's venues see it. */
const SOURCES: [string, number][] = [
  ['WifiLogin', 35],
  ['BookingForm', 25],
  ['DynamicForm', 15],
  ['Manual', 10],
  ['Messenger', 5],
  ['Email', 5],
  ['Referral', 5],
];
/** How often guests give each consent at their home venue. */
const CONSENT_RATES: [string, number][] = [
  ['PersonalData', 0.92],
  ['Email', 0.62],
  ['Marketing', 0.5],
  ['Analytics', 0.42],
  ['Phone', 0.3],
  ['SoMe', 0.22],
  ['Enrichment', 0.1],
  ['SnailMail', 0.05],
];
const NOTES = [
  'Prefers the corner booth by the window.',
  'Allergic to nuts – tell the kitchen.',
  'Celebrates birthday with a big group every year.',
  'Asked about hiring the venue for a company party.',
  'Regular on Thursdays, likes the bartender’s specials.',
  'Complained about waiting time at the bar; offered a drink on the house.',
  'Brings the quiz team every other Wednesday.',
  'Wheelchair user – keep the step-free table free.',
  'Interested in the gin tasting events.',
];
const GLOBAL_EVENTS: { category: string; system: string; message: string }[] = [
  { category: 'Visit', system: 'Wi-Fi', message: 'Logged in to the guest Wi-Fi' },
  { category: 'Email', system: 'Campaigns', message: "Campaign email 'Friday cocktail club' delivered" },
  { category: 'Email', system: 'Campaigns', message: "Campaign email 'Friday cocktail club' opened" },
  { category: 'Email', system: 'Campaigns', message: "Campaign email 'Summer terrace opening' delivered" },
  { category: 'Sms', system: 'Campaigns', message: "SMS 'Birthday treat' delivered" },
  { category: 'Booking', system: 'Booking', message: 'Booking for 4 guests created' },
  { category: 'Booking', system: 'Booking', message: 'Booking confirmed' },
  { category: 'Booking', system: 'Booking', message: 'Guest arrived for the booking' },
  { category: 'Form', system: 'Forms', message: "Dynamic form 'Birthday club' submitted" },
  { category: 'Messenger', system: 'Engage', message: 'Messenger conversation started' },
  { category: 'Push', system: 'Campaigns', message: "Push message 'Happy hour now' delivered" },
];
/** Staff who share referral links, per country (my referrals). */
const REFERRERS: Record<CountryCode, string[]> = {
  dk: ['user-hq', 'user-cd', 'user-vm'],
  no: ['user-hq', 'user-rm'],
  fi: ['user-hq', 'user-cm'],
  uk: ['user-hq', 'user-gr'],
};
/** A well-known guest per country for demos and the browser journeys. */
export const SHOWCASE_GUESTS: Record<CountryCode, { firstName: string; lastName: string; email: string; phone: string; venueId: string }> = {
  dk: { firstName: 'Karoline', lastName: 'Bech-Winther', email: 'karoline.bech@gmail.com', phone: '+45 28 44 19 07', venueId: 'venue-dk-norrebro' },
  no: { firstName: 'Solveig', lastName: 'Aasen', email: 'solveig.aasen@online.no', phone: '+47 915 22 841', venueId: 'venue-no-grunerlokka' },
  fi: { firstName: 'Kaisa', lastName: 'Lindqvist', email: 'kaisa.lindqvist@gmail.com', phone: '+358 40 771 2290', venueId: 'venue-fi-kallio' },
  uk: { firstName: 'Charlotte', lastName: 'Pemberton', email: 'charlotte.pemberton@gmail.com', phone: '+44 7700 900481', venueId: 'venue-uk-shoreditch' },
};

function weighted(random: Random, items: [string, number][]): string {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let roll = random.next() * total;
  for (const [item, w] of items) if ((roll -= w) < 0) return item;
  return items[0][0];
}

function code(random: Random, length: number): string {
  return Array.from({ length }, () => CODE_ALPHABET[random.int(0, CODE_ALPHABET.length - 1)]).join('');
}

function pickSome<T>(random: Random, items: readonly T[], max: number): T[] {
  const out = new Set<T>();
  const n = random.int(1, max);
  while (out.size < n) out.add(random.pick(items));
  return [...out];
}

/** Inserts rows in chunks that stay well below PostgreSQL's parameter limit. */
export async function insertChunks<T extends Record<string, unknown>>(insert: (rows: T[]) => Promise<unknown>, rows: T[]): Promise<void> {
  const columns = Math.max(1, ...rows.slice(0, 20).map((r) => Object.keys(r).length));
  const size = Math.floor(60_000 / columns);
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

interface GuestSeed {
  row: Record<string, unknown> & { country: CountryCode; venueId: string; createdAt: Date; source: string };
  consents: { venueId: string; consent: string; at: Date }[];
  notes: { text: string; at: Date; by: string; venueId: string }[];
  referredByIndex: number | null;
}

function makeGuest(ctx: SeedContext, country: CountryCode, n: number, usedEmails: Set<string>, usedCodes: Set<string>, showcase: boolean): GuestSeed {
  const { random, today, past } = ctx;
  const names = GUEST_NAMES[country];
  const venues = VENUES.filter((v) => v.country === country);
  const fixed = showcase ? SHOWCASE_GUESTS[country] : null;
  const firstName = fixed?.firstName ?? random.pick(names.first);
  const lastName = fixed?.lastName ?? random.pick(names.last);
  let email = fixed?.email ?? `${emailSafe(firstName)}${random.pick(['.', '', '_'])}${emailSafe(lastName)}@${random.pick(names.domains)}`;
  for (let k = 2; usedEmails.has(email); k++) email = email.replace(/(\d*)@/, `${k}@`);
  usedEmails.add(email);
  let referralCode = code(random, 8);
  while (usedCodes.has(referralCode)) referralCode = code(random, 8);
  usedCodes.add(referralCode);
  const venueId = fixed?.venueId ?? random.pick(venues).id;
  const createdAt = past(today.subtract(random.chance(0.06) ? random.int(0, 29) : random.int(30, 900), 'day').add(random.int(9, 23), 'hour')).toDate();
  const source = showcase ? 'BookingForm' : weighted(random, SOURCES);
  const visits = random.int(0, 60);
  const phone = fixed?.phone ?? (random.chance(0.85) ? names.phone(100000 + n * 37 + random.int(0, 30)) : null);
  const socials = random.chance(0.15) || showcase;
  const row = {
    country,
    venueId,
    firstName,
    lastName,
    email: random.chance(0.95) || showcase ? email : null,
    phone,
    birthDate: random.chance(0.8) || showcase ? today.subtract(random.int(18, 66), 'year').subtract(random.int(0, 364), 'day').format('YYYY-MM-DD') : null,
    profileImageUrl: random.chance(0.1) ? `https://images.example.com/guests/${country}-${n}.jpg` : null,
    socialsFacebook: socials ? `${emailSafe(firstName)}.${emailSafe(lastName)}` : null,
    socialsInstagram: socials && random.chance(0.7) ? `@${emailSafe(firstName)}${emailSafe(lastName).slice(0, 4)}` : null,
    labels: showcase ? ['VIP', 'Birthday club'] : random.chance(0.25) ? pickSome(random, LABELS, 2) : [],
    interests: showcase ? ['Cocktails', 'Live music'] : random.chance(0.4) ? pickSome(random, INTERESTS, 3) : [],
    source,
    referralCode,
    visitCount: showcase ? 23 : visits,
    lastVisitAt: visits ? past(today.subtract(random.int(0, 120), 'day').add(21, 'hour')).toDate() : null,
    totalSpend: (showcase ? 23 : visits) * random.int(9000, 42000),
    points: (showcase ? 23 : visits) * random.int(5, 40),
    createdAt,
    updatedAt: createdAt,
  };
  const consents: GuestSeed['consents'] = [];
  for (const [consent, rate] of CONSENT_RATES) {
    if (showcase ? consent !== 'SnailMail' && consent !== 'Enrichment' : random.chance(rate)) consents.push({ venueId, consent, at: createdAt });
  }
  if (random.chance(0.15) || showcase) {
    const other = venues.find((v) => v.id !== venueId)!;
    consents.push({ venueId: other.id, consent: 'Email', at: ctx.today.subtract(random.int(1, 200), 'day').add(random.int(12, 23), 'hour').toDate() });
  }
  const notes: GuestSeed['notes'] = [];
  if (random.chance(0.15) || showcase) {
    const count = showcase ? 2 : random.int(1, 2);
    for (let i = 0; i < count; i++) notes.push({ text: random.pick(NOTES), at: today.subtract(random.int(1, 300), 'day').add(random.int(11, 23), 'hour').add(random.int(0, 59), 'minute').toDate(), by: random.pick(REFERRERS[country]), venueId });
  }
  return { row, consents, notes, referredByIndex: null };
}

/**
 * A few thousand guests per country with names that fit the country, consents at their venues, notes, referrals, the
 * change log and the group's global log; a few of them anonymised.
 */
export async function seedGuests(ctx: SeedContext): Promise<void> {
  const { db, random, today, past } = ctx;
  await db
    .insertInto('guestSegments')
    .values([...LABELS.map((name) => ({ kind: 'label' as const, name, createdBy: 'user-hq' })), ...INTERESTS.map((name) => ({ kind: 'interest' as const, name, createdBy: 'user-hq' }))])
    .execute();
  const usedCodes = new Set<string>();
  for (const country of COUNTRIES) {
    const usedEmails = new Set<string>();
    const guests = Array.from({ length: DEMO_GUESTS_PER_COUNTRY }, (_, n) => makeGuest(ctx, country, n, usedEmails, usedCodes, n === 0));
    const rows = guests.map((g, n) => {
      const r = g.row;
      const fieldSources = (
        [
          ['GuestFirstName', r.firstName],
          ['GuestLastName', r.lastName],
          ['GuestEmail', r.email],
          ['GuestPhone', r.phone],
          ['GuestBirthDate', r.birthDate],
          ['ProfileImageUrl', r.profileImageUrl],
          ['SocialsFacebook', r.socialsFacebook],
          ['SocialsInstagram', r.socialsInstagram],
        ] as const
      )
        .filter(([, v]) => v)
        .map(([field]) => ({ field, source: r.source, updatedAt: r.createdAt.toISOString(), updatedBy: r.source === 'Manual' ? 'user-vm' : null }));
      const staffReferral = n > 0 && random.chance(0.04);
      return {
        ...r,
        labels: JSON.stringify(r.labels),
        interests: JSON.stringify(r.interests),
        fieldSources: JSON.stringify(fieldSources),
        referredByUserId: staffReferral ? random.pick(REFERRERS[country]) : null,
        ...guestKeys({ firstName: r.firstName as string, lastName: r.lastName as string, email: r.email as string | null, phone: r.phone as string | null, country }),
        createdBy: r.source === 'Manual' ? 'user-vm' : null,
        source: r.source as 'Manual',
      };
    });
    const ids: string[] = [];
    await insertChunks(async (chunk) => {
      const inserted = await db.insertInto('guestProfiles').values(chunk).returning('id').execute();
      ids.push(...inserted.map((i) => i.id));
    }, rows);

    // Referrals between guests: the showcase guest has referred a few friends.
    const referrals: { id: string; by: string }[] = [];
    for (let n = 1; n < ids.length; n++) if (random.chance(0.08)) referrals.push({ id: ids[n], by: ids[random.int(0, n - 1)] });
    for (let n = 1; n <= 4; n++) referrals.push({ id: ids[n * 11], by: ids[0] });
    await sql`UPDATE guest_profiles g SET referred_by_guest_id = r.by, referred_by_user_id = NULL
      FROM unnest(${referrals.map((r) => r.id)}::text[], ${referrals.map((r) => r.by)}::text[]) AS r(id, by) WHERE g.id = r.id`.execute(db);

    const consents = guests.flatMap((g, n) => g.consents.map((c) => ({ guestId: ids[n], venueId: c.venueId, country, consent: c.consent, source: g.row.source, createdAt: c.at })));
    await insertChunks((chunk) => db.insertInto('guestConsents').values(chunk).onConflict((oc) => oc.columns(['guestId', 'venueId', 'consent']).doNothing()).execute(), consents);
    const notes = guests.flatMap((g, n) => g.notes.map((note) => ({ guestId: ids[n], venueId: note.venueId, text: note.text, createdAt: note.at, createdBy: note.by })));
    await insertChunks((chunk) => db.insertInto('guestNotes').values(chunk).execute(), notes);

    const logs: Record<string, unknown>[] = [];
    guests.forEach((g, n) => {
      const guestId = ids[n];
      logs.push({ guestId, action: 'Created', source: g.row.source, venueId: g.row.venueId, createdAt: g.row.createdAt, createdBy: g.row.source === 'Manual' ? 'user-vm' : null });
      for (const c of g.consents) logs.push({ guestId, action: 'ConsentAdded', consent: c.consent, venueId: c.venueId, source: g.row.source, createdAt: c.at, createdBy: null });
      for (const note of g.notes) logs.push({ guestId, action: 'NoteAdded', newValue: note.text, venueId: note.venueId, createdAt: note.at, createdBy: note.by });
      if (g.row.phone && random.chance(0.06)) {
        const at = today.subtract(random.int(1, 60), 'day').add(random.int(10, 22), 'hour').toDate();
        logs.push({ guestId, action: 'FieldChanged', field: 'GuestPhone', oldValue: GUEST_NAMES[country].phone(random.int(100000, 999999)), newValue: g.row.phone, source: 'Manual', createdAt: at, createdBy: random.pick(REFERRERS[country]) });
      }
    });
    await insertChunks((chunk) => db.insertInto('guestLogs').values(chunk as never).execute(), logs);

    const global: Record<string, unknown>[] = [];
    guests.forEach((g, n) => {
      const events = n === 0 ? 8 : random.int(0, 4);
      for (let i = 0; i < events; i++) {
        const e = random.pick(GLOBAL_EVENTS);
        global.push({ guestId: ids[n], country, venueId: g.row.venueId, ...e, createdAt: past(today.subtract(random.int(0, 365), 'day').add(random.int(10, 23), 'hour')).toDate(), createdBy: null });
      }
    });
    await insertChunks((chunk) => db.insertInto('globalLogs').values(chunk as never).execute(), global);

    // A few guests asked to be forgotten.
    const forgotten = [ids[ids.length - 1], ids[ids.length - 2], ids[ids.length - 3]];
    const at = today.subtract(random.int(2, 40), 'day').toDate();
    await db.deleteFrom('guestConsents').where('guestId', 'in', forgotten).execute();
    await db.deleteFrom('guestNotes').where('guestId', 'in', forgotten).execute();
    await db.updateTable('guestLogs').set({ oldValue: null, newValue: null }).where('guestId', 'in', forgotten).execute();
    await db
      .updateTable('guestProfiles')
      .set({
        ...ERASED_PROFILE,
        anonymizedAt: at,
        anonymizedBy: 'user-hq',
      })
      .where('id', 'in', forgotten)
      .execute();
    await db.insertInto('guestLogs').values(forgotten.map((guestId) => ({ guestId, action: 'Anonymized', source: 'Manual', createdAt: at, createdBy: 'user-hq' }))).execute();
    await db
      .insertInto('globalLogs')
      .values(forgotten.map((guestId) => ({ guestId, country, category: 'Privacy', system: 'Venue Portal', message: 'Personal data anonymised', createdAt: at, createdBy: 'user-hq' })))
      .execute();

    // Short referral links of some guests (the showcase guest's too).
    const linked = ids.filter((id, n) => !forgotten.includes(id) && (n === 0 || random.chance(0.05)));
    const links = linked.map((guestId) => {
      return { code: code(random, 7), url: `https://www.nightlife-group.example/refer/${guests[ids.indexOf(guestId)].row.referralCode as string}`, guestId, venueId: null, clicks: random.int(0, 40), createdBy: random.pick(REFERRERS[country]) };
    });
    await insertChunks((chunk) => db.insertInto('shortLinks').values(chunk).onConflict((oc) => oc.column('code').doNothing()).execute(), links);

    await seedSecondProfile(ctx, country, guests, usedCodes);
  }
}

/**
 * One guest per country registered twice: a booking form took the email in capitals and the phone without its calling
 * code, so a second profile was made, with a note of its own (Guests → Duplicates finds the pair). Draws nothing from
 * the seed's random numbers, so the rest of the demo stays as it was.
 */
async function seedSecondProfile(ctx: SeedContext, country: CountryCode, guests: GuestSeed[], usedCodes: Set<string>): Promise<void> {
  const { db, today, past } = ctx;
  // Not the showcase guest (n = 0, which journeys find by name) nor the anonymised ones at the end.
  const original = guests.slice(1, -3).find((g) => g.row.email && g.row.phone && g.notes.length === 0)!.row;
  const email = (original.email as string).toUpperCase();
  const phone = parsePhoneNumberFromString(original.phone as string)?.formatNational() ?? (original.phone as string);
  let referralCode = [...(original.referralCode as string)].reverse().join('');
  while (usedCodes.has(referralCode)) referralCode = referralCode.slice(1) + referralCode[0];
  usedCodes.add(referralCode);
  const createdAt = past(today.subtract(12, 'day').add(19, 'hour')).toDate();
  const firstName = original.firstName as string;
  const lastName = original.lastName as string;
  const fieldSources = [
    { field: 'GuestFirstName', source: 'BookingForm', updatedAt: createdAt.toISOString(), updatedBy: null },
    { field: 'GuestLastName', source: 'BookingForm', updatedAt: createdAt.toISOString(), updatedBy: null },
    { field: 'GuestEmail', source: 'BookingForm', updatedAt: createdAt.toISOString(), updatedBy: null },
    { field: 'GuestPhone', source: 'BookingForm', updatedAt: createdAt.toISOString(), updatedBy: null },
  ];
  const [twin] = await db
    .insertInto('guestProfiles')
    .values({
      country,
      venueId: original.venueId,
      firstName,
      lastName,
      email,
      phone,
      labels: '[]',
      interests: '[]',
      fieldSources: JSON.stringify(fieldSources),
      source: 'BookingForm',
      referralCode,
      visitCount: 1,
      lastVisitAt: createdAt,
      totalSpend: 0,
      points: 0,
      createdAt,
      updatedAt: createdAt,
      ...guestKeys({ firstName, lastName, email, phone, country }),
    })
    .returning('id')
    .execute();
  const note = { guestId: twin.id, venueId: original.venueId, text: NOTES[0], createdAt: past(today.subtract(12, 'day').add(20, 'hour')).toDate(), createdBy: 'user-vm' };
  await db.insertInto('guestNotes').values(note).execute();
  await db
    .insertInto('guestLogs')
    .values([
      { guestId: twin.id, action: 'Created', source: 'BookingForm', venueId: original.venueId, createdAt, createdBy: null },
      { guestId: twin.id, action: 'NoteAdded', newValue: note.text, venueId: note.venueId, createdAt: note.createdAt, createdBy: note.createdBy },
    ] as never)
    .execute();
}
