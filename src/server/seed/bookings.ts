import { COUNTRIES } from '@generated/shared/shell';
import { grants, isRoleInstanceActive, type RoleInstance } from '@/shared/permissions';
import dayjs, { DATE_FORMAT } from '@/shared/dayjs';
import { DEFAULT_CALENDAR_ENTRY, RepeatIntervalType } from '@/shared/bookings/calendar';
import { nightWindow, type VenueClock } from '@/shared/bookings/night';
import { LimitType, PolicyLevel, PolicyType, SeatingStrategyType, type Policy, type SeatingStrategy } from '@/shared/bookings/policies';
import { ArrivalState, BookingState, ChangeFlag, GuestListArrivalState, GuestListRequestState } from '@/shared/bookings/states';
import { otherThemeTag } from '@/shared/bookings/tags';
import { defaultProducts } from '../domain/setup/defaultProducts';
import { DEFAULT_DESCRIPTION, DEFAULT_IMAGE } from '../domain/setup/venueDetails';
import { currencyInfo, timeZoneInfo } from '../domain/setup/timeZoneData';
import type { Db } from '../db/connect';
import type { SeedContext } from './context';
import { BOOKING_NOTES, BOOKING_TAGS, CUSTOMER_MESSAGES, EVENTS, FIRST_NAMES, GUEST_LIST_NOTES, LAST_NAMES, OTHER_THEMES, PHONE_PREFIX, VENUE_NOTES } from './bookingsData';
import { keepOnePartyExpected, type SeedBooking } from './partyExpected';
import { VENUES, type SeedVenue } from './places';
import type { Random } from './random';

/**
 * The booking demo: booking tags; for every venue but one (Tampere Tavern, left for setting up from the portal)
 * its booking details with policies, two setups with sections, tables (a combination table and a walk-in table
 * among them), products and calendar entries, events, and a month of bookings, requests, guest lists and notes
 * around today.
 */

export const VENUE_WITHOUT_BOOKING = 'venue-fi-tampere';
const NIGHTS_BACK = 15;
const NIGHTS_AHEAD = 15;

interface TablePlan {
  name: string;
  seats: number;
  type: 1 | 2;
  round?: boolean;
  parts?: string[];
  walkIn?: boolean;
  preferred?: boolean;
  inactive?: boolean;
  note?: string;
}
interface SectionPlan {
  name: string;
  description: string;
  tables: TablePlan[];
  minimumSpendDkk?: number;
  preferred?: boolean;
}

const t = (name: string, seats: number, type: 1 | 2 = 1, extra: Partial<TablePlan> = {}): TablePlan => ({ name, seats, type, ...extra });

const LAYOUTS: Record<SeedVenue['kind'], { standard: SectionPlan[]; second: { name: string; sections: SectionPlan[] } }> = {
  bar: {
    standard: [
      { name: 'Bar area', description: 'High tables along the bar', tables: [t('H1', 4, 2), t('H2', 4, 2), t('H3', 4, 2), t('H4', 4, 2, { walkIn: true, note: 'Kept for walk-ins' })] },
      { name: 'Lounge', description: 'Sofas by the fireplace', tables: [t('L1', 6), t('L2', 6), t('L3', 8, 1, { round: true }), t('L4', 10), t('L1+L2', 12, 1, { parts: ['L1', 'L2'] })] },
      { name: 'Window', description: 'Small tables facing the street', preferred: true, tables: [t('W1', 2, 1, { preferred: true }), t('W2', 2), t('W3', 4), t('W4', 4, 1, { inactive: true, note: 'Wobbly – waiting for repair' })] },
    ],
    second: {
      name: 'Weekend',
      sections: [
        { name: 'Bar area', description: 'Standing room with a few high tables', tables: [t('H1', 6, 2), t('H2', 6, 2), t('H3', 4, 2, { walkIn: true })] },
        { name: 'Lounge', description: 'Sofas, bottle service', minimumSpendDkk: 200000, tables: [t('L1', 8), t('L2', 8), t('L3', 10, 1, { round: true }), t('L1+L2', 16, 1, { parts: ['L1', 'L2'] })] },
      ],
    },
  },
  club: {
    standard: [
      { name: 'Dance floor', description: 'Booths around the dance floor', tables: [t('B1', 6), t('B2', 6), t('B3', 8), t('B4', 8), t('B5', 10)] },
      { name: 'VIP', description: 'Raised VIP area with bottle service', minimumSpendDkk: 300000, preferred: true, tables: [t('V1', 8), t('V2', 8), t('V3', 12, 1, { round: true }), t('V1+V2', 16, 1, { parts: ['V1', 'V2'] })] },
      { name: 'Bar', description: 'High tables at the bar', tables: [t('H1', 4, 2), t('H2', 4, 2), t('H3', 4, 2, { walkIn: true })] },
    ],
    second: {
      name: 'Weekend',
      sections: [
        { name: 'Dance floor', description: 'Booths, more of them on weekends', tables: [t('B1', 6), t('B2', 6), t('B3', 8), t('B4', 8), t('B5', 10), t('B6', 10)] },
        { name: 'VIP', description: 'Raised VIP area with bottle service', minimumSpendDkk: 500000, tables: [t('V1', 10), t('V2', 10), t('V1+V2', 20, 1, { parts: ['V1', 'V2'] })] },
      ],
    },
  },
  restaurant: {
    standard: [
      { name: 'Dining room', description: 'The main room', tables: [t('T1', 2), t('T2', 2), t('T3', 4), t('T4', 4), t('T5', 4), t('T6', 6), t('T7', 6), t('T8', 8, 1, { round: true }), t('T3+T4', 8, 1, { parts: ['T3', 'T4'] })] },
      { name: 'Private room', description: 'For parties of up to 14', minimumSpendDkk: 400000, tables: [t('P1', 14)] },
    ],
    second: {
      name: 'Weekend',
      sections: [
        { name: 'Dining room', description: 'Two sittings on weekends', tables: [t('T1', 2), t('T2', 2), t('T3', 4), t('T4', 4), t('T5', 6), t('T6', 6), t('T7', 8, 1, { round: true })] },
        { name: 'Terrace', description: 'Covered and heated', tables: [t('U1', 4), t('U2', 4), t('U3', 6, 1, { walkIn: true })] },
      ],
    },
  },
};

const HOURS: Record<SeedVenue['kind'], { open: string; close: string; until: string; first: number; last: number }> = {
  bar: { open: '16:00', close: '02:00', until: '05:00', first: 17, last: 21 },
  club: { open: '22:00', close: '05:00', until: '03:00', first: 22, last: 24 },
  restaurant: { open: '17:00', close: '23:30', until: '05:00', first: 17, last: 21 },
};

const FROM_DKK: Record<string, number> = { DKK: 1, NOK: 1.5, EUR: 0.134, GBP: 0.115 };

const policy = (identifier: string, policyType: string, policyLevel: number, limits: Policy['limits']): Policy => ({ policyConfigurationId: `${identifier}-${policyLevel}`.toLowerCase().replace(/[^a-z0-9]+/g, '-'), identifier, policyType, policyLevel, limits });

const json = (v: unknown) => JSON.stringify(v);

async function insertChunks(db: Db, table: 'bookings' | 'bookingCustomers' | 'guestListItems' | 'venueTables', rows: Record<string, unknown>[]) {
  for (let i = 0; i < rows.length; i += 400) await db.insertInto(table).values(rows.slice(i, i + 400) as never).execute();
}

/** Who holds a permission at a venue now (through a role there, or globally when asked). */
async function holders(db: Db, permission: string, venueId: string, includeGlobal: boolean, now: Date): Promise<{ id: string; name: string }[]> {
  const roles = await db.selectFrom('roles').select(['roleId', 'permissions']).execute();
  const granting = new Set(roles.filter((r) => grants(r.permissions ?? [], permission)).map((r) => r.roleId));
  const rows = await db.selectFrom('roleInstances').innerJoin('users', 'users.id', 'roleInstances.userId').select(['users.id', 'users.name', 'roleInstances.roleId', 'roleInstances.venueId', 'roleInstances.isDeactivated', 'roleInstances.validFromDate', 'roleInstances.validToDate']).execute();
  const out = new Map<string, string>();
  for (const r of rows) {
    if (!granting.has(r.roleId!) || !isRoleInstanceActive(r as RoleInstance, now)) continue;
    if (r.venueId === venueId || (includeGlobal && !r.venueId)) out.set(r.id, r.name ?? r.id);
  }
  return [...out.entries()].map(([id, name]) => ({ id, name })).sort((a, b) => a.id.localeCompare(b.id));
}

interface SeededTable {
  id: string;
  name: string;
  seats: number;
  sectionId: string;
  parts: string[];
  walkIn: boolean;
  inactive: boolean;
}
interface SeededSetup {
  id: string;
  sections: { id: string; name: string }[];
  tables: SeededTable[];
}

async function seedSetup(db: Db, venue: SeedVenue, key: string, name: string, plans: SectionPlan[], currency: string, isActive: boolean): Promise<SeededSetup> {
  const setupId = `setup-${venue.id.replace(/^venue-/, '')}-${key}`;
  await db.insertInto('venueSetups').values({ id: setupId, name, venueDetailsId: venue.id, isActive, venuePolicies: json([]), seatingStrategies: json([]), bookingOnRequestOnly: false, type: 0, createdBy: 'user-hq' }).execute();
  const sections: SeededSetup['sections'] = [];
  const tables: SeededTable[] = [];
  const tableRows: Record<string, unknown>[] = [];
  for (const [si, plan] of plans.entries()) {
    const sectionId = `${setupId}-s${si + 1}`;
    const policies = plan.minimumSpendDkk
      ? [policy(`${plan.name} minimum spend`, PolicyType.MinimumSpend, PolicyLevel.Section, [{ limitType: LimitType.Soft, minimumSpendAmount: { value: Math.round((plan.minimumSpendDkk * (FROM_DKK[currency] ?? 1)) / 1000) * 1000, currency } }])]
      : [];
    const strategies: SeatingStrategy[] = plan.preferred ? [{ seatingStrategyType: SeatingStrategyType.PreferredSeating, matchScoreModifier: 30, unmatchedScoreModifier: 0, level: PolicyLevel.Section, scorePerUnusedSeatMultiplier: 0 }] : [];
    await db
      .insertInto('venueSections')
      .values({ id: sectionId, name: plan.name, description: plan.description, image: null, venueSetupId: setupId, venueDetailsId: venue.id, venuePolicies: json(policies), seatingStrategies: json(strategies), bookingOnRequestOnly: false, sortOrder: (si + 1) * 10, createdBy: 'user-hq' })
      .execute();
    sections.push({ id: sectionId, name: plan.name });
    for (const [ti, table] of plan.tables.entries()) {
      const id = `${setupId}-${table.name.toLowerCase().replace(/\+/g, '-')}`;
      const parts = (table.parts ?? []).map((p) => `${setupId}-${p.toLowerCase()}`);
      const tablePolicies = table.walkIn ? [policy(`${table.name} walk-ins`, PolicyType.TableBooking, PolicyLevel.Table, [{ limitType: LimitType.Soft, minPercentage: 0, maxPercentage: 0 }])] : [];
      const tableStrategies = table.preferred ? [{ seatingStrategyType: SeatingStrategyType.PreferredSeating, matchScoreModifier: 20, unmatchedScoreModifier: 0, level: PolicyLevel.Table, scorePerUnusedSeatMultiplier: 0 }] : [];
      tableRows.push({
        id,
        name: table.name,
        seatCount: table.seats,
        venueTableType: table.type,
        note: table.note ?? null,
        isRoundTable: Boolean(table.round),
        isActive: !table.inactive,
        combinationTablePartIds: json(parts),
        venuePolicies: json(tablePolicies),
        seatingStrategies: json(tableStrategies),
        bookingOnRequestOnly: false,
        floorplanTable: json({ x: 40 + ti * 90, y: 40 + si * 140, width: 70, height: 70, rotation: 0 }),
        sortOrder: (ti + 1) * 10,
        venueSectionId: sectionId,
        venueSetupId: setupId,
        venueDetailsId: venue.id,
        createdBy: 'user-hq',
      });
      tables.push({ id, name: table.name, seats: table.seats, sectionId, parts, walkIn: Boolean(table.walkIn), inactive: Boolean(table.inactive) });
    }
  }
  await insertChunks(db, 'venueTables', tableRows);
  const floorplan = {
    width: 900,
    height: 160 + plans.length * 140,
    backgroundImage: null,
    tables: tableRows.filter((r) => !JSON.parse(r.combinationTablePartIds as string).length).map((r) => ({ venueTableId: r.id, ...JSON.parse(r.floorplanTable as string) })),
    // Each section's area is the band its row of tables stands in.
    sections: sections.map((section, si) => ({ venueSectionId: section.id, x: 20, y: 20 + si * 140, width: 860, height: 120 })),
  };
  await db.updateTable('venueSetups').set({ floorplan: json(floorplan) }).where('id', '=', setupId).execute();
  await db
    .insertInto('setupProducts')
    .values(defaultProducts(currency).map((p) => ({ ...p, venueDetailsId: venue.id, venueSetupId: setupId, createdBy: 'user-hq' })))
    .execute();
  return { id: setupId, sections, tables };
}

const overlaps = (a: [Date, Date], b: [Date, Date]) => a[0] < b[1] && b[0] < a[1];
const physical = (table: SeededTable) => (table.parts.length ? table.parts : [table.id]);

function customerOf(random: Random, venue: SeedVenue) {
  const first = random.pick(FIRST_NAMES[venue.country]);
  const last = random.pick(LAST_NAMES[venue.country]);
  const email = `${first}.${last}`.toLowerCase().replace(/[æä]/g, 'ae').replace(/[øö]/g, 'oe').replace(/å/g, 'aa') + `@example.${venue.country === 'uk' ? 'co.uk' : venue.country}`;
  return { name: `${first} ${last}`, email, phoneNumber: `${PHONE_PREFIX[venue.country]} ${random.int(20, 99)} ${random.int(10, 99)} ${random.int(10, 99)} ${random.int(10, 99)}` };
}

export async function seedBookings({ db, random, today, now: moment, past: passed }: SeedContext): Promise<void> {
  await db.insertInto('bookingTags').values(BOOKING_TAGS.map((tag, i) => ({ tag: tag.tag, translations: json(tag.translations), isFreeText: tag.isFreeText, sortOrder: (i + 1) * 10 }))).execute();
  const themes = BOOKING_TAGS.filter((x) => x.tag.startsWith('THEME:') && !x.isFreeText).map((x) => x.tag);
  const now = moment.toDate();
  for (const venue of VENUES.filter((v) => v.id !== VENUE_WITHOUT_BOOKING)) {
    const country = COUNTRIES.find((c) => c.code === venue.country)!;
    const hours = HOURS[venue.kind];
    const startTimeOfDay = venue.kind === 'club' ? '12:00' : '10:00';
    const clock: VenueClock = { timeZone: venue.timeZone, startTimeOfDay };
    const venuePolicies = [
      policy('Opening hours', PolicyType.OpeningHours, PolicyLevel.Venue, [{ limitType: LimitType.Hard, openingTime: hours.open, closingTime: hours.close }]),
      policy('Booking hours', PolicyType.BookingHours, PolicyLevel.Venue, [{ limitType: LimitType.Soft, bookingAllowedFrom: null, bookingAllowedUntil: hours.until, target: 0 }]),
      policy('Keep tables for walk-ins', PolicyType.TableBooking, PolicyLevel.Venue, [
        { limitType: LimitType.Warning, minPercentage: 0, maxPercentage: 75 },
        { limitType: LimitType.Soft, minPercentage: 0, maxPercentage: 90 },
      ]),
    ];
    const strategies: SeatingStrategy[] = [
      { seatingStrategyType: SeatingStrategyType.PreferHighTableCapacityUsage, matchScoreModifier: 10, unmatchedScoreModifier: 0, level: PolicyLevel.Venue, scorePerUnusedSeatMultiplier: -20 },
      { seatingStrategyType: SeatingStrategyType.PenalizeBookedTables, matchScoreModifier: 5, unmatchedScoreModifier: -10, level: PolicyLevel.Venue, scorePerUnusedSeatMultiplier: 0 },
    ];
    await db
      .insertInto('venueDetails')
      .values({
        id: venue.id,
        name: venue.name,
        venuePortalId: venue.id,
        shortName: venue.shortName,
        locationId: json({ id: venue.regionId }),
        address: `${venue.street}, ${venue.postalCode} ${venue.city}`,
        description: venue.id === 'venue-no-bryggen' ? DEFAULT_DESCRIPTION : `${venue.name} – a ${venue.kind} in ${venue.city} for up to ${venue.capacity} guests.`,
        image: DEFAULT_IMAGE,
        logo: null,
        images: json([]),
        tags: json([venue.kind]),
        legalDocuments: json([]),
        obsInfo: null,
        venuePolicies: json(venuePolicies),
        seatingStrategies: json(strategies),
        bookingOnRequestOnly: false,
        type: 0,
        startTimeOfDay,
        currencyInfo: json(currencyInfo(country.currency)),
        timeZoneInfo: json(timeZoneInfo(venue.timeZone, now)),
        iso3166CountryCode: country.iso,
        timeZoneCode: venue.timeZone,
        createdBy: 'user-hq',
      })
      .execute();
    const layout = LAYOUTS[venue.kind];
    const standard = await seedSetup(db, venue, 'standard', 'Standard', layout.standard, country.currency, true);
    const weekend = await seedSetup(db, venue, 'weekend', layout.second.name, layout.second.sections, country.currency, false);
    const firstYear = today.subtract(1, 'year').startOf('year').format(DATE_FORMAT);
    await db
      .insertInto('venueSetupCalendarEntries')
      .values([
        { ...DEFAULT_CALENDAR_ENTRY, venueDetailsId: venue.id, venueSetupId: standard.id, dates: json([]), inActiveDates: json([]), type: 0, createdBy: 'user-hq' },
        {
          venueDetailsId: venue.id,
          venueSetupId: weekend.id,
          isActive: true,
          priority: 10,
          fromDate: firstYear,
          dates: json([]),
          inActiveDates: json([]),
          calendarRepeatInterval: json({ type: RepeatIntervalType.Weekly, startDate: firstYear, endDate: null, repeatEveryCount: 1, repeatOnDays: [5, 6] }),
          type: 0,
          createdBy: 'user-hq',
        },
        {
          venueDetailsId: venue.id,
          venueSetupId: weekend.id,
          isActive: true,
          priority: 20,
          dates: json([]),
          inActiveDates: json([]),
          calendarRepeatInterval: json({ type: RepeatIntervalType.Yearly, startDate: firstYear, endDate: null, repeatEveryCount: 1, repeatOnDates: [`${today.year()}-12-31`] }),
          type: 0,
          createdBy: 'user-hq',
        },
      ])
      .execute();

    const caseworkers = await holders(db, 'vp.crm.bookingoverview.show', venue.id, true, now);
    const hosts = await holders(db, 'vp.vp.booking.show', venue.id, false, now);
    const staffName = (id: string | null) => [...caseworkers, ...hosts].find((p) => p.id === id)?.name ?? 'Anna Holm';
    const products = defaultProducts(country.currency);

    // Events: a few in the month, some bookings belong to them.
    const eventIds = new Map<string, string>();
    for (let i = 0; i < 4; i++) {
      const night = today.add(-12 + i * 8 + random.int(0, 3), 'day').format(DATE_FORMAT);
      const event = EVENTS[i % EVENTS.length];
      const start = dayjs.tz(`${night} ${hours.open}`, 'YYYY-MM-DD HH:mm', venue.timeZone).add(2, 'hour');
      const [row] = await db
        .insertInto('bookingEvents')
        .values({ venueDetailsId: venue.id, eventName: event.name, description: event.description, eventStart: start.toDate(), eventEnd: start.add(4, 'hour').toDate(), imageLink: null, venueSetupId: null, venueSectionId: null, type: 0, createdBy: 'user-hq' })
        .returning('id')
        .execute();
      eventIds.set(night, row.id);
    }

    const customers: Record<string, unknown>[] = [];
    const bookings: (SeedBooking & Record<string, unknown>)[] = [];
    const guestList: Record<string, unknown>[] = [];
    const notes: Record<string, unknown>[] = [];
    for (let offset = -NIGHTS_BACK; offset <= NIGHTS_AHEAD; offset++) {
      const night = today.add(offset, 'day').format(DATE_FORMAT);
      const weekday = dayjs(night).isoWeekday();
      if (venue.kind === 'restaurant' && weekday === 1) continue;
      const setup = weekday === 5 || weekday === 6 ? weekend : standard;
      const window = nightWindow(night, clock);
      const held: { ids: string[]; span: [Date, Date] }[] = [];
      const count = Math.round(random.int(4, 9) * (setup === weekend ? 1.5 : 1) * (venue.kind === 'club' ? 1.2 : 1));
      const pickTable = (guests: number, span: [Date, Date]) => {
        const options = setup.tables.filter((x) => !x.inactive && !x.walkIn && x.seats >= guests && x.seats <= guests + 4);
        const free = options.filter((x) => !held.some((h) => h.ids.some((id) => physical(x).includes(id)) && overlaps(h.span, span)));
        return free.length ? random.pick(free) : null;
      };
      const firstOfNight = bookings.length;
      for (let i = 0; i < count; i++) {
        const hour = random.int(hours.first, hours.last);
        const arrival = dayjs.tz(`${night} 00:00`, 'YYYY-MM-DD HH:mm', venue.timeZone).add(hour, 'hour').add(random.pick([0, 0, 30]), 'minute');
        const departure = arrival.add(random.pick([2, 2.5, 3]) * 60, 'minute');
        const guests = random.pick([2, 2, 3, 4, 4, 5, 6, 6, 8, 10]);
        const span: [Date, Date] = [arrival.toDate(), departure.toDate()];
        const table = pickTable(guests, span);
        if (!table) continue;
        held.push({ ids: physical(table), span });
        const customerId = `cust-${venue.id.replace(/^venue-/, '')}-${night}-${i}`;
        const customer = customerOf(random, venue);
        customers.push({ id: customerId, venueDetailsId: venue.id, ...customer, type: 0 });
        const past = window.to < now;
        const started = arrival.toDate() < now;
        let bookingState: number = random.pick([BookingState.Reserved, BookingState.GuestConfirmed, BookingState.VenueConfirmed, BookingState.VenueConfirmed]);
        let arrivalState: number = ArrivalState.NotArrived;
        const arrivals: Record<string, unknown>[] = [];
        if (random.chance(0.06)) bookingState = random.pick([BookingState.CancelledGuest, BookingState.CancelledVenue]);
        else if (past || started) {
          const roll = random.next();
          if (roll < 0.12 && past) arrivalState = ArrivalState.NoShow;
          else if (roll < 0.3) {
            arrivalState = ArrivalState.PartialArrival;
            arrivals.push({ id: `${customerId}-a1`, numberOfGuests: Math.max(1, guests - random.int(1, Math.max(1, guests - 1))), note: 'The rest are on their way', created: passed(arrival.add(5, 'minute')).toISOString(), createdBy: staffName(hosts[0]?.id ?? null) });
            if (past) {
              arrivalState = ArrivalState.Arrived;
              arrivals.push({ id: `${customerId}-a2`, numberOfGuests: guests - (arrivals[0].numberOfGuests as number), note: null, created: arrival.add(40, 'minute').toISOString(), createdBy: staffName(hosts[0]?.id ?? null) });
            }
          } else if (roll < 0.45 && !past) arrivalState = ArrivalState.NotArrived;
          else {
            arrivalState = random.chance(0.3) ? ArrivalState.Seated : ArrivalState.Arrived;
            arrivals.push({ id: `${customerId}-a1`, numberOfGuests: guests, note: null, created: passed(arrival.add(random.int(0, 20), 'minute')).toISOString(), createdBy: staffName(hosts[0]?.id ?? null) });
          }
        }
        const tags: string[] = [];
        if (random.chance(0.3)) tags.push(random.chance(0.15) ? otherThemeTag(random.pick(OTHER_THEMES)) : random.pick(themes));
        if (random.chance(0.12)) tags.push('VIP');
        if (random.chance(0.1)) tags.push(random.pick(['REGULAR', 'ALLERGIES', 'FIRST_VISIT', 'PRE_PAID', 'WHEELCHAIR']));
        const orderLines = random.chance(0.3) ? [random.pick(products), random.pick(products)].filter((p, k, all) => all.findIndex((x) => x.name === p.name) === k).map((p) => ({ name: p.name, quantity: random.int(1, 2), unitPrice: p.unitPrice, description: null, category: p.category })) : [];
        const host = hosts.length && (past || started) && random.chance(0.5) ? random.pick(hosts).id : null;
        const online = random.chance(0.4);
        const changeLog: Record<string, unknown>[] = [{ userId: 'user-hq', user: online ? 'Online booking' : staffName(host), created: arrival.subtract(random.int(1, 20), 'day').toISOString(), changeFlags: ChangeFlag.Created, changes: [], message: null }];
        if (arrivalState !== ArrivalState.NotArrived) {
          changeLog.push({ userId: host ?? 'user-hq', user: staffName(host), created: passed(arrival.add(10, 'minute')).toISOString(), changeFlags: ChangeFlag.ArrivalState, changes: [{ changeType: ChangeFlag.ArrivalState, oldValue: '0', newValue: String(arrivalState) }], message: null });
        }
        bookings.push({
          venueDetailsId: venue.id,
          venueSetupId: setup.id,
          venueSectionId: table.sectionId,
          venueTableId: table.id,
          bookingState,
          arrivalState,
          type: 0,
          guestCount: guests,
          arrival: arrival.toDate(),
          departure: departure.toDate(),
          bookingCustomerId: customerId,
          customerMessage: online && random.chance(0.5) ? random.pick(CUSTOMER_MESSAGES) : null,
          bookingMessages: json([]),
          orderLines: json(orderLines),
          tags: json(tags),
          caseworker: online && caseworkers.length && random.chance(0.5) ? random.pick(caseworkers).id : null,
          host,
          notifyCaseworker: false,
          paymentReceived: orderLines.length > 0 && random.chance(0.5),
          notes: json(random.chance(0.2) ? [{ message: random.pick(BOOKING_NOTES), created: arrival.subtract(2, 'day').toISOString(), createdBy: staffName(host) }] : []),
          eventId: eventIds.get(night) ?? null,
          minimumSpend: null,
          arrivals: json(arrivals),
          changeLog: json(changeLog),
          createdBy: 'user-hq',
        });
      }
      if (window.from <= now && now < window.to) keepOnePartyExpected(bookings.slice(firstOfNight));
      // Requests for the coming nights: some with a caseworker, a few rejected.
      if (offset >= 0) {
        for (let r = 0; r < random.int(1, 3); r++) {
          const customerId = `cust-${venue.id.replace(/^venue-/, '')}-${night}-r${r}`;
          const customer = customerOf(random, venue);
          customers.push({ id: customerId, venueDetailsId: venue.id, ...customer, type: 0 });
          const arrival = dayjs.tz(`${night} 00:00`, 'YYYY-MM-DD HH:mm', venue.timeZone).add(random.int(hours.first, hours.last), 'hour');
          const rejected = random.chance(0.25);
          const section = random.pick(setup.sections);
          bookings.push({
            venueDetailsId: venue.id,
            venueSetupId: setup.id,
            venueSectionId: section.id,
            venueTableId: null,
            bookingState: rejected ? BookingState.RequestRejected : BookingState.Requested,
            arrivalState: ArrivalState.NotArrived,
            type: 0,
            guestCount: random.pick([4, 6, 8, 10, 12, 15]),
            arrival: arrival.toDate(),
            departure: null,
            bookingCustomerId: customerId,
            customerMessage: random.pick(CUSTOMER_MESSAGES),
            bookingMessages: json([{ message: 'Thank you for your request – we will get back to you shortly.', author: 'Venue Portal', created: arrival.subtract(5, 'day').toISOString() }]),
            orderLines: json([]),
            tags: json(random.chance(0.5) ? [random.pick(themes), 'BOOKING_TYPE:AwaitsConfirmation'] : ['BOOKING_TYPE:AwaitsConfirmation']),
            caseworker: caseworkers.length && random.chance(0.5) ? random.pick(caseworkers).id : null,
            host: null,
            notifyCaseworker: random.chance(0.3),
            paymentReceived: false,
            notes: json([]),
            eventId: null,
            minimumSpend: null,
            arrivals: json([]),
            changeLog: json([{ userId: 'user-hq', user: 'Online booking', created: arrival.subtract(6, 'day').toISOString(), changeFlags: ChangeFlag.Created, changes: [], message: 'Requested online' }]),
            createdBy: 'user-hq',
          });
        }
      }
      // The guest list of the night.
      for (let g = 0; g < random.int(3, 8); g++) {
        const first = random.pick(FIRST_NAMES[venue.country]);
        const last = random.pick(LAST_NAMES[venue.country]);
        const guestCount = random.pick([1, 1, 2, 2, 3, 4, 6]);
        const requestState = random.chance(0.8) ? GuestListRequestState.Approved : random.chance(0.5) ? GuestListRequestState.Requested : GuestListRequestState.Rejected;
        let arrivalState: number = GuestListArrivalState.NotArrived;
        const arrivals: Record<string, unknown>[] = [];
        if (requestState === GuestListRequestState.Approved && offset < 0) {
          const roll = random.next();
          if (roll < 0.65) {
            arrivalState = GuestListArrivalState.ArrivedAndAccepted;
            arrivals.push({ id: `gl-${venue.id}-${night}-${g}`, numberOfGuests: guestCount, note: null, created: window.from.toISOString(), createdBy: 'Door' });
          } else if (roll < 0.75) arrivalState = GuestListArrivalState.ArrivedAndRejected;
        }
        guestList.push({
          venueDetailsId: venue.id,
          date: night,
          fullName: `${first} ${last}`,
          email: random.chance(0.5) ? `${first}.${last}@example.com`.toLowerCase().replace(/[^a-z0-9.@]/g, '') : null,
          phoneNumber: random.chance(0.5) ? `${PHONE_PREFIX[venue.country]} ${random.int(20, 99)} ${random.int(10, 99)} ${random.int(10, 99)} ${random.int(10, 99)}` : null,
          guestCount,
          note: random.chance(0.4) ? random.pick(GUEST_LIST_NOTES) : null,
          rejectionNote: arrivalState === GuestListArrivalState.ArrivedAndRejected ? 'Dress code' : null,
          type: 0,
          guestProfileId: null,
          requestState,
          arrivalState,
          arrivals: json(arrivals),
          createdBy: 'user-hq',
        });
      }
      if (random.chance(0.3)) notes.push({ venueDetailsId: venue.id, date: night, message: random.pick(VENUE_NOTES), type: 0, bookingClosed: false, createdBy: 'user-vm' });
      if (offset === 6) notes.push({ venueDetailsId: venue.id, date: night, message: 'Private event – online booking closed for the night.', type: 0, bookingClosed: true, createdBy: 'user-vm' });
    }
    await insertChunks(db, 'bookingCustomers', customers);
    await insertChunks(db, 'bookings', bookings);
    await insertChunks(db, 'guestListItems', guestList);
    if (notes.length) await db.insertInto('venueNotes').values(notes as never).execute();
  }
}
