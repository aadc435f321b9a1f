import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebhookSecrets } from '../config';
import { ApiError, forbidden, fromZodError, unauthorized, badRequest } from '../api/errors';
import type { Db } from '../db/connect';
import { MAX_INBOUND_EMAIL_BYTES, parseInboundEmail, receiveInboundEmail } from '../domain/crm/inboundEmail';
import { messengerWebhookSchema, receiveMessengerWebhook } from '../domain/crm/inboundMessenger';
import { WEBHOOK_PATHS } from './paths';
import { SIGNATURE_HEADER, verifySignature } from './signature';


async function demoTargets(db: Db) {
  const pages = await db
    .selectFrom('messengerIdentities as i')
    .innerJoin('venues as v', 'v.id', 'i.venueId')
    .select(['i.venueId', 'v.name as venueName', 'v.country', 'i.platform', 'i.pageId'])
    .orderBy('v.name')
    .execute();
  const mailboxes = await db
    .selectFrom('emailSyncAccounts as a')
    .innerJoin('venues as v', 'v.id', 'a.venueId')
    .select(['a.venueId', 'v.name as venueName', 'v.country', 'a.syncEmail'])
    .orderBy('v.name')
    .execute();
  return { pages, mailboxes };
}

/** The raw body, signed as it arrived: checked before anything is parsed or written. */
function signedBody(request: FastifyRequest, secret: string | undefined, what: string): Buffer {
  if (!secret) throw new ApiError(503, `The ${what} webhook is not configured`);
  const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
  if (!verifySignature(secret, body, request.headers[SIGNATURE_HEADER])) throw unauthorized(`The ${SIGNATURE_HEADER} signature does not match the body`);
  return body;
}

/**
 * The inbound webhooks. They carry no user token: a call is believed only if it is signed with the channel's secret
 * (an HMAC-SHA256 of the raw body in X-Hub-Signature-256, as the Messenger platform signs). A bad signature gets 401,
 * a malformed body 400, and neither writes anything.
 */
export async function registerWebhooks(app: FastifyInstance, db: Db, secrets: WebhookSecrets, demo: boolean): Promise<void> {
  // Where the demo's inbound messages go (`npm run demo:inbox`): the demo's pages and mailboxes, which its sign-in page
  // shows anyone anyway. Outside the demo there is no such list.
  if (demo) app.get(WEBHOOK_PATHS.demoTargets, async () => demoTargets(db));
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_INBOUND_EMAIL_BYTES }, (_request, body, done) => done(null, body));

    // The platform's subscription check: it sends the verify token it was given and expects the challenge back.
    scope.get<{ Querystring: Record<string, string | undefined> }>(WEBHOOK_PATHS.messenger, async (request, reply) => {
      const q = request.query;
      if (!secrets.messengerVerifyToken || q['hub.mode'] !== 'subscribe' || q['hub.verify_token'] !== secrets.messengerVerifyToken) throw forbidden('The verify token does not match');
      return reply.type('text/plain').send(q['hub.challenge'] ?? '');
    });

    scope.post(WEBHOOK_PATHS.messenger, async (request) => {
      const body = signedBody(request, secrets.messenger, 'Messenger');
      let json: unknown;
      try {
        json = JSON.parse(body.toString('utf8'));
      } catch {
        throw badRequest('body', 'not JSON');
      }
      const parsed = messengerWebhookSchema.safeParse(json);
      if (!parsed.success) throw fromZodError('body', parsed.error);
      return receiveMessengerWebhook(db, parsed.data);
    });

    scope.post(WEBHOOK_PATHS.email, async (request) => {
      const body = signedBody(request, secrets.email, 'inbound email');
      if (!body.length) throw badRequest('body', 'is required');
      return receiveInboundEmail(db, await parseInboundEmail(body));
    });
  });
}
