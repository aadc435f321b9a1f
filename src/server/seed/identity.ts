import { hashPassword } from '../auth/passwords';
import type { SeedContext } from './context';
import { DEMO_PASSWORD, DEMO_USERS } from './demoUsers';
import { REGIONS, VENUES } from './places';
import { ROLES } from './roles';

const STAFF = [
  ['Mikkel', 'Jensen', 'dk'],
  ['Freja', 'Andersen', 'dk'],
  ['Jonas', 'Poulsen', 'dk'],
  ['Ida', 'Christensen', 'dk'],
  ['Emil', 'Rasmussen', 'dk'],
  ['Nora', 'Hansen', 'no'],
  ['Henrik', 'Johansen', 'no'],
  ['Sigrid', 'Olsen', 'no'],
  ['Aino', 'Korhonen', 'fi'],
  ['Mikko', 'Nieminen', 'fi'],
  ['Laura', 'Mäkinen', 'fi'],
  ['James', 'Taylor', 'uk'],
  ['Charlotte', 'Brown', 'uk'],
  ['Harry', 'Wilson', 'uk'],
] as const;

const LOCALE = { dk: 'dan', no: 'nor', fi: 'fin', uk: 'eng' } as const;

/** Regions, venues, roles, the demo users with their sign-in, venue staff and role instances with validity periods. */
export async function seedIdentity({ db, today }: SeedContext): Promise<void> {
  await db.insertInto('regions').values(REGIONS.map((r) => ({ id: r.id, name: r.name, country: r.country }))).execute();
  await db
    .insertInto('venues')
    .values(VENUES.map((v) => ({ id: v.id, name: v.name, shortName: v.shortName, country: v.country, timeZone: v.timeZone, regionId: v.regionId, isActive: true, logoUrl: null })))
    .execute();
  await db.insertInto('roles').values(ROLES.map((r) => ({ roleId: r.roleId, name: r.name, permissions: JSON.stringify(r.permissions) }))).execute();

  await db
    .insertInto('users')
    .values(DEMO_USERS.map((u) => ({ id: u.id, userName: u.userName, name: u.name, firstName: u.firstName, lastName: u.lastName, email: u.email, tags: JSON.stringify(u.tags), locale: u.locale })))
    .execute();
  const hash = await hashPassword(DEMO_PASSWORD);
  await db.insertInto('authCredentials').values(DEMO_USERS.map((u) => ({ userId: u.id, userName: u.userName, passwordHash: hash }))).execute();

  const staff = STAFF.map(([first, last, country], i) => ({
    id: `user-staff-${i + 1}`,
    userName: `${first}.${last}@venueportal.test`.toLowerCase().replace(/ä/g, 'a'),
    name: `${first} ${last}`,
    firstName: first,
    lastName: last,
    email: `${first}.${last}@venueportal.test`.toLowerCase().replace(/ä/g, 'a'),
    phone: `+${country === 'dk' ? 45 : country === 'no' ? 47 : country === 'fi' ? 358 : 44} ${20 + i} ${10 + i} ${30 + i} ${40 + i}`,
    tags: JSON.stringify([]),
    locale: LOCALE[country],
    country,
  }));
  await db.insertInto('users').values(staff.map(({ country: _country, ...u }) => u)).execute();

  const from = today.subtract(18, 'month').format('YYYY-MM-DD');
  const until = today.add(2, 'year').format('YYYY-MM-DD');
  const instance = (userId: string, roleId: string, venueId: string | null, validFromDate = from, validToDate: string | null = until, isDeactivated = false) => ({
    userId,
    roleId,
    venueId,
    validFromDate,
    validToDate,
    isDeactivated,
  });
  const byCountry = (c: string) => VENUES.filter((v) => v.country === c).map((v) => v.id);
  const instances = [
    instance('user-hq', 'hq', null),
    ...byCountry('dk').map((v) => instance('user-cd', 'cd', v)),
    ...VENUES.filter((v) => v.regionId === 'region-no-osl').map((v) => instance('user-rm', 'rm', v.id)),
    instance('user-vm', 'vm', 'venue-dk-norrebro'),
    instance('user-vm', 'vm', 'venue-dk-vesterbro'),
    // An ended assignment, kept for history: it grants nothing now.
    instance('user-vm', 'vm', 'venue-dk-aarhus', today.subtract(2, 'year').format('YYYY-MM-DD'), today.subtract(6, 'month').format('YYYY-MM-DD')),
    instance('user-sm', 'sm', 'venue-dk-norrebro'),
    ...byCountry('fi').map((v) => instance('user-cm', 'cmm', v)),
    ...byCountry('uk').map((v) => instance('user-gr', 'gr', v)),
  ];
  const rolesFor = ['svm', 'avm', 'sm', 'smt', 'sm', 'fla'];
  staff.forEach((s, i) => {
    const venues = VENUES.filter((v) => v.country === s.country);
    const venue = venues[i % venues.length];
    instances.push(instance(s.id, rolesFor[i % rolesFor.length], venue.id));
    if (i % 4 === 0) instances.push(instance(s.id, 'sm', venues[(i + 1) % venues.length].id, today.add(1, 'month').format('YYYY-MM-DD')));
    if (i % 5 === 0) instances.push(instance(s.id, 'sm', venue.id, from, until, true));
  });
  await db.insertInto('roleInstances').values(instances).execute();
}
