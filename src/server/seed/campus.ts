import type { CountryCode } from '@generated/shared/shell';
import { DATE_FORMAT } from '@/shared/dayjs';
import type { SeedContext } from './context';
import { VENUES } from './places';

const FIRST: Record<CountryCode, string[]> = {
  dk: ['Anders', 'Mette', 'Rasmus', 'Camilla', 'Mathias', 'Julie', 'Oliver', 'Sara', 'Lucas', 'Emma', 'Victor', 'Clara'],
  no: ['Ola', 'Kari', 'Sindre', 'Ingrid', 'Magnus', 'Tiril', 'Eirik', 'Maja', 'Jakob', 'Ella', 'Sander', 'Thea'],
  fi: ['Eero', 'Siiri', 'Veeti', 'Aada', 'Onni', 'Helmi', 'Leo', 'Ilona', 'Elias', 'Venla', 'Niilo', 'Kerttu'],
  uk: ['Jack', 'Amelia', 'Thomas', 'Isla', 'George', 'Ava', 'Oscar', 'Mia', 'Noah', 'Grace', 'Leo', 'Poppy'],
};
const LAST: Record<CountryCode, string[]> = {
  dk: ['Nielsen', 'Pedersen', 'Madsen', 'Kristensen', 'Larsen', 'Sørensen', 'Møller', 'Holm'],
  no: ['Hansen', 'Berg', 'Dahl', 'Lie', 'Haugen', 'Bakken', 'Moen', 'Strand'],
  fi: ['Virtanen', 'Laine', 'Heikkinen', 'Koskinen', 'Järvinen', 'Lehtonen', 'Salonen', 'Saarinen'],
  uk: ['Smith', 'Jones', 'Davies', 'Evans', 'Thomas', 'Roberts', 'Walker', 'Wright'],
};
/** Hourly rates in minor units by Campus level (0-3). */
const RATES: Record<CountryCode, number[]> = { dk: [14_500, 15_800, 17_200, 18_900], no: [19_000, 20_500, 22_000, 24_000], fi: [1_350, 1_450, 1_560, 1_700], uk: [1_144, 1_200, 1_280, 1_380] };
const POSITIONS = ['bartender', 'bartender', 'waiter', 'waiter', 'host', 'chef', 'doorman', 'shiftManager', 'venueManager'];
const TRAININGS = ['Cocktail basics', 'Responsible serving', 'Till and cash handling', 'Guest service', 'Food safety', 'Fire safety', 'Upselling and wine', 'Shift leadership'];
const ERRORS = ['Employee not found in Planday', 'Pay rate overlaps an existing rate', 'Planday rejected the effective date (locked period)'];

/**
 * Per venue: employees with Campus levels, the level changes of the last six months, the pay rate changes sent to
 * the payroll system (some failed), training sessions around today and guides in progress.
 */
export async function seedCampus({ db, random, today }: SeedContext): Promise<void> {
  for (const venue of VENUES) {
    const c = venue.country;
    const people = Array.from({ length: 12 }, (_, i) => ({
      name: `${FIRST[c][(i + venue.name.length) % 12]} ${random.pick(LAST[c])}`,
      employeeNumber: `${venue.shortName}-${String(100 + i)}`,
      level: random.int(0, 3),
      position: POSITIONS[i % POSITIONS.length],
    }));
    await db
      .insertInto('campusEmployees')
      .values(
        people.map((p) => ({
          venueId: venue.id,
          name: p.name,
          employeeNumber: p.employeeNumber,
          position: p.position,
          campusLevel: p.level,
          hiredOn: today.subtract(random.int(30, 1500), 'day').format(DATE_FORMAT),
          trainingsCompleted: p.level * 3 + random.int(0, 3),
          lastTrainingOn: p.level ? today.subtract(random.int(3, 120), 'day').format(DATE_FORMAT) : null,
        })),
      )
      .execute();

    const levelChanges = people.filter((p) => p.level > 0).map((p) => ({ p, on: today.subtract(random.int(1, 180), 'day') }));
    if (levelChanges.length) {
      await db
        .insertInto('campusLevelChanges')
        .values(levelChanges.map(({ p, on }) => ({ venueId: venue.id, employeeName: p.name, employeeNumber: p.employeeNumber, levelFrom: p.level - 1, levelTo: p.level, changedOn: on.format(DATE_FORMAT), approvedBy: random.pick(['Lars Nielsen', 'Mads Kjær', 'Ingrid Berg', 'Anna Holm']) })))
        .execute();
    }
    const rateChanges = [
      ...levelChanges.map(({ p, on }) => ({ p, reason: 1, oldRate: RATES[c][p.level - 1], newRate: RATES[c][p.level], on: on.add(1, 'day') })),
      ...people.filter(() => random.chance(0.5)).map((p) => ({ p, reason: random.chance(0.5) ? 3 : 2, oldRate: RATES[c][p.level], newRate: Math.round(RATES[c][p.level] * (1 + random.int(2, 6) / 100)), on: today.subtract(random.int(1, 150), 'day') })),
    ];
    await db
      .insertInto('plandayPayrateChanges')
      .values(
        rateChanges.map(({ p, reason, oldRate, newRate, on }) => {
          const hasError = random.chance(0.15);
          return { venueId: venue.id, employeeName: p.name, employeeNumber: p.employeeNumber, reason, oldRate, newRate, effectiveDate: on.format(DATE_FORMAT), hasError, errorMessage: hasError ? random.pick(ERRORS) : null };
        }),
      )
      .execute();

    await db
      .insertInto('venueTrainingSessions')
      .values(
        Array.from({ length: 8 }, (_, i) => {
          const date = today.add(random.int(-60, 30), 'day');
          const past = date.isBefore(today, 'day');
          return {
            venueId: venue.id,
            title: TRAININGS[(i + venue.name.length) % TRAININGS.length],
            date: date.format(DATE_FORMAT),
            startTime: random.pick(['10:00', '13:00', '15:30']),
            durationMinutes: random.pick([60, 90, 120, 180]),
            trainer: random.pick(['Campus team', 'Lars Nielsen', 'Mads Kjær', 'External: Nordic Bar Academy']),
            participants: past ? random.int(3, 12) : random.int(0, 8),
            status: past ? (random.chance(0.9) ? 'completed' : 'cancelled') : 'planned',
          };
        }),
      )
      .execute();

    await db
      .insertInto('wizardInstances')
      .values(
        people.slice(0, 6).map((p, i) => {
          const wizard = ['onboarding', 'responsibleServing', 'shiftManager', 'onboarding', 'responsibleServing', 'venueOpening'][i];
          const totalSteps = { onboarding: 8, responsibleServing: 5, shiftManager: 12, venueOpening: 20 }[wizard]!;
          const startedAt = today.subtract(random.int(2, 90), 'day').hour(random.int(9, 17));
          const status = random.chance(0.5) ? 'completed' : random.chance(0.8) ? 'inProgress' : 'abandoned';
          return {
            venueId: venue.id,
            employeeName: p.name,
            wizard,
            status,
            currentStep: status === 'completed' ? totalSteps : random.int(1, totalSteps - 1),
            totalSteps,
            startedAt: startedAt.toDate(),
            completedAt: status === 'completed' ? startedAt.add(random.int(1, 20), 'day').toDate() : null,
          };
        }),
      )
      .execute();
  }
}
