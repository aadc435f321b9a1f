import type {
  EmailSyncAccountsAddAliasInput,
  EmailSyncAccountsCreateInput,
  EmailSyncAccountsDeleteInput,
  EmailSyncAccountsGetListInput,
  EmailSyncAccountsRemoveAliasInput,
} from '@generated/server/resources/emailSyncAccounts';
import { sql } from 'kysely';
import { lockKey } from '../../api/transaction';
import { defineAction, type RequestContext } from '../../api/action';
import { conflict, notFound } from '../../api/errors';
import { getVenueOrThrow } from '../shell/venueLookup';
import { venuesAskedFor } from './access';

const PERMISSION = 'vp.crm.engageconfiguration.view';

/** The venue's mailbox, its row locked until the request ends: its aliases are read, changed and written back. */
async function accountAt(ctx: RequestContext, venueId: string, syncEmail: string) {
  const account = await ctx.db
    .selectFrom('emailSyncAccounts')
    .selectAll()
    .where('venueId', '=', venueId)
    .where(sql`lower(sync_email)`, '=', syncEmail.toLowerCase())
    .forUpdate()
    .executeTakeFirst();
  if (!account) throw notFound(`The mailbox ${syncEmail} of the venue`);
  return account;
}

/**
 * An address is a mailbox or an alias of exactly one account. Addresses are handed out one request at a time (an
 * advisory lock until the request ends), so two accounts cannot take one address at the same moment.
 */
async function assertAddressFree(ctx: RequestContext, address: string) {
  await lockKey(ctx.db, 'email-sync-addresses');
  const lower = address.toLowerCase();
  const clash = await ctx.db
    .selectFrom('emailSyncAccounts')
    .select(['syncEmail'])
    .where((eb) => eb.or([eb(sql`lower(sync_email)`, '=', lower), sql<boolean>`exists (select 1 from jsonb_array_elements_text(aliases) a where lower(a) = ${lower})`]))
    .executeTakeFirst();
  if (clash) throw conflict(`${address} is already in use by the mailbox ${clash.syncEmail}`);
}

export const list = defineAction(async (ctx, { query }: EmailSyncAccountsGetListInput) => {
  const venues = venuesAskedFor(ctx, PERMISSION, query.venueId ? [query.venueId] : undefined);
  if (!venues.length) return [];
  const rows = await ctx.db
    .selectFrom('emailSyncAccounts')
    .innerJoin('venues', 'venues.id', 'emailSyncAccounts.venueId')
    .selectAll('emailSyncAccounts')
    .select('venues.name as venueName')
    .where('emailSyncAccounts.venueId', 'in', venues)
    .orderBy('venues.name')
    .orderBy('emailSyncAccounts.syncEmail')
    .execute();
  return rows.map((r) => ({ ...r, aliases: r.aliases ?? [], lastSyncAt: r.lastSyncAt ? r.lastSyncAt.toISOString() : null }));
});

export const add = defineAction(async (ctx, { body }: EmailSyncAccountsCreateInput) => {
  await getVenueOrThrow(ctx, body.venueId, 'body.venueId');
  await assertAddressFree(ctx, body.syncEmail);
  return ctx.db
    .insertInto('emailSyncAccounts')
    .values({ venueId: body.venueId, syncEmail: body.syncEmail.toLowerCase(), aliases: JSON.stringify([]), status: 'Pending', createdBy: ctx.user.userId, updatedBy: ctx.user.userId })
    .returningAll()
    .executeTakeFirstOrThrow();
});

/** Stops synchronising; the threads already in the inbox stay. */
export const remove = defineAction(async (ctx, { query }: EmailSyncAccountsDeleteInput) => {
  const account = await accountAt(ctx, query.venueId, query.syncEmail);
  await ctx.db.deleteFrom('emailSyncAccounts').where('id', '=', account.id).execute();
});

export const addAlias = defineAction(async (ctx, { body }: EmailSyncAccountsAddAliasInput) => {
  const account = await accountAt(ctx, body.venueId, body.syncEmail);
  await assertAddressFree(ctx, body.alias);
  const aliases = [...(account.aliases ?? []), body.alias.toLowerCase()].sort();
  return ctx.db.updateTable('emailSyncAccounts').set({ aliases: JSON.stringify(aliases), updatedAt: ctx.now, updatedBy: ctx.user.userId }).where('id', '=', account.id).returningAll().executeTakeFirstOrThrow();
});

export const removeAlias = defineAction(async (ctx, { query }: EmailSyncAccountsRemoveAliasInput) => {
  const account = await accountAt(ctx, query.venueId, query.syncEmail);
  const aliases = account.aliases ?? [];
  if (!aliases.some((a) => a.toLowerCase() === query.alias.toLowerCase())) throw notFound(`The alias ${query.alias} of ${account.syncEmail}`);
  return ctx.db
    .updateTable('emailSyncAccounts')
    .set({ aliases: JSON.stringify(aliases.filter((a) => a.toLowerCase() !== query.alias.toLowerCase())), updatedAt: ctx.now, updatedBy: ctx.user.userId })
    .where('id', '=', account.id)
    .returningAll()
    .executeTakeFirstOrThrow();
});
