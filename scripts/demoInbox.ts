/**
 * Sends realistic inbound messages to a running demo portal through its webhooks, so a person can watch the inboxes
 * live: guests writing to the venues' Facebook and Instagram pages (signed as the Messenger platform signs) and mail
 * to the venues' mailboxes (raw RFC 5322, signed the same way), new conversations and replies in earlier ones.
 *
 *   npm run demo:inbox                       # against http://localhost:8080 for 3 minutes
 *   PORTAL_URL=http://localhost:8207 DEMO_MINUTES=5 DEMO_EVERY_SECONDS=3 npm run demo:inbox
 *
 * The secrets default to the demo's (MESSENGER_APP_SECRET, INBOUND_EMAIL_SECRET configure others).
 */
import { randomUUID } from 'node:crypto';
import { DEMO_WEBHOOK_SECRETS } from '../src/server/config';
import { sign } from '../src/server/webhooks/signature';
import { WEBHOOK_PATHS } from '../src/server/webhooks/paths';

const base = (process.env.PORTAL_URL ?? 'http://localhost:8080').replace(/\/$/, '');
const minutes = Number(process.env.DEMO_MINUTES ?? 3);
const everyMs = Number(process.env.DEMO_EVERY_SECONDS ?? 4) * 1000;
const messengerSecret = process.env.MESSENGER_APP_SECRET ?? DEMO_WEBHOOK_SECRETS.messenger;
const emailSecret = process.env.INBOUND_EMAIL_SECRET ?? DEMO_WEBHOOK_SECRETS.email;

type Country = 'dk' | 'no' | 'fi' | 'uk';
interface Targets {
  pages: { venueId: string; venueName: string; country: Country; platform: string; pageId: string }[];
  mailboxes: { venueId: string; venueName: string; country: Country; syncEmail: string }[];
}

const OPENERS: Record<Country, string[]> = {
  dk: ['Hej! Har I et bord til 6 i aften kl. 20?', 'Kan man holde fødselsdag hos jer på lørdag?', 'Hvad koster det at leje lounge-området?', 'Jeg glemte min jakke i går, har I fundet den?'],
  no: ['Hei! Har dere bord til fire i kveld?', 'Kan vi bestille bord for 10 på fredag?', 'Har dere glutenfrie retter?', 'Jeg mistet lommeboken min i går kveld.'],
  fi: ['Hei! Onko teillä pöytää kuudelle tänään klo 20?', 'Voiko teillä järjestää polttarit?', 'Onko teillä gluteenittomia vaihtoehtoja?', 'Unohdin takkini eilen, löytyikö se?'],
  uk: ['Hi! Do you have a table for 6 tonight around 8?', 'Can we book the lounge for a birthday on Saturday?', 'Do you do bottomless brunch on Sundays?', 'I think I left my scarf at the bar last night.'],
};
const FOLLOW_UPS: Record<Country, string[]> = {
  dk: ['Super, tak!', 'Vi bliver nok 8 i stedet.', 'Kan vi komme kl. 19 i stedet?', 'Perfekt, vi ses!'],
  no: ['Supert, takk!', 'Vi blir kanskje seks.', 'Kan vi komme kl. 19 i stedet?', 'Flott, vi ses!'],
  fi: ['Kiitos paljon!', 'Meitä tulee ehkä kahdeksan.', 'Voisimmeko tulla jo klo 19?', 'Mahtavaa, nähdään!'],
  uk: ['Brilliant, thanks!', 'Actually we might be 8 now.', 'Could we come at 7 instead?', 'Perfect, see you then!'],
};
const SUBJECTS: Record<Country, string[]> = {
  dk: ['Bordbestilling fredag', 'Firmaarrangement i december', 'Spørgsmål om allergier'],
  no: ['Bordbestilling fredag', 'Julebord for 30 personer', 'Spørsmål om allergier'],
  fi: ['Pöytävaraus perjantaina', 'Pikkujoulut 30 hengelle', 'Kysymys allergioista'],
  uk: ['Table booking on Friday', 'Christmas party for 30', 'Question about allergies'],
};
const GUESTS = [
  ['Freja', 'Madsen'],
  ['Oscar', 'Lindqvist'],
  ['Aino', 'Virtanen'],
  ['Ingrid', 'Hansen'],
  ['Charlotte', 'Pemberton'],
  ['Mads', 'Kjær'],
];

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];

async function deliver(path: string, body: string, secret: string, contentType: string) {
  const response = await fetch(`${base}${path}`, { method: 'POST', body, headers: { 'content-type': contentType, 'x-hub-signature-256': sign(secret, body) } });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

const senders: { page: Targets['pages'][number]; psid: string }[] = [];
async function messengerMessage(targets: Targets) {
  const known = senders.length && Math.random() < 0.4 ? pick(senders) : null;
  const page = known?.page ?? pick(targets.pages);
  const psid = known?.psid ?? `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  if (!known) senders.push({ page, psid });
  const text = pick((known ? FOLLOW_UPS : OPENERS)[page.country]);
  const now = Date.now();
  const body = JSON.stringify({
    object: page.platform === 'Instagram' ? 'instagram' : 'page',
    entry: [{ id: page.pageId, time: now, messaging: [{ sender: { id: psid }, recipient: { id: page.pageId }, timestamp: now, message: { mid: `m_${randomUUID()}`, text } }] }],
  });
  await deliver(WEBHOOK_PATHS.messenger, body, messengerSecret, 'application/json');
  console.log(`${new Date().toISOString()} messenger ${page.platform} ${page.venueName}: ${text}`);
}

const threads: { mailbox: Targets['mailboxes'][number]; messageId: string; subject: string; from: string; name: string }[] = [];
async function emailMessage(targets: Targets) {
  const earlier = threads.length && Math.random() < 0.35 ? pick(threads) : null;
  const mailbox = earlier?.mailbox ?? pick(targets.mailboxes);
  const [first, last] = pick(GUESTS);
  const name = earlier?.name ?? `${first} ${last}`;
  const from = earlier?.from ?? `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '') + '@example.com';
  const subject = earlier ? `Re: ${earlier.subject}` : pick(SUBJECTS[mailbox.country]);
  const messageId = `<${randomUUID()}@example.com>`;
  const text = earlier ? pick(FOLLOW_UPS[mailbox.country]) : `${pick(OPENERS[mailbox.country])}\n\n${name}`;
  const raw = [
    `From: ${name} <${from}>`,
    `To: ${mailbox.venueName} <${mailbox.syncEmail}>`,
    `Subject: ${subject}`,
    `Message-ID: ${messageId}`,
    ...(earlier ? [`In-Reply-To: ${earlier.messageId}`, `References: ${earlier.messageId}`] : []),
    `Date: ${new Date().toUTCString()}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    text,
  ].join('\r\n');
  await deliver(WEBHOOK_PATHS.email, raw, emailSecret, 'message/rfc822');
  if (!earlier) threads.push({ mailbox, messageId, subject, from, name });
  console.log(`${new Date().toISOString()} email ${mailbox.venueName}: ${subject}`);
}

const answer = await fetch(`${base}${WEBHOOK_PATHS.demoTargets}`);
if (!answer.ok) throw new Error(`${base} is not a running demo portal (${WEBHOOK_PATHS.demoTargets} answered ${answer.status})`);
const targets = (await answer.json()) as Targets;
console.log(`Sending to ${targets.pages.length} pages and ${targets.mailboxes.length} mailboxes at ${base} for ${minutes} min`);
const until = Date.now() + minutes * 60_000;
while (Date.now() < until) {
  try {
    await (Math.random() < 0.6 ? messengerMessage(targets) : emailMessage(targets));
  } catch (error) {
    console.error((error as Error).message);
  }
  await new Promise((resolve) => setTimeout(resolve, everyMs * (0.5 + Math.random())));
}
console.log('Done.');
