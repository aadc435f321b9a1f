import type { UsersGetOneInput } from '@generated/server/resources/users';
import { usersResource } from '@generated/server/resources/users';
import { hasPermissionAnyVenue } from '@/shared/permissions';
import type { StoredRecord } from '@/shared/records';
import type { Colleague } from '@/shared/shell/users';
import { defineAction } from '../../api/action';
import { forbidden, notFound } from '../../api/errors';

/** Reading other people's staff records. */
export const PEOPLE_PERMISSION = 'vp.idam.users.show';

/**
 * A staff record. One's own comes whole; another person's needs the people permission — refused before anything is
 * looked up, so that nobody learns which ids exist — and then carries only what a colleague is shown, never the phone,
 * tags or language.
 */
export const getOne = defineAction(async (ctx, { params }: UsersGetOneInput): Promise<StoredRecord | Colleague> => {
  const own = params.userId === ctx.user.userId;
  if (!own && !hasPermissionAnyVenue(ctx.user.permissions, PEOPLE_PERMISSION)) throw forbidden('You may see your own staff record only');
  const record = await ctx.store.get(usersResource, params.userId);
  if (!record) throw notFound(`User ${params.userId}`);
  if (own) return record;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return { id: String(record.id), name: String(record.name ?? ''), firstName: text(record.firstName), lastName: text(record.lastName), email: text(record.email) };
});
