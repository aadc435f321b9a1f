import type {
  PosVenuesCreateInput,
  PosVenuesCreateLocationInput,
  PosVenuesCreateStorageInput,
  PosVenuesDeleteInput,
  PosVenuesDeleteLocationInput,
  PosVenuesDeleteStorageInput,
  PosVenuesGetSettingsInput,
  PosVenuesUpdateLocationInput,
  PosVenuesUpdateSettingsInput,
  PosVenuesUpdateStorageInput,
} from '@generated/server/resources/posVenues';
import { posVenuesResource } from '@generated/server/resources/posVenues';
import type { PosVenueRecord } from '@generated/shared/types/posVenues';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, conflict, notFound } from '../../api/errors';
import { assertIn, assertVersion, lockRow, newId, settingIds, settingsOf, venueCountry } from './common';

type Storage = PosVenueRecord['storages'][number];
type Location = PosVenueRecord['locations'][number];

/** The POS venue, locked for the rest of the request so that concurrent changes of its storages apply in turn. */
async function lockedVenue(ctx: RequestContext, venueId: string): Promise<PosVenueRecord> {
  const row = await ctx.db.selectFrom('posVenues').select('id').where('venueId', '=', venueId).executeTakeFirst();
  if (!row) throw notFound(`POS venue ${venueId}`);
  await lockRow(ctx, 'pos_venues', row.id, 'POS venue');
  return (await ctx.store.getOrThrow(posVenuesResource, row.id)) as unknown as PosVenueRecord;
}

async function save(ctx: RequestContext, venue: PosVenueRecord, changes: Partial<Pick<PosVenueRecord, 'storages' | 'locations' | 'settings'>>): Promise<PosVenueRecord> {
  return (await ctx.store.setFields(posVenuesResource, venue.id, changes)) as unknown as PosVenueRecord;
}

function uniqueName(items: { name: string }[], name: string, field: string, what: string) {
  if (items.some((i) => i.name.trim().toLowerCase() === name.trim().toLowerCase())) throw conflict(`The venue has a ${what} named "${name.trim()}" already.`);
  void field;
}

function storageOf(venue: PosVenueRecord, storageId: string, field: string): Storage {
  const storage = (venue.storages ?? []).find((s) => s.storageId === storageId);
  if (!storage) throw badRequest(field, `is not a storage of ${venue.name}`);
  return storage;
}

export const createVenue = defineAction(async (ctx, { params }: PosVenuesCreateInput) => {
  const venue = await venueCountry(ctx, params.id, 'id');
  const existing = await ctx.db.selectFrom('posVenues').select('id').where('venueId', '=', venue.id).executeTakeFirst();
  if (existing) throw conflict(`${venue.name} is a POS venue already.`);
  return ctx.store.create(posVenuesResource, {
    id: venue.id,
    venueId: venue.id,
    name: venue.name,
    country: venue.country,
    storages: [],
    locations: [],
    settings: { businessDayStartsAt: '06:00', tipsEnabled: true, serviceChargePercentage: 0 },
  });
});

export const deleteVenue = defineAction(async (ctx, { params }: PosVenuesDeleteInput) => {
  const venue = await lockedVenue(ctx, params.id);
  const terminals = await ctx.db.selectFrom('posDevices').select('id').where('venueId', '=', params.id).execute();
  if (terminals.length) throw conflict(`${venue.name} still has ${terminals.length} terminal(s); remove them first.`);
  await ctx.store.remove(posVenuesResource, venue.id);
});

export const createStorage = defineAction(async (ctx, { params, body }: PosVenuesCreateStorageInput) => {
  const venue = await lockedVenue(ctx, params.venueId);
  const storages = venue.storages ?? [];
  uniqueName(storages.map((s) => ({ name: s.storageName })), body.storageName, 'body.storageName', 'storage');
  return save(ctx, venue, { storages: [...storages, { storageId: newId(), storageName: body.storageName.trim() }] });
});

export const updateStorage = defineAction(async (ctx, { params, body }: PosVenuesUpdateStorageInput) => {
  const venue = await lockedVenue(ctx, params.venueId);
  storageOf(venue, params.storageId, 'storageId');
  const others = (venue.storages ?? []).filter((s) => s.storageId !== params.storageId);
  uniqueName(others.map((s) => ({ name: s.storageName })), body.storageName, 'body.storageName', 'storage');
  return save(ctx, venue, { storages: (venue.storages ?? []).map((s) => (s.storageId === params.storageId ? { ...s, storageName: body.storageName.trim() } : s)) });
});

export const deleteStorage = defineAction(async (ctx, { params }: PosVenuesDeleteStorageInput) => {
  const venue = await lockedVenue(ctx, params.venueId);
  const storage = storageOf(venue, params.storageId, 'storageId');
  const inside = (venue.locations ?? []).filter((l) => l.storageId === params.storageId);
  if (inside.length) throw conflict(`The storage ${storage.storageName} still has ${inside.length} location(s); move or remove them first.`);
  const stock = await ctx.db
    .selectFrom('stockMovements')
    .select((eb) => eb.fn.sum<number>('quantity').as('quantity'))
    .where('venueId', '=', params.venueId)
    .where('storageId', '=', params.storageId)
    .executeTakeFirst();
  if (Math.abs(Number(stock?.quantity ?? 0)) > 0.0001) throw conflict(`The storage ${storage.storageName} still holds stock; count or transfer it out first.`);
  // Products kept in it: receiving goods and transfers book into a product's storage, so open transfers are covered too.
  const kept = await ctx.db
    .selectFrom('assignedStockProducts as a')
    .leftJoin('stockProducts as p', 'p.id', 'a.stockProductId')
    .select(['p.name'])
    .where('a.venueId', '=', params.venueId)
    .where('a.storageId', '=', params.storageId)
    .orderBy('p.name')
    .execute();
  if (kept.length) {
    throw conflict(`The storage ${storage.storageName} is the storage of ${kept.length} stock product(s) of the venue (for example ${kept[0].name}); choose another storage for them first.`);
  }
  const count = await ctx.db
    .selectFrom('stockCounts')
    .select(['name', 'state'])
    .where('venueId', '=', params.venueId)
    .where('storageId', '=', params.storageId)
    .where('state', 'in', ['Draft', 'Active'])
    .orderBy('createdAt')
    .executeTakeFirst();
  if (count) throw conflict(`The storage ${storage.storageName} is counted by the ${count.state} count "${count.name}"; complete or cancel it first.`);
  const settings = venue.settings ?? {};
  return save(ctx, venue, {
    storages: (venue.storages ?? []).filter((s) => s.storageId !== params.storageId),
    ...(settings.receivingStorageId === params.storageId ? { settings: { ...settings, receivingStorageId: null } } : {}),
  });
});

export const createLocation = defineAction(async (ctx, { params, body }: PosVenuesCreateLocationInput) => {
  const venue = await lockedVenue(ctx, params.venueId);
  storageOf(venue, body.storageId, 'body.storageId');
  const locations = venue.locations ?? [];
  uniqueName(locations, body.name, 'body.name', 'location');
  const location: Location = { locationId: newId(), name: body.name.trim(), storageId: body.storageId };
  return save(ctx, venue, { locations: [...locations, location] });
});

export const updateLocation = defineAction(async (ctx, { params, body }: PosVenuesUpdateLocationInput) => {
  const venue = await lockedVenue(ctx, params.venueId);
  const locations = venue.locations ?? [];
  if (!locations.some((l) => l.locationId === body.locationId)) throw badRequest('body.locationId', `is not a location of ${venue.name}`);
  storageOf(venue, body.storageId, 'body.storageId');
  uniqueName(locations.filter((l) => l.locationId !== body.locationId), body.name, 'body.name', 'location');
  return save(ctx, venue, { locations: locations.map((l) => (l.locationId === body.locationId ? { ...l, name: body.name.trim(), storageId: body.storageId } : l)) });
});

export const deleteLocation = defineAction(async (ctx, { params }: PosVenuesDeleteLocationInput) => {
  const venue = await lockedVenue(ctx, params.venueId);
  const locations = venue.locations ?? [];
  const location = locations.find((l) => l.locationId === params.locationId);
  if (!location) throw badRequest('locationId', `is not a location of ${venue.name}`);
  const terminals = await ctx.db.selectFrom('posDevices').select('name').where('venueId', '=', params.venueId).where('locationId', '=', params.locationId).execute();
  if (terminals.length) throw conflict(`The location ${location.name} still has the terminal ${terminals[0].name}; move or remove it first.`);
  await ctx.db.updateTable('posFloorplans').set({ locationId: null }).where('venueId', '=', params.venueId).where('locationId', '=', params.locationId).execute();
  return save(ctx, venue, { locations: locations.filter((l) => l.locationId !== params.locationId) });
});

export const getSettings = defineAction(async (ctx, { params }: PosVenuesGetSettingsInput) => {
  const row = await ctx.db.selectFrom('posVenues').select(['id', 'version', 'settings']).where('venueId', '=', params.id).executeTakeFirst();
  if (!row) throw notFound(`POS venue ${params.id}`);
  return { ...(row.settings ?? {}), version: row.version };
});

export const updateSettings = defineAction(async (ctx, { params, body }: PosVenuesUpdateSettingsInput) => {
  const venue = await lockedVenue(ctx, params.id);
  assertVersion(venue, body.version, 'venue');
  const { version: _version, ...settings } = body;
  assertIn(settingIds(await settingsOf(ctx, venue.country)).priceGroups, settings.defaultPriceGroupId, 'body.defaultPriceGroupId', 'price group', venue.country);
  if (settings.receivingStorageId) storageOf(venue, settings.receivingStorageId, 'body.receivingStorageId');
  const saved = await save(ctx, venue, { settings: { ...venue.settings, ...settings } });
  return { ...saved.settings, version: saved.version };
});
