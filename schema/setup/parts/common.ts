import type { EnumDef, FieldDef, Label } from '../../dsl';

/**
 * Pieces the booking and venue-setup schema files share: labels, the policy and seating-strategy fields (kept on
 * venues, setups, sections and tables alike) and their enums. This folder holds no resource (the generator reads
 * only the files directly in an area folder).
 */

/** A label in the five languages, in the order eng, dan, swe, nor, fin. */
export const l = (eng: string, dan: string, swe: string, nor: string, fin: string): Label => ({ eng, dan, swe, nor, fin });

/** The same text in every language (names, codes). */
export const same = (text: string): Label => l(text, text, text, text, text);

export const readPermissions = ['vp.vp.booking.show', 'vp.crm.bookingoverview.show'];
/** Changing bookings and the guest list at the venue, or from the booking overview. */
export const bookingWrite = ['vp.vp.booking.edit', 'vp.crm.bookingoverview.edit'];
/** Registering arrivals: shift managers on the floor as well. */
export const bookingArrive = ['vp.vp.booking.arrive', 'vp.crm.bookingoverview.edit'];
/** Adding the day's notes. */
export const bookingNotes = ['vp.vp.booking.notes', 'vp.crm.bookingoverview.edit'];
/** Changing venue details, setups, sections, tables, policies, calendar entries, products and events. */
export const setupPermission = 'vp.vp.booking.setup';

export const labels = {
  venue: l('Venue', 'Sted', 'Restaurang', 'Sted', 'Ravintola'),
  setup: l('Setup', 'Opsætning', 'Uppställning', 'Oppsett', 'Kokoonpano'),
  section: l('Section', 'Sektion', 'Sektion', 'Seksjon', 'Osasto'),
  table: l('Table', 'Bord', 'Bord', 'Bord', 'Pöytä'),
  name: l('Name', 'Navn', 'Namn', 'Navn', 'Nimi'),
  description: l('Description', 'Beskrivelse', 'Beskrivning', 'Beskrivelse', 'Kuvaus'),
  image: l('Image', 'Billede', 'Bild', 'Bilde', 'Kuva'),
  deleted: l('Deleted', 'Slettet', 'Borttagen', 'Slettet', 'Poistettu'),
  type: l('Type', 'Type', 'Typ', 'Type', 'Tyyppi'),
  date: l('Date', 'Dato', 'Datum', 'Dato', 'Päivämäärä'),
  note: l('Note', 'Bemærkning', 'Anteckning', 'Notat', 'Muistiinpano'),
  active: l('Active', 'Aktiv', 'Aktiv', 'Aktiv', 'Aktiivinen'),
  priority: l('Priority', 'Prioritet', 'Prioritet', 'Prioritet', 'Prioriteetti'),
  onRequestOnly: l('Booking on request only', 'Booking kun efter forespørgsel', 'Bokning endast på förfrågan', 'Booking kun på forespørsel', 'Varaus vain pyynnöstä'),
  sortOrder: l('Order', 'Rækkefølge', 'Ordning', 'Rekkefølge', 'Järjestys'),
  fromDate: l('From date', 'Fra dato', 'Från datum', 'Fra dato', 'Alkupäivä'),
  toDate: l('To date', 'Til dato', 'Till datum', 'Til dato', 'Loppupäivä'),
};

/** Enums of policies and seating strategies; every resource holding policies declares them. */
export const policyEnums: Record<string, EnumDef> = {
  policyType: {
    values: [
      { value: 'OpeningHoursPolicy', label: l('Opening hours', 'Åbningstider', 'Öppettider', 'Åpningstider', 'Aukioloajat') },
      { value: 'BookingHoursPolicy', label: l('Booking hours', 'Bookingtider', 'Bokningstider', 'Bookingtider', 'Varausajat') },
      { value: 'MinimumSpendPolicy', label: l('Minimum spend', 'Minimumsforbrug', 'Minimiköp', 'Minimumsforbruk', 'Vähimmäisostos') },
      { value: 'TableBookingPolicy', label: l('Table booking', 'Bordbooking', 'Bordsbokning', 'Bordbooking', 'Pöytävaraus') },
    ],
  },
  limitType: {
    values: [
      { value: 1, color: 'error', label: l('Hard', 'Hård', 'Hård', 'Hard', 'Ehdoton') },
      { value: 2, color: 'warning', label: l('Soft', 'Blød', 'Mjuk', 'Myk', 'Pehmeä') },
      { value: 3, color: 'info', label: l('Warning', 'Advarsel', 'Varning', 'Advarsel', 'Varoitus') },
    ],
  },
  policyLevel: {
    values: [
      { value: 0, label: labels.venue },
      { value: 10, label: labels.setup },
      { value: 20, label: labels.section },
      { value: 30, label: labels.table },
    ],
  },
  bookingHoursTarget: {
    values: [
      { value: 0, label: l('Opening time', 'Åbningstid', 'Öppningstid', 'Åpningstid', 'Avautumisaika') },
      { value: 1, label: l('Closing time', 'Lukketid', 'Stängningstid', 'Stengetid', 'Sulkemisaika') },
    ],
  },
  seatingStrategyType: {
    values: [
      { value: 'SeatingStrategyPreferredSeating', label: l('Preferred seating', 'Foretrukne pladser', 'Föredragna platser', 'Foretrukne plasser', 'Suositut paikat') },
      { value: 'SeatingStrategyPreferFullTables', label: l('Prefer full tables', 'Foretræk fulde borde', 'Föredra fulla bord', 'Foretrekk fulle bord', 'Suosi täysiä pöytiä') },
      { value: 'SeatingStrategyPenalizeBookedTables', label: l('Spare booked tables', 'Skån bookede borde', 'Undvik bokade bord', 'Spar bookede bord', 'Vältä varattuja pöytiä') },
      {
        value: 'SeatingStrategyPreferHighTableCapacityUsage',
        label: l('Prefer high capacity usage', 'Foretræk høj udnyttelse', 'Föredra hög beläggning', 'Foretrekk høy utnyttelse', 'Suosi korkeaa käyttöastetta'),
      },
    ],
  },
};

const timeText = (label: Label): FieldDef => ({ type: 'text', maxLength: 5, label });

/** One limit of a policy; which fields count depends on the policy type. */
export const limitFields: Record<string, FieldDef> = {
  limitType: { type: 'enum', enum: 'limitType', required: true, label: l('Limit type', 'Grænsetype', 'Gränstyp', 'Grensetype', 'Rajan tyyppi') },
  openingTime: timeText(l('Opening time', 'Åbningstid', 'Öppningstid', 'Åpningstid', 'Avautumisaika')),
  closingTime: timeText(l('Closing time', 'Lukketid', 'Stängningstid', 'Stengetid', 'Sulkemisaika')),
  bookingAllowedFrom: timeText(l('Bookings allowed from', 'Booking tilladt fra', 'Bokning tillåten från', 'Booking tillatt fra', 'Varaukset sallittu alkaen')),
  bookingAllowedUntil: timeText(l('Bookings allowed until', 'Booking tilladt til', 'Bokning tillåten till', 'Booking tillatt til', 'Varaukset sallittu asti')),
  target: { type: 'enum', enum: 'bookingHoursTarget', label: l('Relative to', 'I forhold til', 'I förhållande till', 'I forhold til', 'Suhteessa') },
  minimumSpendAmount: {
    type: 'object',
    label: l('Minimum spend', 'Minimumsforbrug', 'Minimiköp', 'Minimumsforbruk', 'Vähimmäisostos'),
    fields: {
      value: { type: 'money', label: l('Amount', 'Beløb', 'Belopp', 'Beløp', 'Summa') },
      currency: { type: 'text', maxLength: 3, label: l('Currency', 'Valuta', 'Valuta', 'Valuta', 'Valuutta') },
    },
  },
  minPercentage: { type: 'number', label: l('Minimum %', 'Minimum %', 'Minimum %', 'Minimum %', 'Vähintään %') },
  maxPercentage: { type: 'number', label: l('Maximum %', 'Maksimum %', 'Maximum %', 'Maksimum %', 'Enintään %') },
};

export const policyFields: Record<string, FieldDef> = {
  policyConfigurationId: { type: 'text', maxLength: 64, label: same('Id') },
  identifier: { type: 'text', maxLength: 120, label: l('Identifier', 'Betegnelse', 'Benämning', 'Betegnelse', 'Tunniste') },
  policyType: { type: 'enum', enum: 'policyType', required: true, label: l('Policy type', 'Regeltype', 'Regeltyp', 'Regeltype', 'Säännön tyyppi') },
  policyLevel: { type: 'enum', enum: 'policyLevel', label: l('Level', 'Niveau', 'Nivå', 'Nivå', 'Taso') },
  limits: { type: 'list', maxItems: 10, of: { type: 'object', fields: limitFields, label: l('Limit', 'Grænse', 'Gräns', 'Grense', 'Raja') }, label: l('Limits', 'Grænser', 'Gränser', 'Grenser', 'Rajat') },
};

export const strategyFields: Record<string, FieldDef> = {
  seatingStrategyType: { type: 'enum', enum: 'seatingStrategyType', required: true, label: l('Strategy', 'Strategi', 'Strategi', 'Strategi', 'Strategia') },
  matchScoreModifier: { type: 'number', min: -1000, max: 1000, label: l('Score when matched', 'Point ved match', 'Poäng vid träff', 'Poeng ved treff', 'Pisteet osuessa') },
  unmatchedScoreModifier: { type: 'number', min: -1000, max: 1000, label: l('Score otherwise', 'Point ellers', 'Poäng annars', 'Poeng ellers', 'Pisteet muuten') },
  level: { type: 'enum', enum: 'policyLevel', label: l('Level', 'Niveau', 'Nivå', 'Nivå', 'Taso') },
  scorePerUnusedSeatMultiplier: { type: 'number', min: -1000, max: 1000, label: l('Score per unused seat', 'Point pr. ledig plads', 'Poäng per ledig plats', 'Poeng per ledig plass', 'Pisteet per vapaa paikka') },
};

export const venuePoliciesField: FieldDef = {
  type: 'list',
  maxItems: 20,
  of: { type: 'object', fields: policyFields, label: l('Policy', 'Regel', 'Regel', 'Regel', 'Sääntö') },
  label: l('Policies', 'Regler', 'Regler', 'Regler', 'Säännöt'),
};

export const seatingStrategiesField: FieldDef = {
  type: 'list',
  maxItems: 8,
  of: { type: 'object', fields: strategyFields, label: l('Seating strategy', 'Placeringsstrategi', 'Placeringsstrategi', 'Plasseringsstrategi', 'Sijoitusstrategia') },
  label: l('Seating strategies', 'Placeringsstrategier', 'Placeringsstrategier', 'Plasseringsstrategier', 'Sijoitusstrategiat'),
};

/** The policy and strategy fields every level carries. */
export const rulesFields: Record<string, FieldDef> = {
  venuePolicies: venuePoliciesField,
  seatingStrategies: seatingStrategiesField,
  bookingOnRequestOnly: { type: 'boolean', default: false, label: labels.onRequestOnly },
};
