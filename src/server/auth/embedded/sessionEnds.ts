import type { SessionRegistry } from '../sessions';
import type { OidcContext, OidcProvider } from './oidc';

/**
 * Ends the portal's session when the provider's ends: at sign-out, and when a refresh token that was already replaced
 * comes back (oidc-provider then revokes the grant; the session's access tokens go with it, so whoever holds any of
 * them must sign in again). Runs after the endpoint has answered and before the answer is sent, so the session has
 * ended when the browser gets it.
 */
export function endSessions(sessions: SessionRegistry) {
  return async (ctx: OidcContext, next: () => Promise<void>): Promise<void> => {
    await next();
    const route = ctx.oidc?.route;
    if (route === 'end_session_confirm' && ctx.status === 303) {
      const { uid, accountId } = ctx.oidc.session;
      if (accountId) await sessions.end({ sid: uid, userId: accountId }, 'sign-out');
      return;
    }
    const used = ctx.oidc?.entities.RefreshToken;
    if (route === 'token' && ctx.status === 400 && used?.consumed && used.sessionUid && used.accountId) {
      await sessions.end({ sid: used.sessionUid, userId: used.accountId }, 'refresh-token-reuse');
    }
  };
}

/**
 * However a session ends (also by the portal's `POST /auth/sign-out`), the provider's session goes too: no token can
 * be renewed in it, and a new sign-in starts a new session instead of silently continuing the ended one.
 */
export function endProviderSessions(sessions: SessionRegistry, provider: OidcProvider): void {
  sessions.onEnd(async ({ sid }) => {
    if (sid) await (await provider.Session.findByUid(sid))?.destroy();
  });
}
