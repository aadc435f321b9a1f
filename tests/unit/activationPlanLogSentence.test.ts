import { describe, expect, it } from 'vitest';
import { createI18nProvider, loadI18n } from '@/i18n/i18nProvider';
import { logSentence } from '@/screens/venue/ActivationPlanScreen/logSentence';
import type { PlanLogDetails, PlanLogEntry } from '@/shared/venue/activationPlanChangeLog';

const english = createI18nProvider(await loadI18n('eng')).translate;
const danish = createI18nProvider(await loadI18n('dan')).translate;
const finnish = createI18nProvider(await loadI18n('fin')).translate;

const entry = (entity: PlanLogEntry['entity'], change: PlanLogEntry['change'], details: PlanLogDetails | null, summary: string | null = null) => ({ entity, change, details, summary });
const money = (minor: number) => ({ type: 'money' as const, minor, currency: 'DKK' });
const day = (value: string) => ({ type: 'date' as const, value });
const march = { type: 'month' as const, year: 2027, month: 3 };

describe('the change log as sentences', () => {
  it('says what was added, with the values set, in the portal formats', () => {
    const added = entry('event', 'created', { name: 'Quiz night', place: day('2027-03-12'), changes: [{ field: 'category', from: null, to: { type: 'enum', enum: 'activationPlanEvents.category', value: 'music' } }, { field: 'startTime', from: null, to: { type: 'time', value: '20:00' } }, { field: 'plannedCost', from: null, to: money(123_450) }] });
    expect(logSentence(added, english, 'eng')).toBe('Added the event “Quiz night” on 12-03-2027: category Music; start time 20:00; planned cost 1.234,50 DKK.');
    expect(logSentence(added, danish, 'dan')).toBe('Tilføjede arrangementet »Quiz night« den 12-03-2027: kategori Musik; starttid 20:00; planlagt udgift 1.234,50 DKK.');
  });

  it('says each changed field from what to what, set and removed', () => {
    const changed = entry('event', 'updated', {
      name: 'Quiz night',
      place: day('2027-03-12'),
      changes: [
        { field: 'plannedCost', from: money(100_000), to: money(150_050) },
        { field: 'description', from: null, to: { type: 'text', value: 'Teams of six' } },
        { field: 'startTime', from: { type: 'time', value: '20:00' }, to: null },
      ],
    });
    expect(logSentence(changed, english, 'eng')).toBe('Changed the event “Quiz night” on 12-03-2027: planned cost from 1.000,00 DKK to 1.500,50 DKK; description set to “Teams of six”; start time removed (was 20:00).');
    expect(logSentence(changed, danish, 'dan')).toBe('Ændrede arrangementet »Quiz night« den 12-03-2027: planlagt udgift fra 1.000,00 DKK til 1.500,50 DKK; beskrivelse sat til »Teams of six«; starttid fjernet (var 20:00).');
  });

  it('says where a record was moved from and to', () => {
    const moved = entry('event', 'moved', { name: 'Quiz night', place: day('2027-03-14'), changes: [{ field: 'date', from: day('2027-03-12'), to: day('2027-03-14') }] });
    expect(logSentence(moved, danish, 'dan')).toBe('Flyttede arrangementet »Quiz night« fra 12-03-2027 til 14-03-2027.');
    const campaign = entry('campaign', 'moved', { name: 'Spring menu', place: { ...march, month: 4 }, changes: [{ field: 'month', from: march, to: { ...march, month: 4 } }] });
    expect(logSentence(campaign, english, 'eng')).toBe('Moved the campaign “Spring menu” from March 2027 to April 2027.');
    expect(logSentence(campaign, danish, 'dan')).toBe('Flyttede kampagnen »Spring menu« fra Marts 2027 til April 2027.');
  });

  it('says what was removed, commented, budgeted and imported', () => {
    expect(logSentence(entry('campaign', 'deleted', { name: 'Spring menu', place: march, headOffice: false, changes: [] }), english, 'eng')).toBe('Deleted the campaign “Spring menu” in March 2027.');
    expect(logSentence(entry('campaign', 'created', { name: 'Gin week', place: march, headOffice: true, changes: [] }), english, 'eng')).toBe('Added the head office campaign “Gin week” in March 2027.');
    expect(logSentence(entry('campaign', 'updated', { name: 'Gin week', place: march, changes: [{ field: 'isHQ', from: { type: 'boolean', flag: false }, to: { type: 'boolean', flag: true } }] }), danish, 'dan')).toBe('Ændrede kampagnen »Gin week« i Marts 2027: hovedkontorets kampagne fra nej til ja.');
    expect(logSentence(entry('comment', 'created', { place: march, changes: [] }), danish, 'dan')).toBe('Kommenterede Marts 2027.');
    expect(logSentence(entry('budget', 'updated', { place: march, changes: [{ field: 'amount', from: money(2_500_000), to: money(2_750_000) }] }), english, 'eng')).toBe('Changed the budget of March 2027: budget from 25.000,00 DKK to 27.500,00 DKK.');
    expect(logSentence(entry('event', 'imported', { name: 'Standard year plan Denmark', count: 9, year: 2027, changes: [] }), danish, 'dan')).toBe('Importerede 9 arrangementer for 2027 fra skabelonen »Standard year plan Denmark«.');
    expect(logSentence(entry('budget', 'created', { place: march, changes: [{ field: 'amount', from: null, to: money(2_500_000) }] }), finnish, 'fin')).toBe('Asetti budjetin (Maaliskuu 2027): budjetti 25.000,00 DKK.');
  });

  it('names a field or value it has no text for as stored, and never breaks on a malformed entry', () => {
    const unknown = entry('event', 'updated', { name: 'Quiz', place: day('2027-03-12'), changes: [{ field: 'colour', from: { type: 'text', value: 'red' }, to: { type: 'shade', value: 'blue' } as never }] });
    expect(logSentence(unknown, english, 'eng')).toBe('Changed the event “Quiz” on 12-03-2027: colour from “red” to blue.');
    expect(logSentence(entry('budget', 'moved', { place: march, changes: [] }), english, 'eng')).toBe('Moved: Budget.');
    expect(logSentence(entry('event', 'updated', null, 'Changed the event "Quiz" on 2027-03-12'), danish, 'dan')).toBe('Changed the event "Quiz" on 2027-03-12');
    expect(logSentence(entry('event', 'deleted', null), danish, 'dan')).toBe('Slettet: Arrangement');
    for (const broken of ['nonsense', 42, [], { changes: 'x' }, { changes: [null, 7, { from: 1 }] }, { place: { type: 'money' }, changes: [{ field: 'plannedCost', from: { type: 'money' }, to: null }] }]) {
      expect(() => logSentence(entry('event', 'updated', broken as never), english, 'eng')).not.toThrow();
    }
    expect(logSentence(entry('event', 'updated', { changes: 'x' } as never), english, 'eng')).toBe('Changed: Event.');
  });
});
