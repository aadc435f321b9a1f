import { randomInt } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { clock } from '@/shared/clock';
import type { Db } from '../../db/connect';
import { hashPassword, verifyPassword } from '../passwords';
import { findCredentials } from './accounts';
import type { InteractionDetails } from './oidc';
import type { InteractionKit, InteractionRequest } from './interactionKit';
import { resetPage, resetRequestPage, validateReset } from './pages';

/** Sends a password-reset code to the user (the embedded provider has no mail server: by default it is logged). */
export type ResetCodeDelivery = (user: { userName: string; email: string | null }, code: string) => void;

const RESET_CODE_MINUTES = 10;
const RESET_CODE_TRIES = 5;

/** Without a mail server the code goes to the server's log, which is the demo's mailbox. */
export const logResetCode: ResetCodeDelivery = (user, code) => {
  console.warn(`Password reset code for ${user.userName}${user.email ? ` (${user.email})` : ''}: ${code} (valid ${RESET_CODE_MINUTES} minutes)`);
};

type Handler = (request: InteractionRequest, reply: FastifyReply, details: InteractionDetails) => Promise<FastifyReply>;

/** The two steps of a password reset as Azure AD B2C runs it: a code to the user's address, then the new password. */
export function passwordResetHandlers(db: Db, kit: InteractionKit, deliverResetCode: ResetCodeDelivery): { sendResetCode: Handler; resetPassword: Handler } {
  /** Sends a code when the user exists, and answers the same either way, so nobody learns which user names exist. */
  async function sendResetCode(request: InteractionRequest, reply: FastifyReply, details: InteractionDetails): Promise<FastifyReply> {
    const language = kit.languageOf(request, details);
    const userName = kit.field(request, 'userName').trim();
    if (!userName) return kit.sendPage(reply, resetRequestPage(kit.actionFor(details.uid), language, { userName, error: language.t.reset.enterUserName }), 400);
    const credentials = await findCredentials(db, userName);
    if (credentials) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(clock.now().getTime() + RESET_CODE_MINUTES * 60_000);
      await db
        .insertInto('passwordResetCodes')
        .values({ userId: credentials.userId, codeHash: await hashPassword(code), expiresAt, attempts: 0 })
        .onConflict((oc) => oc.column('userId').doUpdateSet({ codeHash: (eb) => eb.ref('excluded.codeHash'), expiresAt, attempts: 0 }))
        .execute();
      const user = await db.selectFrom('users').select('email').where('id', '=', credentials.userId).executeTakeFirst();
      deliverResetCode({ userName, email: user?.email ?? null }, code);
    }
    return kit.sendPage(reply, resetPage(kit.actionFor(details.uid), language, { userName, errors: [] }));
  }

  /** The code must match, be fresh and have tries left; then the new password is kept and the user signed in. */
  async function resetPassword(request: InteractionRequest, reply: FastifyReply, details: InteractionDetails): Promise<FastifyReply> {
    const language = kit.languageOf(request, details);
    const userName = kit.field(request, 'userName').trim();
    const password = kit.field(request, 'password');
    const errors = validateReset(language, password, kit.field(request, 'confirm'));
    const credentials = await findCredentials(db, userName);
    const stored = credentials ? await db.selectFrom('passwordResetCodes').selectAll().where('userId', '=', credentials.userId).executeTakeFirst() : undefined;
    const usable = stored && stored.expiresAt.getTime() > clock.now().getTime() && stored.attempts < RESET_CODE_TRIES;
    const codeMatches = await verifyPassword(kit.field(request, 'code').trim(), usable ? stored.codeHash : kit.decoyHash);
    if (!usable || !codeMatches) {
      if (stored) await db.updateTable('passwordResetCodes').set({ attempts: stored.attempts + 1 }).where('userId', '=', stored.userId).execute();
      errors.unshift({ field: 'code', message: language.t.reset.wrongCode });
    }
    if (errors.length || !credentials) return kit.sendPage(reply, resetPage(kit.actionFor(details.uid), language, { userName, errors }), 400);
    await db.deleteFrom('passwordResetCodes').where('userId', '=', credentials.userId).execute();
    await db.updateTable('authCredentials').set({ passwordHash: await hashPassword(password), updatedAt: clock.now() }).where('userId', '=', credentials.userId).execute();
    // The code proved who this is: failed sign-ins before the reset no longer slow the account down.
    await kit.throttle.forgetAccount(credentials.userName);
    return kit.finish(request, reply, { login: { accountId: credentials.userId } });
  }

  return { sendResetCode, resetPassword };
}
