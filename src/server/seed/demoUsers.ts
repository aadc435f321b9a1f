/** The people of the demo; the embedded sign-in page lists them with their password. */
export interface DemoUser {
  id: string;
  userName: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  tags: string[];
  locale: 'eng' | 'dan' | 'swe' | 'nor' | 'fin';
  /** What the user does, as the sign-in page shows it. */
  role: string;
}

export const DEMO_PASSWORD = 'venue-demo';

export const DEMO_USERS: DemoUser[] = [
  { id: 'user-hq', userName: 'anna.holm@venueportal.test', name: 'Anna Holm', firstName: 'Anna', lastName: 'Holm', email: 'anna.holm@venueportal.test', tags: ['hq', 'hqdk'], locale: 'dan', role: 'Head office (global permissions)' },
  { id: 'user-cd', userName: 'mads.kjaer@venueportal.test', name: 'Mads Kjær', firstName: 'Mads', lastName: 'Kjær', email: 'mads.kjaer@venueportal.test', tags: ['level:rm'], locale: 'dan', role: 'Country director, Denmark' },
  { id: 'user-rm', userName: 'ingrid.berg@venueportal.test', name: 'Ingrid Berg', firstName: 'Ingrid', lastName: 'Berg', email: 'ingrid.berg@venueportal.test', tags: ['level:rm'], locale: 'nor', role: 'Regional manager, Oslo region' },
  { id: 'user-vm', userName: 'lars.nielsen@venueportal.test', name: 'Lars Nielsen', firstName: 'Lars', lastName: 'Nielsen', email: 'lars.nielsen@venueportal.test', tags: ['level:cm'], locale: 'dan', role: 'Venue manager of two Copenhagen venues' },
  { id: 'user-sm', userName: 'sofie.larsen@venueportal.test', name: 'Sofie Larsen', firstName: 'Sofie', lastName: 'Larsen', email: 'sofie.larsen@venueportal.test', tags: [], locale: 'dan', role: 'Shift manager' },
  { id: 'user-cm', userName: 'emma.virtanen@venueportal.test', name: 'Emma Virtanen', firstName: 'Emma', lastName: 'Virtanen', email: 'emma.virtanen@venueportal.test', tags: [], locale: 'fin', role: 'Channel marketing manager, Finland' },
  { id: 'user-gr', userName: 'oliver.smith@venueportal.test', name: 'Oliver Smith', firstName: 'Oliver', lastName: 'Smith', email: 'oliver.smith@venueportal.test', tags: [], locale: 'eng', role: 'Guest relations, United Kingdom' },
];
