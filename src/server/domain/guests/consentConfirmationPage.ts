import type { FastifyInstance } from 'fastify';
import { clock } from '@/shared/clock';
import type { Db } from '../../db/connect';
import { CONFIRMATION_TEXTS, fill, HTML_LANG, type Lang } from './consentConfirmationTexts';
import { CONFIRMATION_PATH, confirmByToken, inspectToken, type ConfirmOutcome } from './emailConfirmation';

/**
 * The guest's side of double opt-in (`/consent/<token>`, no sign-in): opening the link shows what is confirmed and a
 * button; only the button's POST confirms, so that mail scanners that open links do not confirm for the guest. Pages
 * are in the language of the guest's country and show no personal data beyond the address the link was sent to.
 */

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${HTML_LANG[lang]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(title)}</title>
<style>
body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f4f4f6; color: #1d1d1f; display: flex; min-height: 100vh; align-items: center; justify-content: center; }
main { background: #fff; border-radius: 12px; padding: 2rem; max-width: 28rem; margin: 1rem; box-shadow: 0 2px 12px rgba(0,0,0,.08); text-align: center; }
h1 { font-size: 1.6rem; margin: 0 0 1rem; }
button { font: inherit; font-size: 1.1rem; padding: .7rem 2rem; border: 0; border-radius: 8px; background: #1b5e20; color: #fff; cursor: pointer; }
button:focus-visible { outline: 3px solid #0d47a1; outline-offset: 2px; }
</style>
</head>
<body><main>${body}</main></body>
</html>
`;
}

const message = (lang: Lang, title: string, text: string) => page(lang, title, `<h1>${escape(title)}</h1><p>${escape(text)}</p>`);

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
    const ask = escape(fill(t.ask, { venue: '\u0000', email: '\u0001' }))
      .replace('\u0000', `<strong>${escape(seen.venueName)}</strong>`)
      .replace('\u0001', `<strong>${escape(seen.email)}</strong>`);
    return reply.send(page(seen.language, t.askTitle, `<h1>${escape(t.askTitle)}</h1><p>${ask}</p><form method="post"><button type="submit">${escape(t.button)}</button></form>`));
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
