import type { FastifyInstance } from 'fastify';
import { clock } from '@/shared/clock';
import type { Db } from '../../db/connect';
import { CONFIRMATION_TEXTS, fill } from './consentConfirmationTexts';
import { escapeHtml } from '../../html';
import { guestFacingPage, type Lang } from './guestFacingPage';
import { CONFIRMATION_PATH, confirmByToken, inspectToken, type ConfirmOutcome } from './emailConfirmation';

/**
 * The guest's side of double opt-in (`/consent/<token>`, no sign-in): opening the link shows what is confirmed and a
 * button; only the button's POST confirms, so that mail scanners that open links do not confirm for the guest. Pages
 * are in the language of the guest's country and show no personal data beyond the address the link was sent to.
 */

const page = (lang: Lang, title: string, body: string) =>
  guestFacingPage(
    lang,
    title,
    body,
    `button { font: inherit; font-size: 1.1rem; padding: .7rem 2rem; border: 0; border-radius: 8px; background: #1b5e20; color: #fff; cursor: pointer; }
button:focus-visible { outline: 3px solid #0d47a1; outline-offset: 2px; }
`,
  );

const message = (lang: Lang, title: string, text: string) => page(lang, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p>`);

function outcomePage(outcome: ConfirmOutcome): { status: number; html: string } {
  if (outcome.kind === 'unknown') return { status: 404, html: message('eng', CONFIRMATION_TEXTS.eng.unknownTitle, CONFIRMATION_TEXTS.eng.unknown) };
  const t = CONFIRMATION_TEXTS[outcome.language];
  if (outcome.kind === 'confirmed') return { status: 200, html: message(outcome.language, t.doneTitle, fill(t.done, { venue: outcome.venueName })) };
  if (outcome.kind === 'expired') return { status: 410, html: message(outcome.language, t.expiredTitle, t.expired) };
  if (outcome.kind === 'used') return { status: 409, html: message(outcome.language, t.usedTitle, t.used) };
  return { status: 410, html: message(outcome.language, t.closedTitle, t.closed) };
}

export function registerConsentConfirmation(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { token: string } }>(`${CONFIRMATION_PATH}/:token`, async (request, reply) => {
    const seen = await inspectToken(db, request.params.token, clock.now());
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8');
    if (seen.kind !== 'open') {
      const { status, html } = outcomePage(seen);
      return reply.status(status).send(html);
    }
    const t = CONFIRMATION_TEXTS[seen.language];
    const ask = escapeHtml(fill(t.ask, { venue: '\u0000', email: '\u0001' }))
      .replace('\u0000', `<strong>${escapeHtml(seen.venueName)}</strong>`)
      .replace('\u0001', `<strong>${escapeHtml(seen.email)}</strong>`);
    return reply.send(page(seen.language, t.askTitle, `<h1>${escapeHtml(t.askTitle)}</h1><p>${ask}</p><form method="post"><button type="submit">${escapeHtml(t.button)}</button></form>`));
  });

  // The form posts an empty urlencoded body; the parser is registered for this route's scope only.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));
    scope.post<{ Params: { token: string } }>(`${CONFIRMATION_PATH}/:token`, async (request, reply) => {
      const outcome = await db.transaction().execute((trx) => confirmByToken(trx, request.params.token, clock.now()));
      const { status, html } = outcomePage(outcome);
      return reply.status(status).header('cache-control', 'no-store').header('x-robots-tag', 'noindex').type('text/html; charset=utf-8').send(html);
    });
  });
}
