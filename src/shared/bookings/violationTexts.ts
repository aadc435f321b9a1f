/**
 * The texts of the policy limits a booking breaks, in the five languages. The server says what was broken with a
 * key and its values (`ViolationText`); the browser shows it in the user's language (these texts are registered
 * under `screens.BookingKit.violations`), and the server's own English message is the same text.
 */

/** A value of a text: plain, or another text of this catalogue (the level of a place, the opening time). */
export type TextValue = string | number | { key: ViolationTextKey; values?: Record<string, TextValue> };

export interface ViolationText {
  key: ViolationTextKey;
  values: Record<string, TextValue>;
}

const eng = {
  openingHours: 'Arrival at %{arrival} is outside the opening hours %{opens}–%{closes} (%{policy})',
  bookingHours: 'Arrival at %{arrival} is outside the booking hours of %{policy}: bookings until %{until}',
  bookingHoursFrom: 'Arrival at %{arrival} is outside the booking hours of %{policy}: bookings from %{from} until %{until}',
  openingTime: '%{time}, the opening time',
  closingTime: '%{time}, the closing time',
  minimumSpend: 'The minimum spend %{spend} is below the %{required} that %{policy} requires',
  tableBooking: 'Booking table %{table} fills %{share} % of the tables in %{level} %{place}; %{policy} allows %{max} %',
  walkIn: 'Table %{table} is kept for walk-ins (%{policy})',
  seats: 'Table %{table} has %{seats} seats for %{guests} guests',
  onRequestOnly: 'Bookings in %{level} %{place} are taken on request only',
  venue: 'the venue',
  setup: 'the setup',
  section: 'the section',
  table: 'the table',
};

export type ViolationTextKey = keyof typeof eng;
type Texts = Record<ViolationTextKey, string>;

const dan: Texts = {
  openingHours: 'Ankomst kl. %{arrival} ligger uden for åbningstiden %{opens}–%{closes} (%{policy})',
  bookingHours: 'Ankomst kl. %{arrival} ligger uden for bookingtiden i %{policy}: der kan bookes indtil %{until}',
  bookingHoursFrom: 'Ankomst kl. %{arrival} ligger uden for bookingtiden i %{policy}: der kan bookes fra %{from} til %{until}',
  openingTime: '%{time}, åbningstidspunktet',
  closingTime: '%{time}, lukketidspunktet',
  minimumSpend: 'Minimumsforbruget %{spend} er under de %{required}, som %{policy} kræver',
  tableBooking: 'Booking af bord %{table} fylder %{share} % af bordene i %{level} %{place}; %{policy} tillader %{max} %',
  walkIn: 'Bord %{table} holdes fri til walk-ins (%{policy})',
  seats: 'Bord %{table} har %{seats} pladser til %{guests} gæster',
  onRequestOnly: 'Bookinger i %{level} %{place} modtages kun efter forespørgsel',
  venue: 'stedet',
  setup: 'opsætningen',
  section: 'sektionen',
  table: 'bordet',
};

const swe: Texts = {
  openingHours: 'Ankomst kl. %{arrival} ligger utanför öppettiderna %{opens}–%{closes} (%{policy})',
  bookingHours: 'Ankomst kl. %{arrival} ligger utanför bokningstiden i %{policy}: bokning till %{until}',
  bookingHoursFrom: 'Ankomst kl. %{arrival} ligger utanför bokningstiden i %{policy}: bokning från %{from} till %{until}',
  openingTime: '%{time}, öppningstiden',
  closingTime: '%{time}, stängningstiden',
  minimumSpend: 'Minimiförbrukningen %{spend} understiger de %{required} som %{policy} kräver',
  tableBooking: 'Bokning av bord %{table} fyller %{share} % av borden i %{level} %{place}; %{policy} tillåter %{max} %',
  walkIn: 'Bord %{table} hålls fritt för drop in-gäster (%{policy})',
  seats: 'Bord %{table} har %{seats} platser för %{guests} gäster',
  onRequestOnly: 'Bokningar i %{level} %{place} tas bara emot på förfrågan',
  venue: 'stället',
  setup: 'uppställningen',
  section: 'sektionen',
  table: 'bordet',
};

const nor: Texts = {
  openingHours: 'Ankomst kl. %{arrival} er utenfor åpningstiden %{opens}–%{closes} (%{policy})',
  bookingHours: 'Ankomst kl. %{arrival} er utenfor bookingtiden i %{policy}: booking til %{until}',
  bookingHoursFrom: 'Ankomst kl. %{arrival} er utenfor bookingtiden i %{policy}: booking fra %{from} til %{until}',
  openingTime: '%{time}, åpningstiden',
  closingTime: '%{time}, stengetiden',
  minimumSpend: 'Minimumsforbruket %{spend} er under de %{required} som %{policy} krever',
  tableBooking: 'Booking av bord %{table} fyller %{share} % av bordene i %{level} %{place}; %{policy} tillater %{max} %',
  walkIn: 'Bord %{table} holdes av til walk-in-gjester (%{policy})',
  seats: 'Bord %{table} har %{seats} plasser til %{guests} gjester',
  onRequestOnly: 'Bookinger i %{level} %{place} tas bare imot på forespørsel',
  venue: 'stedet',
  setup: 'oppsettet',
  section: 'seksjonen',
  table: 'bordet',
};

const fin: Texts = {
  openingHours: 'Saapuminen klo %{arrival} on aukioloajan %{opens}–%{closes} ulkopuolella (%{policy})',
  bookingHours: 'Saapuminen klo %{arrival} on varausajan ulkopuolella (%{policy}): varaukset viimeistään klo %{until}',
  bookingHoursFrom: 'Saapuminen klo %{arrival} on varausajan ulkopuolella (%{policy}): varaukset klo %{from}–%{until}',
  openingTime: '%{time} (avautumisaika)',
  closingTime: '%{time} (sulkemisaika)',
  minimumSpend: 'Vähimmäisostos %{spend} alittaa säännön %{policy} vaatiman %{required}',
  tableBooking: 'Pöydän %{table} varaaminen täyttää %{share} % pöydistä (%{level} %{place}); %{policy} sallii %{max} %',
  walkIn: 'Pöytä %{table} pidetään vapaana walk-in-asiakkaille (%{policy})',
  seats: 'Pöydässä %{table} on %{seats} paikkaa %{guests} vieraalle',
  onRequestOnly: 'Varaukset (%{level} %{place}) otetaan vastaan vain pyynnöstä',
  venue: 'ravintola',
  setup: 'asetelma',
  section: 'osio',
  table: 'pöytä',
};

export const VIOLATION_TEXTS = { eng, dan, swe, nor, fin };

/** Fills a text's values, texts among them first, with a lookup of the key in the wanted language. */
export function renderViolationText(text: { key: ViolationTextKey; values?: Record<string, TextValue> }, lookup: (key: ViolationTextKey, values: Record<string, string | number>) => string): string {
  const values = Object.fromEntries(Object.entries(text.values ?? {}).map(([name, value]) => [name, typeof value === 'object' ? renderViolationText(value, lookup) : value]));
  return lookup(text.key, values);
}

/** The English text, as the server's own messages say it. */
export function englishViolationText(text: ViolationText): string {
  return renderViolationText(text, (key, values) => eng[key].replace(/%\{(\w+)\}/g, (match, name: string) => (values[name] === undefined ? match : String(values[name]))));
}
