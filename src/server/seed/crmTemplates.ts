/** The demo's email templates: a shared email layout around each template's own body. */

export interface SeedEmailTemplate {
  name: string;
  type: 'Campaign' | 'Automation';
  enabled: boolean;
  description: string;
  subject: string;
  body: string;
}

/** The group's email layout: a 600 px table with the venue's name on top and the legal footer below. */
export function emailHtml(body: string): string {
  return [
    '<table width="100%" cellpadding="0" cellspacing="0" bgcolor="#f4f1ec"><tr><td align="center" style="padding:24px">',
    '<table width="600" cellpadding="0" cellspacing="0" bgcolor="#ffffff" style="border-collapse:collapse;font-family:Arial, sans-serif;color:#222222">',
    '<tr><td align="center" style="padding:20px;background-color:#1d1d1b;color:#ffffff;font-size:20px;font-weight:bold">{{venue_name}}</td></tr>',
    `<tr><td style="padding:28px;font-size:15px;line-height:1.5">${body}</td></tr>`,
    '<tr><td align="center" style="padding:16px;font-size:11px;color:#777777">{{venue_name}}, {{venue_address}}, {{venue_city}}<br>',
    'Sent by {{data_controller_name}} on {{send_date_short}}. <a href="{{guest_unsubscribe_url}}">Unsubscribe</a></td></tr>',
    '</table></td></tr></table>',
  ].join('\n');
}

export const EMAIL_TEMPLATES: SeedEmailTemplate[] = [
  {
    name: 'Monthly newsletter',
    type: 'Campaign',
    enabled: true,
    description: 'The monthly news of a venue: events, menus and offers.',
    subject: 'News from {{venue_name}} – {{send_date_month}}',
    body: '<h1>Hi {{guest_first_name}},</h1><p>Here is what is happening at {{venue_name}} this month.</p><p>We are open {{venue_openhours}}.</p><p><a href="{{venue_website}}">See the full programme</a></p>',
  },
  {
    name: 'Event invitation',
    type: 'Campaign',
    enabled: true,
    description: 'An invitation to one event with a booking link.',
    subject: 'You are invited to {{venue_name}}',
    body: '<h1>You are invited, {{guest_first_name}}!</h1><p>Join us at {{venue_name}}, {{venue_address}}. Doors open at 20:00.</p><p><a href="{{venue_website}}">Book your table</a></p>',
  },
  {
    name: 'Christmas party season',
    type: 'Campaign',
    enabled: true,
    description: 'Christmas parties with set menus and bottle packages.',
    subject: 'Christmas at {{venue_name}}',
    body: '<h1>Celebrate Christmas at {{venue_name}}</h1><p>Dear {{guest_first_name}}, gather your colleagues or friends for a Christmas party with a three-course menu and mulled wine.</p><p>Book before 1 December and get a free bottle of Crémant for every ten guests.</p>',
  },
  {
    name: 'Happy hour',
    type: 'Campaign',
    enabled: true,
    description: 'A short offer for happy hour.',
    subject: 'Happy hour at {{venue_name}}',
    body: '<h1>Two for one, {{guest_first_name}}!</h1><p>All cocktails are two for one at {{venue_name}} between 17:00 and 19:00.</p>',
  },
  {
    name: 'Summer 2024 (old)',
    type: 'Campaign',
    enabled: false,
    description: 'Last year’s summer template, kept for reference.',
    subject: 'Summer at {{venue_name}}',
    body: '<h1>Summer is here</h1><p>Our terrace is open.</p>',
  },
  {
    name: 'Welcome to the club',
    type: 'Automation',
    enabled: true,
    description: 'Sent when a guest profile is created.',
    subject: 'Welcome, {{guest_first_name}}!',
    body: '<h1>Welcome, {{guest_first_name}}!</h1><p>You now collect points at every visit to {{venue_name}} and our other venues. You have {{user_points}} points to start with.</p>',
  },
  {
    name: 'Happy birthday',
    type: 'Automation',
    enabled: true,
    description: 'Sent on the guest’s birthday.',
    subject: 'Happy birthday from {{venue_name}}',
    body: '<h1>Happy birthday, {{guest_first_name}}!</h1><p>Celebrate with us: show this email at {{venue_name}} for a free glass of bubbles.</p>',
  },
  {
    name: 'Booking confirmation',
    type: 'Automation',
    enabled: true,
    description: 'Confirms a booking with its details.',
    subject: 'Your booking {{booking_id}} at {{venue_name}}',
    body: '<h1>See you soon, {{guest_first_name}}</h1><p>Your table for {{booking_num_guests}} on {{booking_arrival_date}} at {{booking_arrival_time}} is confirmed.</p><p><a href="{{booking_manage_url}}">Change or cancel the booking</a></p>',
  },
  {
    name: 'We miss you',
    type: 'Automation',
    enabled: true,
    description: 'A nudge for guests who have not visited for a while.',
    subject: 'We miss you, {{guest_first_name}}',
    body: '<h1>It has been a while</h1><p>Your last visit to {{venue_name}} was on {{venue_guest_last_visit}}. Come by this week for a drink on the house.</p>',
  },
  {
    name: 'Booking reminder (draft)',
    type: 'Automation',
    enabled: false,
    description: 'A reminder the day before the booking; not yet in use.',
    subject: 'Tomorrow at {{venue_name}}',
    body: '<p>Hi {{guest_first_name}}, a reminder of your booking tomorrow at {{booking_arrival_time}}.</p>',
  },
];
