import { describe, expect, it } from 'vitest';
import { clashes, effectiveStrategies, scoreTable, violations, type BookingFacts, type EngineTable, type Level } from '@/server/domain/setup/policyEngine';
import { BASE_SCORE, COMBINATION_PENALTY, SOFT_LIMIT_PENALTY } from '@/shared/bookings/scoring';
import { PolicyType, SeatingStrategyType } from '@/shared/bookings/policies';
import { renderViolationText, VIOLATION_TEXTS, type ViolationText } from '@/shared/bookings/violationTexts';

const clock = { timeZone: 'Europe/Copenhagen', startTimeOfDay: '10:00' };
const table = (id: string, seatCount: number, section = 'main', parts: string[] = []): EngineTable => ({ id, name: id.toUpperCase(), seatCount, isActive: true, combinationTablePartIds: parts, venueSectionId: section });
const TABLES = [table('t1', 4), table('t2', 4), table('t3', 8), table('t4', 2), table('c12', 8, 'main', ['t1', 't2']), table('l1', 6, 'lounge')];

const facts = (over: Partial<BookingFacts> = {}): BookingFacts => ({
  clock,
  night: '2030-03-12',
  nightEnd: new Date('2030-03-13T09:00:00Z'),
  arrival: new Date('2030-03-12T19:00:00+01:00'),
  departure: new Date('2030-03-12T21:00:00+01:00'),
  guestCount: 4,
  bookingState: 1,
  minimumSpend: null,
  currency: 'DKK',
  tables: TABLES,
  bookings: [],
  ...over,
});
const level = (lvl: number, id: string, extra: Partial<Level> = {}): Level => ({ level: lvl, id, name: id, policies: [], strategies: [], onRequestOnly: false, ...extra });
const path = (extra: { venue?: Partial<Level>; section?: Partial<Level>; table?: Partial<Level> } = {}, section = 'main', tableId?: string) => [
  level(0, 'venue', extra.venue),
  level(10, 'setup'),
  level(20, section, extra.section),
  ...(tableId ? [level(30, tableId, extra.table)] : []),
];
const byId = (id: string) => TABLES.find((t) => t.id === id)!;
const score = (id: string, f = facts(), p = path({}, byId(id).venueSectionId, id)) => scoreTable(byId(id), p, f, violations(p, f, byId(id))).score;

describe('table scoring', () => {
  it('by default prefers the table the party fills best (capacity multiplier -20)', () => {
    expect(effectiveStrategies(path()).get(SeatingStrategyType.PreferHighTableCapacityUsage)?.strategy.scorePerUnusedSeatMultiplier).toBe(-20);
    expect(score('t1')).toBe(BASE_SCORE);
    expect(score('t3')).toBe(BASE_SCORE - 10);
    expect(score('t1')).toBeGreaterThan(score('t3'));
  });
  it('puts combination tables after single tables of the same fit', () => {
    expect(score('c12', facts({ guestCount: 8 }))).toBe(score('t3', facts({ guestCount: 8 })) + COMBINATION_PENALTY);
  });
  it('adds the preferred-seating modifier to tables of a preferred section or table', () => {
    const preferred = { strategies: [{ seatingStrategyType: SeatingStrategyType.PreferredSeating, matchScoreModifier: 30, unmatchedScoreModifier: 0 }] };
    const withPreference = path({ section: preferred }, 'main', 't3');
    expect(score('t3', facts(), withPreference)).toBe(score('t3') + 30);
    const atVenue = path({ venue: { strategies: [{ seatingStrategyType: SeatingStrategyType.PreferredSeating, matchScoreModifier: 30, unmatchedScoreModifier: -5 }] } }, 'main', 't3');
    expect(scoreTable(byId('t3'), atVenue, facts(), []).parts.find((p) => p.reason === 'preferredSeating')?.points).toBe(-5);
  });
  it('prefers full tables with points per unused seat', () => {
    const full = { strategies: [{ seatingStrategyType: SeatingStrategyType.PreferFullTables, matchScoreModifier: 15, unmatchedScoreModifier: 0, scorePerUnusedSeatMultiplier: -3 }] };
    expect(score('t1', facts(), path({ venue: full }, 'main', 't1'))).toBe(BASE_SCORE + 15);
    // -3 for each of the 4 unused seats, and the default capacity usage: -20 × half the seats unused.
    expect(score('t3', facts(), path({ venue: full }, 'main', 't3'))).toBe(BASE_SCORE - 12 - 10);
  });
  it('spares tables already booked that night', () => {
    const spare = { strategies: [{ seatingStrategyType: SeatingStrategyType.PenalizeBookedTables, matchScoreModifier: 5, unmatchedScoreModifier: -10 }] };
    const f = facts({ bookings: [{ id: 'b', venueTableId: 't1', arrival: new Date('2030-03-12T22:00:00+01:00'), departure: new Date('2030-03-12T23:00:00+01:00') }] });
    expect(score('t1', f, path({ venue: spare }, 'main', 't1'))).toBe(BASE_SCORE - 10);
    expect(score('t2', f, path({ venue: spare }, 'main', 't2'))).toBe(BASE_SCORE + 5);
  });
  it('says what each part of the score is about: the party and the seats, the level, the broken limit', () => {
    const full = { strategies: [{ seatingStrategyType: SeatingStrategyType.PreferFullTables, matchScoreModifier: 5, unmatchedScoreModifier: 0, scorePerUnusedSeatMultiplier: -2 }] };
    const p = path({ section: full }, 'main', 't3');
    const { parts, score: total } = scoreTable(byId('t3'), p, facts(), violations(p, facts(), byId('t3')));
    expect(parts).toEqual([
      { reason: 'base', points: 100 },
      { reason: 'fullTable', points: -8, matched: false, guests: 4, seats: 8, level: 20 },
      { reason: 'capacityUsage', points: -10, matched: false, guests: 4, seats: 8, level: 0 },
    ]);
    expect(total).toBe(82);
    const walkIn = { policies: [{ identifier: 'Walk-ins', policyType: PolicyType.TableBooking, limits: [{ limitType: 2, minPercentage: 0, maxPercentage: 0 }] }] };
    const w = path({ table: walkIn }, 'main', 't2');
    const soft = scoreTable(byId('t2'), w, facts(), violations(w, facts(), byId('t2'))).parts.find((x) => x.reason === 'softLimit');
    expect(soft).toEqual({ reason: 'softLimit', points: SOFT_LIMIT_PENALTY, level: 30, text: { key: 'walkIn', values: { table: 'T2', policy: 'Walk-ins' } }, message: 'Table T2 is kept for walk-ins (Walk-ins)' });
  });
  it('finds clashes at the same time, also through combination parts', () => {
    const f = facts({ bookings: [{ id: 'b', venueTableId: 't1', arrival: new Date('2030-03-12T20:00:00+01:00'), departure: null }] });
    expect(clashes(byId('t1'), f)).toHaveLength(1);
    expect(clashes(byId('c12'), f)).toHaveLength(1);
    expect(clashes(byId('t2'), f)).toHaveLength(0);
    expect(clashes(byId('t1'), facts({ ...f, departure: new Date('2030-03-12T20:00:00+01:00') }))).toHaveLength(0);
  });
});

describe('policy limits', () => {
  const opening = { policies: [{ identifier: 'Opening', policyType: PolicyType.OpeningHours, limits: [{ limitType: 1, openingTime: '16:00', closingTime: '02:00' }] }] };
  it('opening hours, after midnight included', () => {
    expect(violations(path({ venue: opening }), facts(), null)).toEqual([]);
    expect(violations(path({ venue: opening }), facts({ arrival: new Date('2030-03-13T01:30:00+01:00') }), null)).toEqual([]);
    const early = violations(path({ venue: opening }), facts({ arrival: new Date('2030-03-12T15:00:00+01:00') }), null);
    expect(early).toMatchObject([{ code: 'openingHours', limitType: 1, field: 'arrival' }]);
  });
  it('booking hours relative to the opening time: "Always" from, until a time after it', () => {
    const hours = { policies: [...opening.policies, { identifier: 'Hours', policyType: PolicyType.BookingHours, limits: [{ limitType: 2, bookingAllowedUntil: '04:00', target: 0 }] }] };
    expect(violations(path({ venue: hours }), facts({ arrival: new Date('2030-03-12T20:00:00+01:00') }), null)).toEqual([]);
    expect(violations(path({ venue: hours }), facts({ arrival: new Date('2030-03-12T20:30:00+01:00') }), null)).toMatchObject([{ code: 'bookingHours', limitType: 2 }]);
    const exact = { policies: [...opening.policies, { identifier: 'Exact', policyType: PolicyType.BookingHours, limits: [{ limitType: 3, target: 1 }] }] };
    expect(violations(path({ venue: exact }), facts({ arrival: new Date('2030-03-13T02:30:00+01:00') }), null).map((v) => v.code)).toContain('bookingHours');
  });
  it('says booking hours as the clock times they come to, never "from Always" or "relative to the opening time"', () => {
    const late = (limit: object, arrival: string) => violations(path({ venue: { policies: [...opening.policies, { identifier: 'Hours', policyType: PolicyType.BookingHours, limits: [{ limitType: 2, ...limit }] }] } }), facts({ arrival: new Date(arrival) }), null).find((v) => v.code === 'bookingHours')!;
    // No from, until 4 hours after the opening time (16:00).
    expect(late({ bookingAllowedUntil: '04:00', target: 0 }, '2030-03-12T20:30:00+01:00').message).toBe('Arrival at 20:30 is outside the booking hours of Hours: bookings until 20:00');
    // No until: up to the opening time itself.
    expect(late({ target: 0 }, '2030-03-12T17:00:00+01:00').message).toBe('Arrival at 17:00 is outside the booking hours of Hours: bookings until 16:00, the opening time');
    expect(late({ target: 1 }, '2030-03-13T02:30:00+01:00').message).toBe('Arrival at 02:30 is outside the booking hours of Hours: bookings until 02:00, the closing time');
    // From 1 hour until 3 hours after the opening time.
    const early = late({ bookingAllowedFrom: '01:00', bookingAllowedUntil: '03:00', target: 0 }, '2030-03-12T16:30:00+01:00');
    expect(early.message).toBe('Arrival at 16:30 is outside the booking hours of Hours: bookings from 17:00 until 19:00');
    expect(early.text).toEqual({ key: 'bookingHoursFrom', values: { arrival: '16:30', policy: 'Hours', from: '17:00', until: '19:00' } });
    const danish = (text: ViolationText) => renderViolationText(text, (key, values) => VIOLATION_TEXTS.dan[key].replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name])));
    expect(danish(late({ target: 0 }, '2030-03-12T17:00:00+01:00').text)).toBe('Ankomst kl. 17:00 ligger uden for bookingtiden i Hours: der kan bookes indtil 16:00, åbningstidspunktet');
  });
  it('the most specific minimum spend decides', () => {
    const venueSpend = { policies: [{ identifier: 'Venue', policyType: PolicyType.MinimumSpend, limits: [{ limitType: 1, minimumSpendAmount: { value: 100000 } }] }] };
    const sectionSpend = { policies: [{ identifier: 'Lounge', policyType: PolicyType.MinimumSpend, limits: [{ limitType: 2, minimumSpendAmount: { value: 50000 } }] }] };
    expect(violations(path({ venue: venueSpend, section: sectionSpend }), facts({ minimumSpend: 60000 }), null)).toEqual([]);
    expect(violations(path({ venue: venueSpend }), facts({ minimumSpend: 60000 }), null)).toMatchObject([{ code: 'minimumSpend', limitType: 1, field: 'minimumSpend' }]);
  });
  it('table booking share per scope, and walk-in tables', () => {
    const half = { policies: [{ identifier: 'Half', policyType: PolicyType.TableBooking, limits: [{ limitType: 1, minPercentage: 0, maxPercentage: 50 }] }] };
    const f = facts({ bookings: [{ id: 'b', venueTableId: 't1', arrival: new Date('2030-03-12T22:00:00+01:00'), departure: null }] });
    // Main has t1, t2, t3, t4 (the combination counts as its parts): with t1 booked, a second table makes 50%, a third 75%.
    expect(violations(path({ section: half }, 'main', 't2'), f, byId('t2'))).toEqual([]);
    const f2 = { ...f, bookings: [...f.bookings, { id: 'c', venueTableId: 't4', arrival: new Date('2030-03-12T22:00:00+01:00'), departure: null }] };
    expect(violations(path({ section: half }, 'main', 't2'), f2, byId('t2'))).toMatchObject([{ code: 'tableBooking', limitType: 1, level: 20 }]);
    const walkIn = { policies: [{ identifier: 'Walk-ins', policyType: PolicyType.TableBooking, limits: [{ limitType: 2, minPercentage: 0, maxPercentage: 0 }] }] };
    const found = violations(path({ table: walkIn }, 'main', 't2'), facts(), byId('t2'));
    expect(found).toMatchObject([{ code: 'walkIn', limitType: 2 }]);
    expect(scoreTable(byId('t2'), path({ table: walkIn }, 'main', 't2'), facts(), found).score).toBe(BASE_SCORE + SOFT_LIMIT_PENALTY);
  });
  it('too few seats is a soft limit; places on request only warn', () => {
    expect(violations(path({}, 'main', 't4'), facts(), byId('t4'))).toMatchObject([{ code: 'seats', limitType: 2 }]);
    expect(violations(path({ section: { onRequestOnly: true } }), facts(), null)).toMatchObject([{ code: 'onRequestOnly', limitType: 3 }]);
    expect(violations(path({ section: { onRequestOnly: true } }), facts({ bookingState: 7 }), null)).toEqual([]);
  });
});
