import type { CountryCode } from '@generated/shared/shell';
import type dayjs from '@/shared/dayjs';
import { periodOf, type MeetingType } from '@/shared/meetingPeriods';
import type { SeedContext } from './context';
import { VENUES } from './places';

interface SeedMeeting {
  title: string;
  type: MeetingType;
  steps: string[];
  description: string;
  /** Periods back from the current one that were held and ended. */
  held: number;
  /** The Power BI id of the report-list entry the Power BI step shows. */
  report?: string;
}

const COUNTRY_MEETINGS: SeedMeeting[] = [
  { title: 'Weekly venue meeting', type: 'Weekly', steps: ['venueTaskReview', 'employeesReport', 'powerBi', 'summary', 'finalReview'], description: 'Last week in numbers, this week’s tasks and rota, and anything the team needs.', held: 6, report: '6a1c2f3e-sales' },
  { title: 'Monthly performance review', type: 'Monthly', steps: ['powerBi', 'employeesReport', 'summary', 'finalReview'], description: 'Sales, labour cost and guest scores of the month against budget.', held: 3, report: '6a1c2f3e-labour' },
  { title: 'Quarterly business review', type: 'Quarterly', steps: ['powerBi', 'summary', 'finalReview'], description: 'With the regional manager: results, the activation plan of the next quarter and investments.', held: 2 },
  { title: 'Half-year people review', type: 'BiAnnually', steps: ['employeesReport', 'summary'], description: 'Campus levels, promotions and the training plan.', held: 1 },
  { title: 'Annual planning', type: 'Annually', steps: ['powerBi', 'summary', 'finalReview'], description: 'Budget, concept and the big events of the coming year.', held: 0 },
];

const FACILITATORS: Record<CountryCode, string[]> = {
  dk: ['Lars Nielsen', 'Freja Andersen', 'Mikkel Jensen'],
  no: ['Ingrid Berg', 'Nora Hansen', 'Henrik Johansen'],
  fi: ['Aino Korhonen', 'Mikko Nieminen'],
  uk: ['James Taylor', 'Charlotte Brown'],
};
const TEAM: Record<CountryCode, string[]> = {
  dk: ['Sofie Larsen', 'Jonas Poulsen', 'Ida Christensen', 'Emil Rasmussen', 'Freja Andersen', 'Mikkel Jensen'],
  no: ['Sigrid Olsen', 'Henrik Johansen', 'Nora Hansen', 'Ola Nordmann'],
  fi: ['Laura Mäkinen', 'Mikko Nieminen', 'Aino Korhonen', 'Eero Laine'],
  uk: ['Harry Wilson', 'Charlotte Brown', 'James Taylor', 'Olivia Evans'],
};

const STEP_UNIT: Record<MeetingType, [number, dayjs.ManipulateType]> = {
  Weekly: [1, 'week'],
  BiWeekly: [2, 'week'],
  Monthly: [1, 'month'],
  Quarterly: [3, 'month'],
  BiAnnually: [6, 'month'],
  Annually: [1, 'year'],
};

/**
 * Meeting definitions for every country (and one venue's own), rules, and for each venue the meetings held in
 * past periods (ended), plus the current week's meeting (created) and this month's (in progress) at some venues.
 */
export async function seedMeetings({ db, random, today, past }: SeedContext): Promise<void> {
  const countries: CountryCode[] = ['dk', 'no', 'fi', 'uk'];
  const defs: (SeedMeeting & { country: CountryCode; venueId: string | null; isActive: boolean })[] = countries.flatMap((country) =>
    COUNTRY_MEETINGS.map((m) => ({ country, venueId: null as string | null, title: m.title, type: m.type, steps: m.steps, description: m.description, isActive: true, held: m.held, report: m.report })),
  );
  const reports = await db.selectFrom('cockpitReports').select(['id', 'name', 'reportId', 'workspaceId']).execute();
  const reportOf = (reportId: string | undefined) => reports.find((r) => r.reportId === reportId) ?? null;
  defs.push({ country: 'dk', venueId: 'venue-dk-norrebro', title: 'Bar standards check-in', type: 'BiWeekly', steps: ['venueTaskReview', 'summary'], description: 'Every other Tuesday with the bar team: specs, stock and cleanliness.', isActive: true, held: 4 });
  defs.push({ country: 'dk', venueId: null, title: 'Monday huddle (retired)', type: 'Weekly', steps: ['summary'], description: 'Replaced by the weekly venue meeting.', isActive: false, held: 0 });
  const inserted = await db
    .insertInto('meetings')
    .values(defs.map(({ held: _held, report, ...d }) => ({ ...d, steps: JSON.stringify(d.steps), powerBiReportId: reportOf(report)?.id ?? null, createdBy: 'user-hq' })))
    .returning(['id', 'country', 'venueId', 'title', 'type', 'steps', 'isActive', 'powerBiReportId'])
    .execute();
  const held = new Map(defs.map((d, i) => [inserted[i].id, d.held]));
  // What an instance keeps of its meeting, as POST /MeetingInstances stores it.
  const snapshot = (meeting: (typeof inserted)[number]) => {
    const report = reports.find((r) => r.id === meeting.powerBiReportId);
    return JSON.stringify({ title: meeting.title, type: meeting.type, steps: meeting.steps, powerBi: report ? { name: report.name, reportId: report.reportId, workspaceId: report.workspaceId } : null });
  };

  const instances: Record<string, unknown>[] = [];
  for (const venue of VENUES) {
    const local = today.tz(venue.timeZone, true);
    const meetings = inserted.filter((m) => m.isActive && m.country === venue.country && (!m.venueId || m.venueId === venue.id));
    for (const meeting of meetings) {
      const type = meeting.type as MeetingType;
      const [size, unit] = STEP_UNIT[type];
      for (let back = held.get(meeting.id) ?? 0; back >= 1; back--) {
        const when = local.subtract(back * size, unit).hour(10).minute(0).second(0).millisecond(0);
        const { year, period } = periodOf(type, when.format('YYYY-MM-DD'));
        const attendees = TEAM[venue.country].filter(() => random.chance(0.7));
        const ended = when.add(random.int(45, 110), 'minute');
        instances.push({
          meetingId: meeting.id,
          venueId: venue.id,
          when: when.toDate(),
          whenYear: year,
          period,
          meeting: snapshot(meeting),
          status: 'ended',
          facilitator: random.pick(FACILITATORS[venue.country]),
          attendees: JSON.stringify(attendees.length ? attendees : TEAM[venue.country].slice(0, 2)),
          notes: random.chance(0.6) ? random.pick(['Good week: sales 6% over budget.', 'Two new bartenders start Monday; buddy plan agreed.', 'Terrace heaters need service before the weekend.', 'Guest score dipped on Saturday: queue at the bar.']) : null,
          startedAt: when.toDate(),
          endedAt: ended.toDate(),
          createdBy: 'user-vm',
        });
      }
      // The current period: the weekly meeting is planned (not started) at every other venue; the monthly review is under way at a few.
      const current = periodOf(type, local.format('YYYY-MM-DD'));
      const base = { meetingId: meeting.id, venueId: venue.id, whenYear: current.year, period: current.period, meeting: snapshot(meeting), createdBy: 'user-vm' };
      if (type === 'Weekly' && VENUES.indexOf(venue) % 2 === 0) instances.push({ ...base, when: local.hour(9).minute(0).second(0).toDate(), status: 'created', attendees: JSON.stringify([]) });
      if (type === 'Monthly' && ['venue-dk-norrebro', 'venue-no-grunerlokka', 'venue-uk-soho'].includes(venue.id)) {
        instances.push({ ...base, when: past(local.hour(9)).toDate(), status: 'started', facilitator: FACILITATORS[venue.country][0], attendees: JSON.stringify(TEAM[venue.country].slice(0, 3)), startedAt: past(local.hour(9).minute(5)).toDate() });
      }
    }
  }
  for (let i = 0; i < instances.length; i += 200) await db.insertInto('meetingInstances').values(instances.slice(i, i + 200)).execute();

  const weekly = (country: string) => inserted.find((m) => m.country === country && m.title === 'Weekly venue meeting')!.id;
  await db
    .insertInto('meetingNotificationRules')
    .values([
      { country: 'dk', type: 'meetingEnded', name: 'Meeting notes to the regional team', meetingId: null, recipientRoles: JSON.stringify(['rm', 'cd']), title: '{meetingTitle} held at {venueName}', message: 'The notes of {meetingTitle} at {venueName} are ready in the portal.', isActive: true, createdBy: 'user-hq' },
      { country: 'dk', type: 'inactivity', name: 'No weekly meeting for two weeks', meetingId: weekly('dk'), inactivitySeconds: 1209600, recipientRoles: JSON.stringify(['vm', 'cd']), title: 'No {meetingTitle} at {venueName} for two weeks', message: '{venueName} has not held {meetingTitle} for two weeks. Plan one this week.', isActive: true, createdBy: 'user-hq' },
      { country: 'no', type: 'meetingEnded', name: 'Referat til regionsjef', meetingId: null, recipientRoles: JSON.stringify(['rm']), title: '{meetingTitle} holdt på {venueName}', message: 'Referatet fra {meetingTitle} på {venueName} ligger i portalen.', isActive: true, createdBy: 'user-hq' },
      { country: 'fi', type: 'inactivity', name: 'Ei kuukausikatsausta', meetingId: null, inactivitySeconds: 5259486, recipientRoles: JSON.stringify(['vm', 'svm']), title: '{venueName}: kokouksia ei ole pidetty', message: '{venueName} ei ole pitänyt kokousta ({meetingTitle}) kahteen kuukauteen.', isActive: true, createdBy: 'user-hq' },
      { country: 'uk', type: 'meetingEnded', name: 'Meeting ended (paused)', meetingId: weekly('uk'), recipientRoles: JSON.stringify(['svm']), title: '{meetingTitle} ended at {venueName}', message: null, isActive: false, createdBy: 'user-hq' },
    ])
    .execute();
}
