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
import { badRequest, conflict } from '../../api/errors';
import { lockKey } from '../../api/transaction';
import { getVenueOrThrow } from '../shell/venueLookup';

type Section = 'address' | 'general' | 'openingHours';

/** Each section's own version, so that people editing different sections of one venue do not clash. */
const VERSION_OF = { address: 'addressVersion', general: 'generalVersion', openingHours: 'openingHoursVersion' } as const;
const NAME_OF: Record<Section, string> = { address: 'address', general: 'general information', openingHours: 'opening hours' };

async function infoOf(ctx: RequestContext, venueId: string): Promise<VenueInfoRecord | null> {
  const { records } = await ctx.store.list(venueInfoResource, { match: { venueId } });
  return (records[0] as unknown as VenueInfoRecord) ?? null;
}

/** A section as the API answers it: its value with its version, or null before its first save. */
function withVersion<S extends Section>(info: VenueInfoRecord | null, section: S) {
  const value = info?.[section];
  return value ? { ...value, version: Number(info?.[VERSION_OF[section]] ?? 0) } : null;
}

/**
 * One record per venue, created on its first save; each section is saved on its own, made from the version the
 * browser read (0 before the first save). Saves of a venue run one at a time (an advisory lock: the record may not
 * exist yet), so of two made from one version the second is refused with 409 instead of overwriting the first.
 */
async function saveSection<S extends Section>(ctx: RequestContext, venueId: string, section: S, value: VenueInfoRecord[S], version: number) {
  await getVenueOrThrow(ctx, venueId);
  await lockKey(ctx.db, `venue-info:${venueId}`);
  const current = await infoOf(ctx, venueId);
  const stored = Number(current?.[VERSION_OF[section]] ?? 0);
  if (stored !== version) throw conflict(`The ${NAME_OF[section]} of this venue was changed by someone else (now version ${stored}, yours ${version}). Reload it and make your change again.`);
  const fields = { [section]: value, [VERSION_OF[section]]: stored + 1 };
  const saved = current ? await ctx.store.setFields(venueInfoResource, current.id, fields) : await ctx.store.create(venueInfoResource, { venueId, ...fields });
  return saved as unknown as VenueInfoRecord;
}

export const getAddress = defineAction(async (ctx, { headers }: VenueInfoGetAddressInput) => withVersion(await infoOf(ctx, headers.venueid), 'address'));

export const setAddress = defineAction(async (ctx, { headers, body }: VenueInfoSetAddressInput) => {
  const { version, ...address } = body;
  return withVersion(await saveSection(ctx, headers.venueid, 'address', address, version), 'address');
});

export const getGeneral = defineAction(async (ctx, { headers }: VenueInfoGetGeneralInput) => withVersion(await infoOf(ctx, headers.venueid), 'general'));

/** The whole section is sent (the body declares it `whole`): a field left out is 400, `null` clears it. */
export const setGeneral = defineAction(async (ctx, { headers, body }: VenueInfoSetGeneralInput) => {
  const { version, ...general } = body;
  return withVersion(await saveSection(ctx, headers.venueid, 'general', general, version), 'general');
});

/** Opening hours are kept in the venue's time zone; the answer names it so the browser can show local time. */
export const getOpeningHours = defineAction(async (ctx, { headers }: VenueInfoGetOpeningHoursInput) => {
  const venue = await getVenueOrThrow(ctx, headers.venueid);
  const info = await infoOf(ctx, headers.venueid);
  const hours = info?.openingHours ?? [];
  return { timeZone: venue.timeZone ?? 'Europe/Copenhagen', openingHours: [...hours].sort((a, b) => a.weekday - b.weekday), version: Number(info?.openingHoursVersion ?? 0) };
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
  const saved = await saveSection(ctx, headers.venueid, 'openingHours', normalised, body.version);
  return { timeZone: venue.timeZone ?? 'Europe/Copenhagen', openingHours: saved.openingHours ?? [], version: Number(saved.openingHoursVersion ?? 0) };
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
