/** An end-of-day report as the cockpit shows it. */
export interface CockpitEodReport {
  id: string;
  date: string;
  status: 'draft' | 'sent';
  late: boolean;
  sentAt: string | null;
}

/** What the domain actions of cockpit answer: the contract between `src/server/domain/venue/venueCockpit.ts` and the typed calls. */
export interface VenueCockpitResults {
  overview: {
    venue: {
      id: string;
      name: string;
      country: 'dk' | 'no' | 'fi' | 'uk' | null;
      timeZone: string;
    };
    today: string;
    tasks: {
      year: number;
      week: number;
      total: number;
      done: number;
      open: number;
      overdue: number;
      todayTotal: number;
      todayOpen: {
        id: string;
        title: string;
        roleTypeId: '' | 'vm' | 'sm' | 'hq';
      }[];
      todayOpenCount: number;
    } | null;
    todos: {
      roles: ('vm' | 'svm' | 'avm' | 'sm' | 'vm-test' | 'sm-test')[];
      dueToday: number;
      overdue: number;
      flagged: number;
      items: {
        id: string;
        title: string;
        role: 'vm' | 'svm' | 'avm' | 'sm' | 'vm-test' | 'sm-test';
        startDate: string;
        flagged: boolean;
        overdue: boolean;
      }[];
    } | null;
    lists: {
      latest: {
        id: string;
        listId: string | null;
        listType: 'FireProtectionMeasures' | 'VenueVisitLight' | 'BarsWithRestaurantsThorough' | 'BarsAndNightclubsThorough' | 'CompetitorVisit' | 'MaintenanceReviewLight' | 'MaintenanceReviewThorough';
        title: Partial<Record<'eng' | 'dan' | 'swe' | 'nor' | 'fin', string | null>> | null;
        completedOn: string;
        score: number | null;
        hasCriticalFailure: boolean;
      }[];
    } | null;
    eod: {
      businessDay: string;
      current: CockpitEodReport | null;
      previous: CockpitEodReport | null;
    } | null;
    meetings: {
      openCount: number;
      open: {
        id: string;
        title: string;
        type: string | null;
        status: 'created' | 'started';
        when: string | null;
        whenYear: number | null;
        period: number | null;
      }[];
    } | null;
    activation: {
      from: string;
      to: string;
      events: {
        id: string;
        date: string;
        title: string;
        startTime: string | null;
        category: 'music' | 'sports' | 'theme' | 'promotion' | 'holiday' | 'other' | null;
      }[];
    } | null;
    notifications: {
      unread: number;
      latest: {
        id: string;
        title: string;
        link: string | null;
        createdAt: string;
        venueId: string | null;
        kind: 'mention' | null;
        params: { author?: string | null; place?: 'news' | 'activationPlan' | 'meeting' | null; name?: string | null } | null;
      }[];
    };
  };
}
