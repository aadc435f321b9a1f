import type { SeedContext } from './context';
import { VENUES, type SeedVenue } from './places';

const HOURS: Record<SeedVenue['kind'], [string | null, string | null][]> = {
  bar: [[null, null], ['16:00', '00:00'], ['16:00', '00:00'], ['16:00', '02:00'], ['15:00', '03:00'], ['14:00', '03:00'], [null, null]],
  club: [[null, null], [null, null], [null, null], ['22:00', '04:00'], ['22:00', '05:00'], ['22:00', '05:00'], [null, null]],
  restaurant: [['11:30', '22:00'], ['11:30', '22:00'], ['11:30', '22:00'], ['11:30', '23:00'], ['11:30', '23:00'], ['10:00', '23:00'], ['10:00', '21:00']],
};

const DESCRIPTION: Record<SeedVenue['kind'], { eng: string; dan: string; nor: string; fin: string; swe: string }> = {
  bar: { eng: 'A neighbourhood bar with local beer and classic cocktails.', dan: 'En kvartersbar med lokal øl og klassiske cocktails.', nor: 'En nabolagsbar med lokalt øl og klassiske cocktailer.', fin: 'Kaupunginosabaari, jossa on paikallisia oluita ja klassisia cocktaileja.', swe: 'En kvartersbar med lokal öl och klassiska cocktails.' },
  club: { eng: 'A late-night club with resident DJs every weekend.', dan: 'En natklub med faste DJs hver weekend.', nor: 'En nattklubb med faste DJ-er hver helg.', fin: 'Yökerho, jossa vakio-DJ:t joka viikonloppu.', swe: 'En nattklubb med fasta DJ:s varje helg.' },
  restaurant: { eng: 'A brasserie serving seasonal Nordic dishes.', dan: 'En brasserie med sæsonens nordiske retter.', nor: 'En brasserie med sesongens nordiske retter.', fin: 'Brasserie, jossa tarjoillaan sesongin pohjoismaisia ruokia.', swe: 'Ett brasserie med säsongens nordiska rätter.' },
};

/** Address, general information and opening hours for every venue but one, which shows the empty state. */
export async function seedVenueInfo({ db }: SeedContext): Promise<void> {
  const rows = VENUES.filter((v) => v.id !== 'venue-uk-manchester').map((v) => ({
    venueId: v.id,
    address: JSON.stringify({ street: v.street, postalCode: v.postalCode, city: v.city, country: v.country }),
    general: JSON.stringify({
      description: DESCRIPTION[v.kind],
      phone: v.country === 'dk' ? '+45 33 12 34 56' : v.country === 'no' ? '+47 22 12 34 56' : v.country === 'fi' ? '+358 9 1234 5678' : '+44 20 7123 4567',
      email: `${v.shortName.toLowerCase()}@venueportal.test`,
      website: `https://${v.id.replace('venue-', '')}.example.com`,
      capacity: v.capacity,
      ageLimit: v.kind === 'club' ? 20 : 18,
    }),
    openingHours: JSON.stringify(HOURS[v.kind].map(([opens, closes], i) => ({ weekday: i + 1, closed: !opens, opens, closes }))),
    createdBy: 'user-hq',
  }));
  await db.insertInto('venueInfo').values(rows).execute();
}
