import type { CookiesSaveInput } from '@generated/server/resources/cookies';
import { cookiesResource } from '@generated/server/resources/cookies';
import { defineAction } from '../../api/action';
import { badRequest } from '../../api/errors';
import { upsert } from './records';

/** Session storage lives as long as the tab: always a session entry. A persistent entry says when it expires; a session entry does not. */
function checkCookie(data: Record<string, unknown>) {
  if (data.method === 'SessionStorage' && data.type !== 'Session') throw badRequest('body.type', 'session storage is always Session');
  if (data.type === 'Persistent' && !data.expiryDays) throw badRequest('body.expiryDays', 'is required for a persistent entry');
  if (data.type === 'Session' && data.expiryDays) throw badRequest('body.expiryDays', 'a session entry has no expiry');
}

export const save = defineAction(async (ctx, { body }: CookiesSaveInput) => upsert(ctx, cookiesResource, body, checkCookie));
