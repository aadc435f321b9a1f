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
import { portalFiles } from '../../static/portalFiles';
import { pageLanguage, spellWait } from './texts';
import type { SignInThrottle } from './throttle';

export interface InteractionOptions {
  deliverResetCode: ResetCodeDelivery;
  throttle: SignInThrottle;
  /** Whether the sign-in page lists the demo users (only in the demo). */
  listDemoUsers: boolean;
}

/** The sign-in and password-reset pages of an interaction, at `/oidc/interaction/:uid`. */
export async function interactionRoutes(provider: OidcProvider, { config, db, origins }: ProviderSetup, options: InteractionOptions) {
  const kit: InteractionKit = {
    actionFor: (uid) => `${MOUNT}/interaction/${encodeURIComponent(uid)}`,
    field: (request, name) => request.body?.[name] ?? '',
    languageOf: (request, details) => pageLanguage(details?.params.ui_locales, request.headers['accept-language']),
    sendPage(reply, page, status = 200) {
      const nonce = newNonce();
      return reply
        .status(status)
        .header('content-security-policy', pageCsp(nonce, origins))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderPage({ ...page, prefetch: portalFiles(config.staticDir) }, nonce));
    },
    async finish(request, reply, result) {
      const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
      return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
    },
    decoyHash: await hashPassword(randomBytes(16).toString('hex')),
    throttle: options.throttle,
  };
  const reset = passwordResetHandlers(db, kit, options.deliverResetCode);

  /** The demo users who can sign in here: in the demo, those of them the database has. */
  async function demoUsers(): Promise<DemoEntry[]> {
    if (!options.listDemoUsers) return [];
    const present = await db.selectFrom('authCredentials').select('userName').where('userName', 'in', DEMO_USERS.map((u) => u.userName)).execute();
    const names = new Set(present.map((p) => p.userName));
    return DEMO_USERS.filter((u) => names.has(u.userName));
  }

  async function showSignIn(request: InteractionRequest, reply: FastifyReply, details: InteractionDetails, failure?: { error: string; status: number }) {
    const page = signInPage(kit.actionFor(details.uid), kit.languageOf(request, details), {
      userName: kit.field(request, 'userName').trim(),
      error: failure?.error,
      demoUsers: await demoUsers(),
    });
    return kit.sendPage(reply, page, failure?.status);
  }

  /** The interaction this browser is in, or a page telling the user to start again. */
  async function interactionOf(request: InteractionRequest, reply: FastifyReply): Promise<InteractionDetails | undefined> {
    try {
      const details = await provider.interactionDetails(request.raw, reply.raw);
      if (details.uid === request.params.uid) return details;
    } catch (error) {
      if (!(error instanceof oidc.errors.SessionNotFound)) throw error;
    }
    const language = kit.languageOf(request);
    const { expired } = language.t;
    kit.sendPage(reply, messagePage(language, expired.title, expired.message, { href: `${config.publicUrl}/`, text: expired.link }), 400);
    return undefined;
  }

  /** Checks the password unless the account or the address has failed too often lately (then a 429 says how long to wait). */
  async function signIn(request: InteractionRequest, reply: FastifyReply, details: InteractionDetails): Promise<FastifyReply> {
    const language = kit.languageOf(request, details);
    const { t } = language;
    const userName = kit.field(request, 'userName').trim();
    const admission = await kit.throttle.admit({ userName, ip: request.ip });
    if (!admission.admitted) {
      reply.header('retry-after', String(admission.retryAfterSeconds));
      return showSignIn(request, reply, details, { error: t.signIn.throttled(spellWait(admission.retryAfterSeconds, language)), status: 429 });
    }
    const credentials = await findCredentials(db, userName);
    const valid = await verifyPassword(kit.field(request, 'password'), credentials?.passwordHash ?? kit.decoyHash);
    await admission.settle(Boolean(credentials && valid));
    if (!credentials || !valid) return showSignIn(request, reply, details, { error: t.signIn.wrong, status: 401 });
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
      within(async (request, reply, details) =>
        details.params.flow === 'reset'
          ? kit.sendPage(reply, resetRequestPage(kit.actionFor(details.uid), kit.languageOf(request, details), { userName: '' }))
          : showSignIn(request, reply, details),
      ),
    );
    scope.post('/:uid/login', within(signIn));
    scope.post('/:uid/reset/code', within(reset.sendResetCode));
    scope.post('/:uid/reset', within(reset.resetPassword));
    scope.post('/:uid/forgot', within((request, reply) => kit.finish(request, reply, { error: 'access_denied', error_description: FORGOT_PASSWORD })));
    scope.post('/:uid/cancel', within((request, reply) => kit.finish(request, reply, { error: 'access_denied', error_description: RESET_CANCELLED })));
  };
}
