import dayjs, { DATE_FORMAT } from '@/shared/dayjs';
import { isLate } from '../domain/venue/eodTime';
import type { SeedContext } from './context';
import { VENUES, type SeedVenue } from './places';

const RULES = [
  { country: 'dk', requireBiImage: false, requireRevenue: true, requireSummary: true, deadline: '12:00', notifyRoles: ['vm', 'rm', 'cd'], recipients: ['drift.dk@venueportal.test'] },
  { country: 'no', requireBiImage: false, requireRevenue: true, requireSummary: false, deadline: '11:00', notifyRoles: ['rm'], recipients: ['drift.no@venueportal.test'] },
  { country: 'fi', requireBiImage: false, requireRevenue: true, requireSummary: true, deadline: '13:00', notifyRoles: ['vm'], recipients: [] },
  { country: 'uk', requireBiImage: false, requireRevenue: false, requireSummary: false, deadline: null, notifyRoles: [], recipients: ['ops.uk@venueportal.test'] },
] as const;

const SUMMARIES = [
  'Steady evening, full from 22:00. Door ran smoothly.',
  'Quiet start, strong finish after the concert next door.',
  'Private party of 40 in the back room, everything on time.',
  'Short on one bartender; covered by the shift manager.',
  'Football on the screens brought a big early crowd.',
  'Rainy night, fewer guests than planned. Closed early at 02:00.',
  'Cocktail of the week sold out by midnight.',
];
const INCIDENTS = ['One guest refused entry for intoxication.', 'Broken glass on the dance floor, cleaned at once.', 'Card terminal down for 20 minutes.', 'Minor first-aid case: cut finger, treated on site.'];
const STAFF_NOTES = ['New bartender did well on her first shift.', 'Two staff asked to swap Saturday shifts.', 'Team briefing on the new menu done at 18:00.'];
const MAINTENANCE = ['Ice machine leaking again; service booked.', 'Light over bar 2 flickers.', 'Toilet lock on the ladies\' side is loose.'];

/** Revenue of a night in minor units of the venue's currency. */
function revenueOf(venue: SeedVenue, guests: number, spend: number): number {
  const perGuest = { dk: 32000, no: 45000, fi: 3800, uk: 3300 }[venue.country];
  return Math.round(guests * perGuest * spend);
}

/** Who writes the reports: the shift manager and venue manager at Nørrebro, venue staff elsewhere. */
function authorsOf(venue: SeedVenue): string[] {
  if (venue.id === 'venue-dk-norrebro') return ['user-sm', 'user-vm'];
  if (venue.id === 'venue-dk-vesterbro') return ['user-vm'];
  return { dk: ['user-staff-1', 'user-staff-2'], no: ['user-staff-6', 'user-staff-7'], fi: ['user-staff-9', 'user-staff-10'], uk: ['user-staff-12', 'user-staff-13'] }[venue.country];
}

/** End-of-day report rules per country and three weeks of reports at every venue: sent ones, a few late, yesterday's often a draft. */
export async function seedEodReports({ db, random, today, now }: SeedContext): Promise<void> {
  await db
    .insertInto('eodReportRules')
    .values(RULES.map((r) => ({ ...r, notifyRoles: JSON.stringify(r.notifyRoles), recipients: JSON.stringify(r.recipients), createdBy: 'user-hq' })))
    .execute();
  for (const venue of VENUES) {
    const rule = RULES.find((r) => r.country === venue.country)!;
    const rows = [];
    for (let back = 21; back >= 1; back--) {
      const date = today.subtract(back, 'day');
      // Restaurants close on Mondays.
      if (venue.kind === 'restaurant' && date.isoWeekday() === 1) continue;
      const weekend = date.isoWeekday() >= 5;
      const guests = Math.round(venue.capacity * (weekend ? 1.6 + random.next() : 0.5 + random.next() * 0.7));
      const author = random.pick(authorsOf(venue));
      const unsent = back === 1 && random.chance(0.6);
      const sentAt = dayjs.tz(`${date.add(1, 'day').format(DATE_FORMAT)} ${String(random.chance(0.85) ? random.int(8, 10) : random.int(12, 15)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}`, 'YYYY-MM-DD HH:mm', venue.timeZone);
      // Yesterday's report is still a draft until the morning it is sent.
      const draft = unsent || sentAt.isAfter(now);
      rows.push({
        venueId: venue.id,
        date: date.format(DATE_FORMAT),
        revenue: revenueOf(venue, guests, 0.8 + random.next() * 0.5),
        guests,
        summary: random.pick(SUMMARIES),
        incidents: random.chance(0.3) ? random.pick(INCIDENTS) : null,
        staffNotes: random.chance(0.4) ? random.pick(STAFF_NOTES) : null,
        maintenanceNotes: random.chance(0.25) ? random.pick(MAINTENANCE) : null,
        status: draft ? ('draft' as const) : ('sent' as const),
        sentAt: draft ? null : sentAt.toDate(),
        sentBy: draft ? null : author,
        sentTo: JSON.stringify(draft ? [] : rule.recipients),
        late: draft ? false : isLate(date.format(DATE_FORMAT), rule.deadline, venue.timeZone, sentAt.toDate()),
        createdBy: author,
        updatedBy: author,
      });
    }
    await db.insertInto('eodReports').values(rows).execute();
  }
}
