import type {
  VenueInfoGetAddressInput,
  VenueInfoGetGeneralInput,
  VenueInfoGetOpeningHoursInput,
  VenueInfoGetUsersInput,
  VenueInfoSetAddressInput,
  VenueInfoSetGeneralInput,
  VenueInfoSetOpeningHoursInput,
} from '@generated/server/resources/venueInfo';
import { venueInfoResource } from '@generated/server/resources/venueInfo';
import type { VenueInfoRecord } from '@generated/shared/types/venueInfo';
import { isRoleInstanceActive, type RoleInstance } from '@/shared/permissions';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest } from '../../api/errors';
import { getVenueOrThrow } from '../shell/venueLookup';

type Section = 'address' | 'general' | 'openingHours';

async function infoOf(ctx: RequestContext, venueId: string): Promise<VenueInfoRecord | null> {
  const { records } = await ctx.store.list(venueInfoResource, { match: { venueId } });
  return (records[0] as unknown as VenueInfoRecord) ?? null;
}

/** One record per venue, created on its first save; sections are saved independently of each other. */
async function saveSection<S extends Section>(ctx: RequestContext, venueId: string, section: S, value: VenueInfoRecord[S]) {
  await getVenueOrThrow(ctx, venueId);
  const current = await infoOf(ctx, venueId);
  const saved = current
    ? await ctx.store.update(venueInfoResource, current.id, { [section]: value }, { patch: true })
    : await ctx.store.create(venueInfoResource, { venueId, [section]: value });
  return (saved as unknown as VenueInfoRecord)[section] ?? null;
}

export const getAddress = defineAction(async (ctx, { headers }: VenueInfoGetAddressInput) => (await infoOf(ctx, headers.venueid))?.address ?? null);

export const setAddress = defineAction(async (ctx, { headers, body }: VenueInfoSetAddressInput) => saveSection(ctx, headers.venueid, 'address', body));

export const getGeneral = defineAction(async (ctx, { headers }: VenueInfoGetGeneralInput) => (await infoOf(ctx, headers.venueid))?.general ?? null);

export const setGeneral = defineAction(async (ctx, { headers, body }: VenueInfoSetGeneralInput) => saveSection(ctx, headers.venueid, 'general', body));

/** Opening hours are kept in the venue's time zone; the answer names it so the browser can show local time. */
export const getOpeningHours = defineAction(async (ctx, { headers }: VenueInfoGetOpeningHoursInput) => {
  const venue = await getVenueOrThrow(ctx, headers.venueid);
  const hours = (await infoOf(ctx, headers.venueid))?.openingHours ?? [];
  return { timeZone: venue.timeZone ?? 'Europe/Copenhagen', openingHours: [...hours].sort((a, b) => a.weekday - b.weekday) };
});

export const setOpeningHours = defineAction(async (ctx, { headers, body }: VenueInfoSetOpeningHoursInput) => {
  const seen = new Set<number>();
  body.openingHours.forEach((entry, index) => {
    if (seen.has(entry.weekday)) throw badRequest(`body.openingHours.${index}.weekday`, 'each weekday can be given once');
    seen.add(entry.weekday);
    if (!entry.closed) {
      if (!entry.opens) throw badRequest(`body.openingHours.${index}.opens`, 'is required unless the venue is closed that day');
      if (!entry.closes) throw badRequest(`body.openingHours.${index}.closes`, 'is required unless the venue is closed that day');
      if (entry.opens === entry.closes) throw badRequest(`body.openingHours.${index}.closes`, 'must differ from the opening time');
    }
  });
  const normalised = [...body.openingHours]
    .sort((a, b) => a.weekday - b.weekday)
    .map((e) => ({ weekday: e.weekday, closed: Boolean(e.closed), opens: e.closed ? null : e.opens!, closes: e.closed ? null : e.closes! }));
  const venue = await getVenueOrThrow(ctx, headers.venueid);
  return { timeZone: venue.timeZone ?? 'Europe/Copenhagen', openingHours: await saveSection(ctx, headers.venueid, 'openingHours', normalised) };
});

/** The people holding a role at the venue now, each with all their roles there. */
export const getUsers = defineAction(async (ctx, { headers }: VenueInfoGetUsersInput) => {
  const rows = await ctx.db
    .selectFrom('roleInstances')
    .innerJoin('users', 'users.id', 'roleInstances.userId')
    .select(['users.id', 'users.name', 'users.email', 'users.phone', 'roleInstances.roleId', 'roleInstances.isDeactivated', 'roleInstances.validFromDate', 'roleInstances.validToDate'])
    .where('roleInstances.venueId', '=', headers.venueid)
    .orderBy('users.name')
    .execute();
  const users = new Map<string, { userId: string; name: string; email: string | null; phone: string | null; roles: string[] }>();
  for (const row of rows) {
    if (!isRoleInstanceActive(row as RoleInstance, ctx.now)) continue;
    const user = users.get(row.id) ?? { userId: row.id, name: row.name ?? '', email: row.email ?? null, phone: row.phone ?? null, roles: [] };
    if (row.roleId && !user.roles.includes(row.roleId)) user.roles.push(row.roleId);
    users.set(row.id, user);
  }
  return [...users.values()];
});
