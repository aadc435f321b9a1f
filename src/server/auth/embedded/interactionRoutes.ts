import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEMO_USERS } from '../../seed/demoUsers';
import { hashPassword, verifyPassword } from '../passwords';
import { findCredentials } from './accounts';
import { newNonce, pageCsp, renderPage } from './html';
import type { InteractionKit, InteractionRequest } from './interactionKit';
import { oidc, type InteractionDetails, type OidcProvider } from './oidc';
import { messagePage, resetRequestPage, signInPage, type DemoEntry } from './pages';
import { passwordResetHandlers, type ResetCodeDelivery } from './passwordReset';
import type { ProviderSetup } from './provider';
import { FORGOT_PASSWORD, MOUNT, RESET_CANCELLED } from './settings';

/** The sign-in and password-reset pages of an interaction, at `/oidc/interaction/:uid`. */
export async function interactionRoutes(provider: OidcProvider, { config, db, origins }: ProviderSetup, deliverResetCode: ResetCodeDelivery) {
  const kit: InteractionKit = {
    actionFor: (uid) => `${MOUNT}/interaction/${encodeURIComponent(uid)}`,
    field: (request, name) => request.body?.[name] ?? '',
    sendPage(reply, page, status = 200) {
      const nonce = newNonce();
      return reply
        .status(status)
        .header('content-security-policy', pageCsp(nonce, origins))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderPage(page, nonce));
    },
    async finish(request, reply, result) {
      const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
      return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
    },
    decoyHash: await hashPassword(randomBytes(16).toString('hex')),
  };
  const reset = passwordResetHandlers(db, kit, deliverResetCode);

  /** The demo users who can sign in here (none in a database that was not seeded with them). */
  async function demoUsers(): Promise<DemoEntry[]> {
    const present = await db.selectFrom('authCredentials').select('userName').where('userName', 'in', DEMO_USERS.map((u) => u.userName)).execute();
    const names = new Set(present.map((p) => p.userName));
    return DEMO_USERS.filter((u) => names.has(u.userName));
  }

  const showSignIn = async (reply: FastifyReply, uid: string, userName = '', error?: string) =>
    kit.sendPage(reply, signInPage(kit.actionFor(uid), { userName, error, demoUsers: await demoUsers() }), error ? 401 : 200);

  /** The interaction this browser is in, or a page telling the user to start again. */
  async function interactionOf(request: InteractionRequest, reply: FastifyReply): Promise<InteractionDetails | undefined> {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid === request.params.uid) return details;
    } catch (error) {
      if (!(error instanceof oidc.errors.SessionNotFound)) throw error;
    }
    const link = { href: `${config.publicUrl}/`, text: 'Open Venue Portal' };
    kit.sendPage(reply, messagePage('Sign-in expired', 'This sign-in page is no longer valid. Open Venue Portal again to sign in.', link), 400);
    return undefined;
  }

  async function signIn(request: InteractionRequest, reply: FastifyReply, details: InteractionDetails): Promise<FastifyReply> {
    const userName = kit.field(request, 'userName').trim();
    const credentials = await findCredentials(db, userName);
    const valid = await verifyPassword(kit.field(request, 'password'), credentials?.passwordHash ?? kit.decoyHash);
    if (!credentials || !valid) return showSignIn(reply, details.uid, userName, 'The user name or password is incorrect.');
    return kit.finish(request, reply, { login: { accountId: credentials.userId } });
  }

  /** A route that only runs inside a live interaction of this browser. */
  const within =
    (handler: (request: InteractionRequest, reply: FastifyReply, details: InteractionDetails) => Promise<FastifyReply>) =>
    async (request: InteractionRequest, reply: FastifyReply) => {
      const details = await interactionOf(request, reply);
      return details ? handler(request, reply, details) : reply;
    };

  return async (scope: FastifyInstance): Promise<void> => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.get(
      '/:uid',
      within(async (_request, reply, details) =>
        details.params.flow === 'reset' ? kit.sendPage(reply, resetRequestPage(kit.actionFor(details.uid), { userName: '' })) : showSignIn(reply, details.uid),
      ),
    );
    scope.post('/:uid/login', within(signIn));
    scope.post('/:uid/reset/code', within(reset.sendResetCode));
    scope.post('/:uid/reset', within(reset.resetPassword));
    scope.post('/:uid/forgot', within((request, reply) => kit.finish(request, reply, { error: 'access_denied', error_description: FORGOT_PASSWORD })));
    scope.post('/:uid/cancel', within((request, reply) => kit.finish(request, reply, { error: 'access_denied', error_description: RESET_CANCELLED })));
  };
}
