/** Names, tags and texts of the booking demo. */

export const FIRST_NAMES: Record<string, string[]> = {
  dk: ['Mette', 'Anders', 'Sofie', 'Mikkel', 'Ida', 'Rasmus', 'Freja', 'Jonas', 'Camilla', 'Frederik', 'Louise', 'Emil'],
  no: ['Ingrid', 'Ole', 'Kari', 'Henrik', 'Silje', 'Magnus', 'Nora', 'Jonas', 'Thea', 'Sindre', 'Marte', 'Eirik'],
  fi: ['Aino', 'Mikko', 'Laura', 'Juho', 'Emilia', 'Ville', 'Sanni', 'Antti', 'Veera', 'Lauri', 'Iida', 'Teemu'],
  uk: ['Olivia', 'James', 'Amelia', 'Harry', 'Isla', 'George', 'Ava', 'Jack', 'Emily', 'Charlie', 'Grace', 'Oscar'],
};

export const LAST_NAMES: Record<string, string[]> = {
  dk: ['Jensen', 'Nielsen', 'Hansen', 'Pedersen', 'Andersen', 'Christensen', 'Larsen', 'Sørensen', 'Rasmussen', 'Jørgensen'],
  no: ['Hansen', 'Johansen', 'Olsen', 'Larsen', 'Andersen', 'Pedersen', 'Nilsen', 'Kristiansen', 'Jensen', 'Karlsen'],
  fi: ['Korhonen', 'Virtanen', 'Mäkinen', 'Nieminen', 'Mäkelä', 'Hämäläinen', 'Laine', 'Heikkinen', 'Koskinen', 'Järvinen'],
  uk: ['Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies', 'Robinson', 'Wright'],
};

export const PHONE_PREFIX: Record<string, string> = { dk: '+45', no: '+47', fi: '+358', uk: '+44' };

type T = [string, string, string, string, string];
const tr = (tag: string, t: Partial<Record<'eng' | 'dan' | 'swe' | 'nor' | 'fin', string>>, isFreeText = false) => ({
  tag,
  translations: Object.entries(t).map(([languageCode, translation]) => ({ languageCode, translation })),
  isFreeText,
});
const all = (tag: string, [eng, dan, swe, nor, fin]: T, isFreeText = false) => tr(tag, { eng, dan, swe, nor, fin }, isFreeText);

/** The booking tags with translations; a few lack languages so that the English fallback (or the raw tag) shows. */
export const BOOKING_TAGS = [
  all('THEME:BIRTHDAY', ['Birthday', 'Fødselsdag', 'Födelsedag', 'Bursdag', 'Syntymäpäivä']),
  all('THEME:BACHELOR_PARTY', ['Bachelor party', 'Polterabend', 'Svensexa', 'Utdrikningslag', 'Polttarit']),
  all('THEME:BACHELORETTE_PARTY', ['Hen party', 'Polterabend (hende)', 'Möhippa', 'Utdrikningslag (henne)', 'Polttarit (morsian)']),
  all('THEME:COMPANY_PARTY', ['Company party', 'Firmafest', 'Företagsfest', 'Firmafest', 'Yritysjuhla']),
  all('THEME:GRADUATION', ['Graduation', 'Studenterfest', 'Studentfest', 'Russefeiring', 'Valmistujaiset']),
  all('THEME:ANNIVERSARY', ['Anniversary', 'Jubilæum', 'Jubileum', 'Jubileum', 'Vuosipäivä']),
  all('THEME:OTHER', ['Other theme', 'Andet tema', 'Annat tema', 'Annet tema', 'Muu teema'], true),
  all('BOOKING_TYPE:AwaitsConfirmation', ['Awaits confirmation', 'Afventer bekræftelse', 'Väntar på bekräftelse', 'Venter på bekreftelse', 'Odottaa vahvistusta']),
  all('BOOKING_TYPE:WalkIn', ['Walk-in', 'Walk-in', 'Drop-in', 'Walk-in', 'Walk-in']),
  all('BOOKING_TYPE:Ended', ['Ended', 'Afsluttet', 'Avslutad', 'Avsluttet', 'Päättynyt']),
  all('VIP', ['VIP', 'VIP', 'VIP', 'VIP', 'VIP']),
  all('REGULAR', ['Regular guest', 'Stamgæst', 'Stamgäst', 'Stamgjest', 'Kanta-asiakas']),
  all('ALLERGIES', ['Allergies', 'Allergier', 'Allergier', 'Allergier', 'Allergiat']),
  all('WHEELCHAIR', ['Wheelchair access', 'Kørestolsadgang', 'Rullstolsanpassat', 'Rullestoltilgang', 'Pyörätuolipääsy']),
  tr('FIRST_VISIT', { eng: 'First visit', dan: 'Første besøg' }),
  tr('PRE_PAID', { eng: 'Pre-paid' }),
  { tag: 'LATE_ARRIVAL', translations: [], isFreeText: false },
];

export const OTHER_THEMES = ['Team farewell', 'Engagement drinks', 'Reunion of the class of 2016', 'Book club night'];

export const CUSTOMER_MESSAGES = [
  'We would love a table near the dance floor.',
  'One of us has a nut allergy.',
  'Can we bring a birthday cake?',
  'We might be a couple of people more.',
  'Is it possible to pre-order a bottle of champagne?',
  'We will arrive a little late, around 30 minutes.',
];

export const BOOKING_NOTES = [
  'Regular guest, give them the usual table if possible.',
  'Called to confirm the time.',
  'Paid a deposit by transfer.',
  'Asked for a quiet corner.',
  'Birthday girl gets a free shot.',
  'Prefers the window tables.',
];

export const VENUE_NOTES = [
  'Private party in the lounge from 22:00 – keep it free.',
  'Football match on the big screen at 21:00, expect a full bar.',
  'Two bartenders short tonight, keep the terrace closed.',
  'New cocktail menu launches tonight.',
  'Delivery of glassware in the afternoon, back door open.',
  'Fire inspection at 17:00.',
];

export const EVENTS = [
  { name: 'DJ night', description: 'Resident DJs from 22:00 until closing.' },
  { name: 'Quiz night', description: 'Teams of up to six, prizes for the best three.' },
  { name: 'Live music', description: 'Acoustic set on the small stage.' },
  { name: 'Champions League night', description: 'The match on every screen, table bookings recommended.' },
];

export const GUEST_LIST_NOTES = ['Friend of the DJ', 'Birthday – plus guests', 'Press', 'Promoter list', 'Artist guest', 'Staff friend'];
