import { randomUUID } from 'node:crypto';
import { DATE_FORMAT } from '@/shared/dayjs';
import { channelsOf, numbersOfChannels, type CampaignContent } from '../domain/crm/campaignContent';
import type { SeedContext } from './context';
import { VENUES } from './places';
import { EMAIL_TEMPLATES, emailHtml } from './crmTemplates';

/**
 * CRM activation and booking forms: email and message templates, automations, dynamic forms with submissions,
 * master campaigns with venue campaigns in every status at several venues, booking products, booking forms with
 * submissions. Everything is placed relative to today so that planned campaigns lie ahead and sent ones behind.
 */

const json = (value: unknown) => JSON.stringify(value);
const byCountry = (country: string) => VENUES.filter((v) => v.country === country).map((v) => v.id);
const venueName = (id: string) => VENUES.find((v) => v.id === id)!.name;

type Status = 'ReadyToFillOut' | 'Archived' | 'SubmittedForApproval' | 'Rejected' | 'Approved' | 'PartiallySent' | 'Sent' | 'ErrorSending' | 'Cancelled';

export async function seedCrmActivation(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  await db.updateTable('users').set({ phone: '+45 20 11 22 33' }).where('id', '=', 'user-vm').where('phone', 'is', null).execute();
  await db.updateTable('users').set({ phone: '+45 20 44 55 66' }).where('id', '=', 'user-hq').where('phone', 'is', null).execute();
  await db.updateTable('users').set({ phone: '+358 40 123 4567' }).where('id', '=', 'user-cm').where('phone', 'is', null).execute();

  const templates = await seedTemplates(ctx);
  const forms = await seedDynamicForms(ctx);
  await seedAutomations(ctx, templates, forms);
  await seedCampaigns(ctx, templates);
  await seedBooking(ctx);
}

async function seedTemplates({ db }: SeedContext): Promise<Map<string, string>> {
  const rows = await db
    .insertInto('emailTemplates')
    .values(EMAIL_TEMPLATES.map((t) => ({ name: t.name, type: t.type, enabled: t.enabled, description: t.description, subject: t.subject, html: emailHtml(t.body), createdBy: 'user-hq' })))
    .returning(['id', 'name'])
    .execute();
  const messageTemplates = [
    { name: 'Booking confirmed', type: 'Plain', subject: null, body: 'Hi {{guest_first_name}}, your table for {{booking_num_guests}} at {{venue_name}} on {{booking_arrival_date}} at {{booking_arrival_time}} is confirmed. See you soon!' },
    { name: 'Thanks for your message', type: 'Plain', subject: null, body: 'Hi {{guest_first_name}}, thanks for writing to {{venue_name}}. We will get back to you within a day.' },
    { name: 'Opening hours', type: 'Html', subject: 'Our opening hours', body: '<p>Hi {{guest_first_name}},</p><p>{{venue_name}} is open {{venue_openhours}}.</p><p>Best regards<br>{{venue_name}}</p>' },
    { name: 'Private party enquiry', type: 'Html', subject: 'Your private party at {{venue_name}}', body: '<p>Hi {{guest_first_name}},</p><p>Thank you for thinking of us for your party. Our events team will call you on {{guest_phone}} to plan the details.</p>' },
  ] as const;
  await db
    .insertInto('messageTemplates')
    .values(
      VENUES.flatMap((v, i) =>
        messageTemplates.map((t, j) => ({ venueId: v.id, name: t.name, enabled: (i + j) % 5 !== 4, template: json({ templateType: t.type, subject: t.subject, body: t.body }), createdBy: 'user-vm' })),
      ),
    )
    .execute();
  return new Map(rows.map((r) => [r.name!, r.id]));
}

const FORMS = [
  {
    name: 'Guest check-in',
    title: 'Welcome to {{venue_name}}!',
    description: 'Check in and collect points for your visit.',
    submitButtonText: 'Check in',
    successMessage: 'Thanks for checking in at {{venue_name}}. Enjoy your evening!',
    fields: [
      { key: 'first_name', label: 'First name', type: 'Text', required: true, options: [] },
      { key: 'email', label: 'Email', type: 'Email', required: true, options: [] },
      { key: 'occasion', label: 'What brings you here tonight?', type: 'Dropdown', required: false, options: ['Drinks with friends', 'Date night', 'Celebration', 'After work'] },
      { key: 'newsletter', label: 'Send me news and offers', type: 'Checkbox', required: false, options: [] },
    ],
    venues: [...byCountry('dk'), ...byCountry('no')],
    answers: (r: () => number) => ({
      first_name: ['Freja', 'Emil', 'Ida', 'Noah', 'Clara', 'Oscar', 'Nora', 'William'][Math.floor(r() * 8)],
      email: `guest${Math.floor(r() * 9000 + 1000)}@example.com`,
      occasion: ['Drinks with friends', 'Date night', 'Celebration', 'After work'][Math.floor(r() * 4)],
      newsletter: r() < 0.6 ? 'yes' : 'no',
    }),
  },
  {
    name: 'Christmas party enquiry',
    title: 'Plan your Christmas party at {{venue_name}}',
    description: 'Tell us about your party and we will send you a proposal within two days.',
    submitButtonText: 'Send enquiry',
    successMessage: 'Thank you! {{venue_name}} will contact you shortly.',
    fields: [
      { key: 'company', label: 'Company', type: 'Text', required: true, options: [] },
      { key: 'contact_email', label: 'Contact email', type: 'Email', required: true, options: [] },
      { key: 'party_size', label: 'Party size', type: 'Number', required: true, options: [] },
      { key: 'preferred_date', label: 'Preferred date', type: 'Date', required: false, options: [] },
      { key: 'wishes', label: 'Anything else we should know?', type: 'Textarea', required: false, options: [] },
    ],
    venues: ['venue-dk-norrebro', 'venue-dk-frederiksberg', 'venue-uk-shoreditch', 'venue-uk-soho'],
    answers: (r: () => number) => ({
      company: ['Nordlys ApS', 'Hygge Tech', 'Baltic Shipping', 'Green Leaf Ltd', 'Copenhagen Design Co'][Math.floor(r() * 5)],
      contact_email: `events${Math.floor(r() * 900 + 100)}@company.example`,
      party_size: String(Math.floor(r() * 60) + 10),
      preferred_date: `2025-12-${String(Math.floor(r() * 15) + 5).padStart(2, '0')}`,
      wishes: r() < 0.5 ? 'Vegetarian options please' : '',
    }),
  },
  {
    name: 'Summer competition',
    title: 'Win a summer party for ten',
    description: 'Answer one question and join the draw at {{venue_name}}.',
    submitButtonText: 'Join the draw',
    successMessage: 'You are in the draw. Good luck!',
    fields: [
      { key: 'name', label: 'Your name', type: 'Text', required: true, options: [] },
      { key: 'phone', label: 'Mobile number', type: 'Phone', required: true, options: [] },
      { key: 'favourite', label: 'Favourite summer drink', type: 'Dropdown', required: true, options: ['Spritz', 'Mojito', 'Cold beer', 'Rosé'] },
    ],
    venues: [...byCountry('fi'), 'venue-dk-aarhus'],
    isActive: false,
    answers: (r: () => number) => ({
      name: ['Aino Virtanen', 'Eero Laine', 'Mikko Nieminen', 'Sanna Koskinen'][Math.floor(r() * 4)],
      phone: `+358 40 ${Math.floor(r() * 9000000 + 1000000)}`,
      favourite: ['Spritz', 'Mojito', 'Cold beer', 'Rosé'][Math.floor(r() * 4)],
    }),
  },
];

async function seedDynamicForms({ db, random, today, past }: SeedContext): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const form of FORMS) {
    const row = await db
      .insertInto('dynamicForms')
      .values({
        name: form.name,
        title: form.title,
        description: form.description,
        isActive: form.isActive ?? true,
        submitButtonText: form.submitButtonText,
        successMessage: form.successMessage,
        fields: json(form.fields),
        venueIds: json(form.venues),
        createdBy: 'user-hq',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(form.name, row.id);
    const submissions = form.venues.flatMap((venueId) =>
      Array.from({ length: random.int(2, 9) }, () => {
        const answers = form.answers(random.next);
        return {
          formId: row.id,
          venueId,
          submittedAt: past(today.subtract(random.int(0, 55), 'day').add(random.int(11, 23), 'hour').add(random.int(0, 59), 'minute')).toDate(),
          answers: json(Object.entries(answers).map(([key, value]) => ({ key, value }))),
        };
      }),
    );
    await db.insertInto('dynamicFormSubmissions').values(submissions).execute();
  }
  return ids;
}

async function seedAutomations({ db }: SeedContext, templates: Map<string, string>, forms: Map<string, string>) {
  const action = (type: string, fields: Record<string, unknown>) => ({ id: randomUUID(), type, delayDays: 0, emailTemplateId: null, smsText: null, points: null, label: null, ...fields });
  const automations = [
    { name: 'Welcome new guests', description: 'A welcome email and 100 points when a guest profile is created.', enabled: true, triggers: [{ type: 8 }], conditions: [], actions: [action('SendMailAction', { emailTemplateId: templates.get('Welcome to the club') }), action('AddPointsAction', { points: 100 })] },
    { name: 'Birthday greeting', description: 'Greets guests on their birthday and labels them for the birthday list.', enabled: true, triggers: [{ type: 6 }], conditions: [], actions: [action('SendMailAction', { emailTemplateId: templates.get('Happy birthday') }), action('AddLabelAction', { label: 'Birthday this month' })] },
    { name: 'Birthday offer a month ahead', description: 'An SMS with a birthday table offer 30 days before the birthday.', enabled: true, triggers: [{ type: 5 }], conditions: [{ type: 'HasLabelCondition', negate: true, emailTemplateId: null, label: 'Do not disturb', dynamicFormId: null }], actions: [action('SendSmsAction', { smsText: 'Hi {{guest_first_name}}! Your birthday is coming up. Book a table at {{venue_name}} and get a free bottle of bubbles.' })] },
    { name: 'Booking confirmation', description: 'Confirms every booking by email.', enabled: true, triggers: [{ type: 0 }, { type: 1 }], conditions: [], actions: [action('SendMailAction', { emailTemplateId: templates.get('Booking confirmation') })] },
    { name: 'No-show follow-up', description: 'A friendly SMS to guests who did not show up, unless they opened the reminder.', enabled: false, triggers: [{ type: 2 }], conditions: [{ type: 'HasReadMailCondition', negate: true, emailTemplateId: templates.get('Booking confirmation'), label: null, dynamicFormId: null }], actions: [action('SendSmsAction', { smsText: 'We missed you at {{venue_name}} today. Would you like to book another time? {{booking_manage_url}}', delayDays: 1 })] },
    { name: 'Christmas leads', description: 'Labels guests who asked about a Christmas party and sends them the Christmas offer.', enabled: true, triggers: [{ type: 7 }], conditions: [{ type: 'IsDynamicFormCondition', negate: false, emailTemplateId: null, label: null, dynamicFormId: forms.get('Christmas party enquiry') }], actions: [action('AddLabelAction', { label: 'Christmas lead' }), action('SendMailAction', { emailTemplateId: templates.get('We miss you'), delayDays: 3 })] },
    { name: 'Fixr ticket buyers', description: 'Points for every ticket bought through Fixr.', enabled: true, triggers: [{ type: 10 }], conditions: [], actions: [action('AddPointsAction', { points: 50 })] },
    { name: 'Scratcher leads', description: 'New scratcher leads get the welcome email after a day.', enabled: false, triggers: [{ type: 9 }], conditions: [{ type: 'HasClickedMailCondition', negate: true, emailTemplateId: templates.get('Welcome to the club'), label: null, dynamicFormId: null }], actions: [action('SendMailAction', { emailTemplateId: templates.get('Welcome to the club'), delayDays: 1 })] },
  ];
  await db
    .insertInto('automations')
    .values(automations.map((a) => ({ name: a.name, description: a.description, enabled: a.enabled, triggers: json(a.triggers), conditions: json(a.conditions), actions: json(a.actions), createdBy: 'user-hq' })))
    .execute();
}

interface MasterSeed {
  name: string;
  status: 'Draft' | 'Active' | 'ApprovedForSending';
  template: string;
  description: string;
  emailSubject: string;
  smsText: string | null;
  push: [string, string, string, string] | null;
  /** Days from today of the email (and SMS/push) send dates. */
  sendIn: number;
  venues: { venueId: string; status: Status; before?: Status; title?: string; rejected?: string }[];
}

/** The numbers of a sent campaign, for the channels it has content for: a campaign without SMS text sent no SMS. */
function numbers(random: SeedContext['random'], content: CampaignContent, sent: boolean, partial = false) {
  if (!sent) return {};
  const recipients = random.int(800, 6000);
  const emailsSent = partial ? Math.round(recipients * 0.45) : recipients;
  const delivered = Math.round(emailsSent * (0.95 + random.next() * 0.04));
  const opened = Math.round(delivered * (0.25 + random.next() * 0.3));
  const clicked = Math.round(opened * (0.1 + random.next() * 0.25));
  const smsSent = Math.round(recipients * 0.4);
  return numbersOfChannels({
    recipients,
    emailsSent,
    emailsDelivered: delivered,
    emailsOpened: opened,
    emailsClicked: clicked,
    emailsBounced: emailsSent - delivered,
    unsubscribed: Math.round(delivered * 0.004),
    smsSent,
    smsDelivered: Math.round(smsSent * 0.97),
    pushSent: Math.round(recipients * 0.3),
    pushOpened: Math.round(recipients * 0.3 * 0.2),
  }, channelsOf(content));
}

async function seedCampaigns(ctx: SeedContext, templates: Map<string, string>) {
  const { db, random, today, past } = ctx;
  const html = (name: string) => emailHtml(EMAIL_TEMPLATES.find((t) => t.name === name)!.body);
  const masters: MasterSeed[] = [
    {
      name: 'Christmas party season',
      status: 'Active',
      template: 'Christmas party season',
      description: 'Company and friends Christmas parties in December, with set menus and bottle packages.',
      emailSubject: 'Christmas at {{venue_name}}: book your party now',
      smsText: 'Hi {{guest_first_name}}! Christmas parties at {{venue_name}} are filling up. Book your table now.',
      push: ['Christmas at {{venue_name}}', 'Book your Christmas party with set menus from 395 kr.', 'Book now', 'https://venueportal.example/christmas'],
      sendIn: 14,
      venues: [
        { venueId: 'venue-dk-norrebro', status: 'ReadyToFillOut' },
        { venueId: 'venue-dk-vesterbro', status: 'SubmittedForApproval' },
        { venueId: 'venue-dk-frederiksberg', status: 'Rejected', rejected: 'Please use the Christmas menu prices of 2025, not 2024.' },
        { venueId: 'venue-dk-aarhus', status: 'Approved' },
        { venueId: 'venue-no-grunerlokka', status: 'SubmittedForApproval' },
        { venueId: 'venue-no-akerbrygge', status: 'Archived' },
        { venueId: 'venue-no-bryggen', status: 'ReadyToFillOut' },
      ],
    },
    {
      name: 'Black Friday cocktails',
      status: 'ApprovedForSending',
      template: 'Happy hour',
      description: 'Two-for-one cocktails all Black Friday weekend.',
      emailSubject: 'Black Friday: two cocktails for one at {{venue_name}}',
      smsText: 'Black Friday at {{venue_name}}: 2 for 1 on all cocktails until midnight!',
      push: null,
      sendIn: -3,
      venues: [
        { venueId: 'venue-dk-norrebro', status: 'Sent' },
        { venueId: 'venue-dk-vesterbro', status: 'PartiallySent' },
        { venueId: 'venue-fi-kallio', status: 'Approved', before: 'ReadyToFillOut' },
        { venueId: 'venue-fi-punavuori', status: 'ErrorSending' },
        { venueId: 'venue-fi-tampere', status: 'Sent' },
      ],
    },
    {
      name: 'Summer terrace opening',
      status: 'Active',
      template: 'Event invitation',
      description: 'The terraces open for the summer.',
      emailSubject: 'The terrace at {{venue_name}} is open!',
      smsText: null,
      push: ['Terrace season', 'The terrace at {{venue_name}} is open from today.', 'See opening hours', 'https://venueportal.example/terrace'],
      sendIn: -120,
      venues: [
        { venueId: 'venue-dk-norrebro', status: 'Sent' },
        { venueId: 'venue-uk-shoreditch', status: 'Sent' },
        { venueId: 'venue-uk-soho', status: 'Cancelled' },
        { venueId: 'venue-uk-manchester', status: 'Sent' },
      ],
    },
    { name: "New Year's Eve 2026", status: 'Draft', template: 'Event invitation', description: 'Countdown parties at every club.', emailSubject: "New Year's Eve at {{venue_name}}", smsText: null, push: null, sendIn: 40, venues: [] },
  ];
  const date = (days: number) => today.add(days, 'day').format(DATE_FORMAT);
  // What happened to a campaign; an event of today has happened by the time the demo is built.
  const at = (days: number, hour = 10) => past(today.add(days, 'day').hour(hour)).toISOString();
  const entry = (userId: string, userName: string, action: string, from: string | null, to: string, days: number, comment: string | null = null) => ({ at: at(days), userId, userName, action, fromStatus: from, toStatus: to, comment });

  for (const m of masters) {
    const content = {
      description: m.description,
      emailSubject: m.emailSubject,
      emailHtml: html(m.template),
      smsText: m.smsText,
      npPushTitle: m.push?.[0] ?? null,
      npPushBody: m.push?.[1] ?? null,
      npPushCtaName: m.push?.[2] ?? null,
      npPushCtaUrl: m.push?.[3] ?? null,
      emailDate: date(m.sendIn),
      smsDate: m.smsText ? date(m.sendIn + 1) : null,
      pushDate: m.push ? date(m.sendIn) : null,
    };
    const activated = m.sendIn - 21;
    const masterHistory = [entry('user-hq', 'Anna Holm', 'create', null, 'Draft', Math.min(activated, 0) - 2)];
    if (m.status !== 'Draft') masterHistory.push(entry('user-hq', 'Anna Holm', 'activate', 'Draft', 'Active', activated, 'Please adapt the offer to your venue and submit within a week.'));
    if (m.status === 'ApprovedForSending') masterHistory.push(entry('user-hq', 'Anna Holm', 'approveForSending', 'Active', 'ApprovedForSending', m.sendIn - 2));
    const master = await db
      .insertInto('masterCampaigns')
      .values({
        ...content,
        name: m.name,
        status: m.status,
        venueIds: json(m.venues.length ? m.venues.map((v) => v.venueId) : [...byCountry('dk'), ...byCountry('uk')]),
        emailTemplateId: templates.get(m.template) ?? null,
        activationComment: m.status === 'Draft' ? null : 'Please adapt the offer to your venue and submit within a week.',
        activatedAt: m.status === 'Draft' ? null : new Date(at(activated)),
        approvedForSendingAt: m.status === 'ApprovedForSending' ? new Date(at(m.sendIn - 2)) : null,
        history: json(masterHistory),
        createdBy: 'user-hq',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!m.venues.length) continue;
    await db
      .insertInto('venueCampaigns')
      .values(
        m.venues.map((v) => {
          const history = [entry('user-hq', 'Anna Holm', 'activate', null, 'ReadyToFillOut', activated, 'Please adapt the offer to your venue and submit within a week.')];
          const submitted = !['ReadyToFillOut', 'Archived'].includes(v.status) && !v.before;
          if (v.status === 'Archived') history.push(entry('user-vm', 'Lars Nielsen', 'delete', 'ReadyToFillOut', 'Archived', activated + 2, null));
          if (submitted) history.push(entry('user-vm', 'Lars Nielsen', 'submitForApproval', 'ReadyToFillOut', 'SubmittedForApproval', activated + 3, 'Updated with our own menu and prices.'));
          if (v.status === 'Rejected') history.push(entry('user-hq', 'Anna Holm', 'reject', 'SubmittedForApproval', 'Rejected', activated + 5, v.rejected!));
          if (['Approved', 'PartiallySent', 'Sent', 'ErrorSending', 'Cancelled'].includes(v.status) && !v.before) history.push(entry('user-hq', 'Anna Holm', 'approve', 'SubmittedForApproval', 'Approved', activated + 5, 'Looks great.'));
          if (v.before) history.push(entry('user-hq', 'Anna Holm', 'approveWithMaster', v.before, 'Approved', m.sendIn - 2, `Approved with the master campaign ${m.name}`));
          if (v.status === 'Cancelled') history.push(entry('user-hq', 'Anna Holm', 'deleteByHq', 'Approved', 'Cancelled', m.sendIn - 1, null));
          if (['PartiallySent', 'Sent', 'ErrorSending'].includes(v.status)) history.push({ ...entry('system', 'Sending service', 'startSending', 'Approved', 'PartiallySent', m.sendIn), userId: null } as never);
          if (v.status === 'Sent') history.push({ ...entry('system', 'Sending service', 'finishSending', 'PartiallySent', 'Sent', m.sendIn + 1), userId: null } as never);
          if (v.status === 'ErrorSending') history.push({ ...entry('system', 'Sending service', 'failSending', 'PartiallySent', 'ErrorSending', m.sendIn), userId: null, comment: 'The email provider refused the sender domain.' } as never);
          return {
            ...content,
            venueId: v.venueId,
            masterId: master.id,
            title: m.name,
            status: v.status,
            emailTemplateId: templates.get(m.template) ?? null,
            submitComment: submitted ? 'Updated with our own menu and prices.' : null,
            submittedAt: submitted ? new Date(at(activated + 3)) : null,
            approvalComment: v.before ? 'Approved with the master campaign' : ['Approved', 'PartiallySent', 'Sent', 'ErrorSending', 'Cancelled'].includes(v.status) ? 'Looks great.' : null,
            rejectedComment: v.rejected ?? null,
            statusBeforeMasterApproval: v.before ?? null,
            statistics: json(numbers(random, content, ['Sent', 'PartiallySent', 'ErrorSending'].includes(v.status), v.status !== 'Sent')),
            history: json(history),
            createdBy: 'user-hq',
          };
        }),
      )
      .execute();
  }

  const own: { venueId: string; title: string; status: Status; sendIn: number; template: string; sms?: string }[] = [
    { venueId: 'venue-dk-norrebro', title: 'Quiz night every Thursday', status: 'ReadyToFillOut', sendIn: 10, template: 'Event invitation', sms: 'Quiz night at {{venue_name}} this Thursday at 20:00. Bring your team!' },
    { venueId: 'venue-dk-norrebro', title: 'Live jazz Sundays', status: 'SubmittedForApproval', sendIn: 12, template: 'Event invitation' },
    { venueId: 'venue-dk-norrebro', title: 'Autumn cocktail menu', status: 'Approved', sendIn: 6, template: 'Monthly newsletter' },
    { venueId: 'venue-dk-norrebro', title: 'Halloween party', status: 'Sent', sendIn: -30, template: 'Event invitation' },
    { venueId: 'venue-dk-vesterbro', title: 'Techno Saturdays', status: 'Rejected', sendIn: 9, template: 'Event invitation' },
    { venueId: 'venue-dk-vesterbro', title: 'Student night', status: 'ErrorSending', sendIn: -8, template: 'Happy hour' },
    { venueId: 'venue-uk-soho', title: 'Burns Night supper', status: 'SubmittedForApproval', sendIn: 20, template: 'Event invitation' },
    { venueId: 'venue-uk-shoreditch', title: 'Bottomless brunch launch', status: 'PartiallySent', sendIn: 0, template: 'Monthly newsletter' },
    { venueId: 'venue-fi-kallio', title: 'Sauna and cider evening', status: 'ReadyToFillOut', sendIn: 16, template: 'Event invitation' },
  ];
  await db
    .insertInto('venueCampaigns')
    .values(
      own.map((c) => {
        const template = EMAIL_TEMPLATES.find((t) => t.name === c.template)!;
        const submitted = c.status !== 'ReadyToFillOut';
        // Own campaigns were written two weeks ago and submitted a few days ago (sent ones before their date).
        const submittedDay = Math.min(c.sendIn - 7, -1 - (c.title.length % 4));
        return {
          venueId: c.venueId,
          masterId: null,
          title: c.title,
          status: c.status,
          description: `${c.title} at ${venueName(c.venueId)}.`,
          emailTemplateId: templates.get(c.template) ?? null,
          emailSubject: `${c.title} at {{venue_name}}`,
          emailHtml: emailHtml(template.body),
          smsText: c.sms ?? null,
          emailDate: date(c.sendIn),
          smsDate: c.sms ? date(c.sendIn) : null,
          submitComment: submitted ? 'Ready from our side.' : null,
          submittedAt: submitted ? new Date(at(submittedDay)) : null,
          rejectedComment: c.status === 'Rejected' ? 'The photo rights of the DJ image are not cleared. Please use another image.' : null,
          approvalComment: ['Approved', 'Sent', 'PartiallySent', 'ErrorSending'].includes(c.status) ? 'Approved.' : null,
          statistics: json(numbers(random, { emailHtml: emailHtml(template.body), smsText: c.sms ?? null }, ['Sent', 'PartiallySent', 'ErrorSending'].includes(c.status), c.status !== 'Sent')),
          history: json([
            entry('user-vm', 'Lars Nielsen', 'create', null, 'ReadyToFillOut', submittedDay - 7),
            ...(submitted ? [entry('user-vm', 'Lars Nielsen', 'submitForApproval', 'ReadyToFillOut', 'SubmittedForApproval', submittedDay, 'Ready from our side.')] : []),
            ...(c.status === 'Rejected' ? [entry('user-hq', 'Anna Holm', 'reject', 'SubmittedForApproval', 'Rejected', submittedDay + 1, 'The photo rights of the DJ image are not cleared. Please use another image.')] : []),
            ...(['Approved', 'PartiallySent', 'Sent', 'ErrorSending'].includes(c.status) ? [entry('user-hq', 'Anna Holm', 'approve', 'SubmittedForApproval', 'Approved', Math.min(submittedDay + 1, c.sendIn - 1), 'Approved.')] : []),
            ...(['PartiallySent', 'Sent', 'ErrorSending'].includes(c.status) ? [{ ...entry('system', 'Sending service', 'startSending', 'Approved', 'PartiallySent', c.sendIn), userId: null }] : []),
            ...(c.status === 'Sent' ? [{ ...entry('system', 'Sending service', 'finishSending', 'PartiallySent', 'Sent', c.sendIn + 1), userId: null }] : []),
            ...(c.status === 'ErrorSending' ? [{ ...entry('system', 'Sending service', 'failSending', 'PartiallySent', 'ErrorSending', c.sendIn), userId: null, comment: 'The SMS provider rejected the sender name.' }] : []),
          ]),
          createdBy: 'user-vm',
        };
      }),
    )
    .execute();
}

async function seedBooking({ db, random, today, past }: SeedContext) {
  const products = [
    { productName: 'Christmas table menu', description: 'Three courses with a glass of mulled wine.', country: 'dk', price: 39500 },
    { productName: 'Bottle of Crémant', description: 'Crémant de Bourgogne, 75 cl.', country: 'dk', price: 45000 },
    { productName: 'Cocktail package for 10', description: 'Twenty cocktails from the house menu.', country: 'dk', price: 180000 },
    { productName: 'Birthday cake', description: 'Chocolate cake with sparklers for up to 12 guests.', country: 'dk', price: 29500 },
    { productName: 'Julebord menu', description: 'Traditional Norwegian Christmas buffet.', country: 'no', price: 69500 },
    { productName: 'Sauna evening', description: 'Private sauna for two hours with towels.', country: 'fi', price: 24000 },
    { productName: 'Bottomless brunch', description: 'Ninety minutes of prosecco or Bloody Marys with brunch.', country: 'uk', price: 3800 },
    { productName: 'VIP booth', description: 'Reserved booth for eight with table service.', country: 'uk', price: 25000, isActive: false },
  ];
  const productRows = await db
    .insertInto('bookingProducts')
    .values(products.map((p) => ({ ...p, isActive: p.isActive ?? true, createdBy: 'user-hq' })))
    .returning(['id', 'productName'])
    .execute();
  const product = (name: string) => productRows.find((p) => p.productName === name)!.id;
  const field = (technicalType: string, extra: Record<string, unknown> = {}) => ({ id: randomUUID(), technicalType, label: null, required: false, availableOptions: [], productIds: [], ...extra });
  const forms = [
    { formName: 'Table booking', fields: [field('GuestFullName', { required: true }), field('GuestEmail', { required: true }), field('GuestPhone'), field('NumGuests', { required: true }), field('ArrivalDate', { required: true }), field('GeneralComments')] },
    {
      formName: 'Christmas party booking',
      fields: [
        field('GuestFullName', { required: true }),
        field('GuestEmail', { required: true }),
        field('NumGuests', { required: true }),
        field('ArrivalDate', { required: true }),
        field('Products', { label: 'Menus and drinks', productIds: [product('Christmas table menu'), product('Bottle of Crémant'), product('Cocktail package for 10')] }),
        field('DynamicDropdown', { label: 'Seating', required: true, availableOptions: ['Long table', 'Round tables', 'Standing reception'] }),
        field('GeneralComments'),
      ],
    },
    { formName: 'Birthday package', fields: [field('GuestFullName', { required: true }), field('GuestBirthdate'), field('ProductsSingle', { label: 'Package', productIds: [product('Birthday cake'), product('Bottle of Crémant')] }), field('DynamicText', { label: 'Name on the cake' }), field('ArrivalDate', { required: true })] },
    { formName: 'Legacy voucher form', isActive: false, fields: [field('GuestFullName'), field('LegacyVoucherCode', { label: 'Voucher code' })] },
  ];
  const formRows = await db
    .insertInto('bookingForms')
    .values(forms.map((f) => ({ formName: f.formName, isActive: f.isActive ?? true, fields: json(f.fields), createdBy: 'user-hq' })))
    .returning(['id', 'formName'])
    .execute();
  const names = ['Freja Madsen', 'Emil Larsen', 'Sofia Berg', 'Oliver Brown', 'Aino Virtanen', 'Lucas Hansen', 'Maja Jensen', 'Henry Wilson', 'Ingrid Dahl', 'William Kristensen'];
  const venues = ['venue-dk-norrebro', 'venue-dk-vesterbro', 'venue-dk-frederiksberg', 'venue-no-grunerlokka', 'venue-uk-shoreditch', 'venue-uk-soho', 'venue-fi-kallio'];
  const submissions = Array.from({ length: 48 }, (_, i) => {
    const form = forms[i % 3];
    const formRow = formRows.find((f) => f.formName === form.formName)!;
    const guest = names[random.int(0, names.length - 1)];
    const email = `${guest.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`;
    const arrival = today.add(random.int(-10, 40), 'day').format(DATE_FORMAT);
    const numGuests = random.int(2, 30);
    const values = form.fields.map((f) => {
      const value: Record<string, string> = {
        GuestFullName: guest,
        GuestEmail: email,
        GuestPhone: `+45 ${random.int(20000000, 99999999)}`,
        GuestBirthdate: `19${random.int(70, 99)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
        NumGuests: String(numGuests),
        ArrivalDate: arrival,
        GeneralComments: random.chance(0.4) ? 'We would like a table by the window.' : '',
        Products: 'Christmas table menu',
        ProductsSingle: 'Birthday cake',
        DynamicDropdown: random.pick(['Long table', 'Round tables', 'Standing reception']),
        DynamicText: guest.split(' ')[0],
      };
      return { fieldId: f.id, technicalType: f.technicalType, label: (f.label as string | null) ?? null, value: value[f.technicalType] ?? '' };
    });
    return {
      formId: formRow.id,
      formName: form.formName,
      venueId: venues[i % venues.length],
      submittedAt: past(today.subtract(random.int(0, 45), 'day').add(random.int(8, 23), 'hour').add(random.int(0, 59), 'minute')).toDate(),
      guestName: guest,
      guestEmail: email,
      guestPhone: values.find((v) => v.technicalType === 'GuestPhone')?.value ?? null,
      arrivalDate: arrival,
      numGuests: form.fields.some((f) => f.technicalType === 'NumGuests') ? numGuests : null,
      values: json(values),
    };
  });
  await db.insertInto('bookingFormSubmissions').values(submissions).execute();
}
