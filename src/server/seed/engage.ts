import { randomUUID } from 'node:crypto';
import type { CountryCode } from '@generated/shared/shell';
import { computeSnapshot } from '../domain/crm/statisticsSnapshot';
import type { SeedContext } from './context';
import { VENUES } from './places';

const DOMAIN: Record<CountryCode, string> = { dk: 'nightlife-group.dk', no: 'nightlife-group.no', fi: 'nightlife-group.fi', uk: 'nightlife-group.co.uk' };
const slug = (venueId: string) => venueId.replace(/^venue-[a-z]{2}-/, '');

/** What guests write in the messenger, per language, with the venue's answer. */
const MESSENGER_THREADS: Record<CountryCode, { topic: string; lines: [boolean, string][] }[]> = {
  dk: [
    { topic: 'Booking', lines: [[true, 'Hej! Kan vi booke bord til 8 på lørdag kl. 20?'], [false, 'Hej! Ja, det kan vi godt. Hvilket navn skal bordet stå i?'], [true, 'Det står i Mikkels navn. Tak!']] },
    { topic: 'Lost property', lines: [[true, 'Jeg glemte min jakke i går aftes, en sort dunjakke. Har I fundet den?'], [false, 'Vi har en sort dunjakke i garderoben – du kan hente den fra kl. 16.']] },
    { topic: 'Events', lines: [[true, 'Har I quiz på onsdag?'], [false, 'Ja, quizzen starter kl. 19.30 – tilmelding i baren.'], [true, 'Super, vi kommer 5']] },
    { topic: 'Feedback', lines: [[true, 'Tak for en fantastisk fødselsdagsfest i fredags!']] },
  ],
  no: [
    { topic: 'Booking', lines: [[true, 'Hei! Har dere bord til 6 på fredag kl. 21?'], [false, 'Hei! Ja, vi har et bord ved vinduet. Skal jeg sette det av?'], [true, 'Ja takk!']] },
    { topic: 'Events', lines: [[true, 'Viser dere kampen på søndag?'], [false, 'Ja, på storskjerm fra kl. 17.']] },
    { topic: 'Lost property', lines: [[true, 'Har noen funnet et rødt skjerf?']] },
  ],
  fi: [
    { topic: 'Booking', lines: [[true, 'Moi! Saisiko pöydän neljälle lauantaina klo 19?'], [false, 'Moi! Onnistuu, millä nimellä varataan?'], [true, 'Lindqvist, kiitos!']] },
    { topic: 'Events', lines: [[true, 'Onko teillä karaokea torstaina?'], [false, 'On, klo 21 alkaen!']] },
    { topic: 'Feedback', lines: [[true, 'Kiitos hyvästä palvelusta eilen!']] },
  ],
  uk: [
    { topic: 'Booking', lines: [[true, 'Hi! Could we book a table for 10 on Friday from 7pm?'], [false, 'Hi! We can do 10 in the back room. Shall I hold it under your name?'], [true, 'Yes please, it’s for a leaving do']] },
    { topic: 'Events', lines: [[true, 'Is the pub quiz still on Tuesdays?'], [false, 'It is – 8pm start, teams of up to 6.']] },
    { topic: 'Lost property', lines: [[true, 'I think I left my card behind the bar last night']] },
    { topic: 'Private hire', lines: [[true, 'Do you do private hire for around 40 people?'], [false, 'We do! I’ve passed your message to our events manager.']] },
  ],
};

const EMAIL_THREADS: Record<CountryCode, { subject: string; topic: string; body: string; reply?: string; attachment?: string }[]> = {
  dk: [
    { subject: 'Firmajulefrokost for 30 personer', topic: 'Private hire', body: '<p>Hej,</p><p>Vi er 30 personer, der gerne vil holde julefrokost hos jer fredag d. 12. december. Kan I sende et tilbud?</p>', reply: '<p>Hej og tak for jeres henvendelse. Vi har sendt menuen med – vend tilbage, så reserverer vi.</p>', attachment: 'julemenu-2025.pdf' },
    { subject: 'Faktura til booking', topic: 'Invoice', body: '<p>Kan I sende en faktura på vores arrangement sidste torsdag?</p>' },
    { subject: 'Glemt taske', topic: 'Lost property', body: '<p>Jeg glemte en brun taske ved bord 12 i lørdags.</p>', reply: '<p>Vi har den – den ligger i garderoben.</p>' },
  ],
  no: [
    { subject: 'Bursdagsfeiring for 20', topic: 'Private hire', body: '<p>Hei! Vi vil gjerne leie en del av lokalet til en 30-årsfeiring.</p>', attachment: 'gjesteliste.csv' },
    { subject: 'Spørsmål om allergener', topic: 'Menu', body: '<p>Har dere glutenfrie alternativer på menyen?</p>' },
  ],
  fi: [
    { subject: 'Yritystilaisuus', topic: 'Private hire', body: '<p>Hei, olemme järjestämässä 25 hengen tilaisuutta. Onko teillä tilaa 14.11.?</p>', attachment: 'tarjouspyynto.pdf' },
    { subject: 'Lahjakortti', topic: 'Gift cards', body: '<p>Voiko lahjakortin ostaa verkosta?</p>' },
  ],
  uk: [
    { subject: 'Birthday booking for 15', topic: 'Private hire', body: '<p>Hello, I would like to book the mezzanine for my 30th on the 21st. Is it free?</p>', reply: '<p>Happy early birthday! The mezzanine is free – our packages are attached.</p>', attachment: 'party-packages.pdf' },
    { subject: 'Invoice request', topic: 'Invoice', body: '<p>Could you send a VAT invoice for our team dinner last week?</p>' },
    { subject: 'Accessibility', topic: 'Accessibility', body: '<p>Is there step-free access and an accessible toilet?</p>', reply: '<p>Yes to both – the entrance on the side street is step-free.</p>' },
  ],
};

const SPAM = [
  { subject: 'You have won a free cruise!!!', body: '<p>Click here to claim your prize.</p>', from: 'winner@prizes.example' },
  { subject: 'SEO services for your restaurant', body: '<p>We can get you to #1 on Google in 7 days.</p>', from: 'sales@seo-boost.example' },
];

/** Messenger pages, mailboxes with aliases, signatures and conversations for every venue; then the first CRM statistics. */
/** The demo user who works the inboxes of a country's venues besides head office (none in Norway). */
const INBOX_STAFF: Record<CountryCode, string | null> = { dk: 'user-cd', no: null, fi: 'user-cmm', uk: 'user-gr' };

export async function seedEngage({ db, random, today, past }: SeedContext): Promise<void> {
  for (const venue of VENUES) {
    const s = slug(venue.id);
    const domain = DOMAIN[venue.country];
    const identities = await db
      .insertInto('messengerIdentities')
      .values([
        { venueId: venue.id, platform: 'Facebook', pageId: `1000${VENUES.indexOf(venue) + 1}${random.int(100000, 999999)}`, pageName: venue.name, createdBy: 'user-hq' },
        ...(random.chance(0.7) ? [{ venueId: venue.id, platform: 'Instagram' as const, pageId: `ig_${s.replace(/-/g, '_')}`, pageName: `@${s.replace(/-/g, '')}`, createdBy: 'user-hq' }] : []),
      ])
      .returning(['id'])
      .execute();
    const syncEmail = `${s}@${domain}`;
    await db
      .insertInto('emailSyncAccounts')
      .values({ venueId: venue.id, syncEmail, aliases: JSON.stringify([`booking.${s}@${domain}`, `events.${s}@${domain}`].slice(0, random.int(1, 2))), status: random.chance(0.9) ? 'Synced' : 'Error', lastSyncAt: today.subtract(random.int(1, 50), 'minute').toDate(), createdBy: 'user-hq' })
      .execute();
    if (venue.id !== 'venue-dk-aarhus') {
      await db.insertInto('emailSignatures').values({ venueId: venue.id, html: `<p><strong>${venue.name}</strong><br>${venue.street}, ${venue.postalCode} ${venue.city}</p><p><a href="https://www.${domain}/${s}">www.${domain}/${s}</a></p>`, createdBy: 'user-hq' }).execute();
    }

    const guests = await db.selectFrom('guestProfiles').select(['id', 'firstName', 'lastName', 'email']).where('venueId', '=', venue.id).where('anonymizedAt', 'is', null).orderBy('nameKey').limit(40).execute();
    // Only people who can work this venue's inboxes: head office and the country's CRM staff.
    const local = INBOX_STAFF[venue.country];
    const staff = ['user-hq', local, null, local];
    const threads = MESSENGER_THREADS[venue.country];
    for (let i = 0; i < 6; i++) {
      const thread = threads[i % threads.length];
      const guest = guests[(i * 7 + 3) % guests.length];
      const started = past(today.subtract(random.int(0, 20), 'day').add(random.int(10, 22), 'hour'));
      const messages = thread.lines.map(([fromGuest, text], k) => ({
        id: randomUUID(),
        text,
        fromGuest,
        isSystemMessage: false,
        sentAt: past(started.add(k * random.int(2, 30), 'minute')).toISOString(),
        senderName: fromGuest ? [guest?.firstName, guest?.lastName].filter(Boolean).join(' ') : 'Venue team',
        senderUserId: fromGuest ? null : (local ?? 'user-hq'),
      }));
      const open = i < 4;
      const assignee = open ? staff[i % staff.length] : (local ?? 'user-hq');
      await db
        .insertInto('messengerConversations')
        .values({
          venueId: venue.id,
          identityId: identities[i % identities.length].id,
          psid: `${random.int(1000000000, 9999999999)}${i}`,
          contactName: [guest?.firstName, guest?.lastName].filter(Boolean).join(' ') || null,
          guestId: i % 2 === 0 ? (guest?.id ?? null) : null,
          assignee,
          status: open ? 'OPEN' : 'CLOSED',
          isOpen: open,
          topics: JSON.stringify([thread.topic]),
          unreadCount: open && messages[messages.length - 1].fromGuest ? 1 : 0,
          lastMessageAt: messages[messages.length - 1].sentAt,
          messages: JSON.stringify(messages),
          createdAt: started.toDate(),
        })
        .execute();
    }

    const mails = EMAIL_THREADS[venue.country];
    for (let i = 0; i < mails.length + SPAM.length; i++) {
      const spam = i >= mails.length;
      const mail = spam ? SPAM[i - mails.length] : mails[i];
      const guest = guests[(i * 5 + 1) % guests.length];
      const from = spam ? SPAM[i - mails.length].from : (guest?.email ?? `guest${i}@example.com`);
      const started = past(today.subtract(random.int(0, 25), 'day').add(random.int(8, 20), 'hour'));
      const threadId = randomUUID();
      const attachments: { fileName: string; contentType: string; size: number; mediaId: string }[] = [];
      if (!spam && 'attachment' in mail && mail.attachment) {
        const csv = mail.attachment.endsWith('.csv');
        const data = Buffer.from(csv ? 'name;guests\nFrederik;2\nSilje;3\n' : `%PDF-1.4\n% ${mail.subject}\n%%EOF\n`);
        const media = await db
          .insertInto('media')
          .values({ type: 'emailattachment', name: mail.attachment, contentType: csv ? 'text/csv' : 'application/pdf', size: data.length, venueId: venue.id, folder: syncEmail, createdBy: null })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db.insertInto('fileContents').values({ id: media.id, data }).execute();
        attachments.push({ fileName: mail.attachment, contentType: csv ? 'text/csv' : 'application/pdf', size: data.length, mediaId: media.id });
      }
      const messages: { id: string; from: string; to: string[]; cc: string[]; subject: string; html: string; fromGuest: boolean; isSystemMessage: boolean; sentAt: string; senderUserId: string | null; attachments: typeof attachments }[] = [
        { id: `<${randomUUID()}@mail.example>`, from, to: [syncEmail], cc: [], subject: mail.subject, html: mail.body, fromGuest: true, isSystemMessage: false, sentAt: started.toISOString(), senderUserId: null, attachments },
      ];
      if (!spam && 'reply' in mail && mail.reply) {
        messages.push({ id: `<${randomUUID()}@${DOMAIN[venue.country]}>`, from: syncEmail, to: [from], cc: [], subject: `Re: ${mail.subject}`, html: mail.reply, fromGuest: false, isSystemMessage: false, sentAt: past(started.add(3, 'hour')).toISOString(), senderUserId: local ?? 'user-hq', attachments: [] });
      }
      const open = spam || !('reply' in mail && mail.reply) || i === 0;
      await db
        .insertInto('emailConversations')
        .values({
          venueId: venue.id,
          syncEmail,
          threadId,
          subject: mail.subject,
          contactEmail: from,
          contactName: spam ? null : [guest?.firstName, guest?.lastName].filter(Boolean).join(' ') || null,
          guestId: !spam && guest && i % 2 === 0 ? guest.id : null,
          assignee: spam ? null : (staff[(i + 1) % staff.length] ?? null),
          status: open ? 'OPEN' : 'CLOSED',
          isOpen: open,
          topics: JSON.stringify(spam ? [] : [(mail as { topic: string }).topic]),
          mailFolder: spam ? 'spam' : 'inbox',
          labels: JSON.stringify(['private']),
          unreadCount: open && messages.length === 1 ? 1 : 0,
          lastMessageAt: messages[messages.length - 1].sentAt,
          messages: JSON.stringify(messages),
          createdAt: started.toDate(),
        })
        .execute();
    }
  }
  const snapshot = await computeSnapshot(db, past(today.add(8, 'hour')).toDate());
  await db.insertInto('crmStatistics').values({ computedAt: snapshot.computedAt, countries: JSON.stringify(snapshot.countries) }).execute();
}
