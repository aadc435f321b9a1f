import Handlebars from 'handlebars';

/**
 * The handlebar catalogue: the placeholders templates may use, by group, each with a name, a description and the
 * sample value previews render with. Shared by the server (`GET /Handlebars`, campaign previews) and the browser
 * (the picker and the live preview of the template editor), so both render the same text.
 */

export const HANDLEBAR_GROUPS = ['user', 'venue', 'legalDocument', 'guest', 'venueGuest', 'dataProcessors', 'dataController', 'booking', 'sendDate', 'dynamicForm'] as const;
export type HandlebarGroup = (typeof HANDLEBAR_GROUPS)[number];

export interface HandlebarEntry {
  /** The placeholder as written in a template, e.g. `{{venue_name}}`. */
  handlebar: string;
  /** The variable name inside the braces. */
  key: string;
  name: string;
  description: string;
  sample: string;
}

export interface HandlebarCatalogueGroup {
  group: HandlebarGroup;
  entries: HandlebarEntry[];
}

type Row = [key: string, name: string, description: string, sample: string];

const ROWS: Record<HandlebarGroup, Row[]> = {
  user: [
    ['user_first_name', 'First name', "The recipient's first name from their app account.", 'Freja'],
    ['user_last_name', 'Last name', "The recipient's last name from their app account.", 'Madsen'],
    ['user_full_name', 'Full name', "The recipient's first and last name.", 'Freja Madsen'],
    ['user_email', 'Email', "The recipient's sign-in email address.", 'freja.madsen@example.com'],
    ['user_phone', 'Phone', "The recipient's mobile number with country code.", '+45 20 12 34 56'],
    ['user_points', 'Points', "The recipient's loyalty points balance.", '1250'],
    ['user_referral_link', 'Referral link', "The recipient's personal referral link.", 'https://vpo.rt/r/FREJA25'],
  ],
  venue: [
    ['venue_name', 'Venue name', 'The name of the venue sending the message.', 'Nørrebro Social'],
    ['venue_short_name', 'Venue short name', "The venue's short code.", 'NBS'],
    ['venue_address', 'Address', "The venue's street address.", 'Nørrebrogade 52'],
    ['venue_postal_code', 'Postal code', "The venue's postal code.", '2200'],
    ['venue_city', 'City', "The venue's city.", 'København N'],
    ['venue_phone', 'Phone', "The venue's phone number.", '+45 33 12 34 56'],
    ['venue_email', 'Email', "The venue's contact email address.", 'hello@norrebrosocial.dk'],
    ['venue_website', 'Website', "The venue's website.", 'https://norrebrosocial.dk'],
    ['venue_openhours', 'Opening hours', "The venue's weekly opening hours, one day per line.", 'Mon–Thu 16:00–00:00, Fri–Sat 16:00–03:00, Sun closed'],
    ['venue_logo_url', 'Logo URL', "The address of the venue's logo image.", 'https://cdn.venueportal.example/logos/nbs.png'],
  ],
  legalDocument: [
    ['legal_document_title', 'Document title', 'The title of the legal document the guest accepted.', 'Privacy policy'],
    ['legal_document_url', 'Document link', 'A link to the current revision of the legal document.', 'https://venueportal.example/legal/privacy'],
    ['legal_document_version', 'Revision', 'The revision number of the legal document.', '7'],
    ['legal_document_updated_date', 'Updated', 'The date of the current revision.', '01-09-2025'],
  ],
  guest: [
    ['guest_first_name', 'First name', "The guest's first name from the guest profile.", 'Emil'],
    ['guest_last_name', 'Last name', "The guest's last name from the guest profile.", 'Larsen'],
    ['guest_full_name', 'Full name', "The guest's first and last name.", 'Emil Larsen'],
    ['guest_email', 'Email', "The guest's email address.", 'emil.larsen@example.com'],
    ['guest_phone', 'Phone', "The guest's phone number.", '+45 31 22 33 44'],
    ['guest_birthdate', 'Birthdate', "The guest's date of birth.", '14-03-1994'],
    ['guest_unsubscribe_url', 'Unsubscribe link', 'A link the guest opens to withdraw their marketing consent.', 'https://venueportal.example/unsubscribe/8f2c'],
  ],
  venueGuest: [
    ['venue_guest_visits', 'Visits', 'How many times the guest has checked in at the venue.', '12'],
    ['venue_guest_last_visit', 'Last visit', "The date of the guest's last check-in at the venue.", '08-11-2025'],
    ['venue_guest_points', 'Points at the venue', 'Points the guest has earned at the venue.', '340'],
    ['venue_guest_labels', 'Labels', "The guest's segmentation labels at the venue.", 'Regular, Cocktail lover'],
    ['venue_guest_consent_date', 'Consent date', 'When the guest gave the venue their marketing consent.', '02-02-2024'],
  ],
  dataProcessors: [
    ['data_processors_list', 'Data processors', 'The data processors handling guest data, one per line.', 'Mailjet (email delivery), Twilio (SMS delivery), Microsoft Azure (hosting)'],
    ['data_processors_count', 'Number of data processors', 'How many data processors handle guest data.', '3'],
  ],
  dataController: [
    ['data_controller_name', 'Controller name', 'The company responsible for the guest data.', 'Venue Group A/S'],
    ['data_controller_address', 'Controller address', "The data controller's address.", 'Vesterbrogade 1, 1620 København V'],
    ['data_controller_email', 'Controller email', 'Where guests send questions about their data.', 'privacy@venuegroup.example'],
    ['data_controller_registration', 'Company registration', "The data controller's company registration number.", 'CVR 12345678'],
  ],
  booking: [
    ['booking_id', 'Booking number', 'The reference of the booking.', 'BK-204815'],
    ['booking_num_guests', 'Number of guests', 'How many guests the booking is for.', '6'],
    ['booking_arrival_date', 'Arrival date', 'The day the guests arrive.', '19-12-2025'],
    ['booking_arrival_time', 'Arrival time', 'The time the guests arrive.', '20:30'],
    ['booking_products', 'Products', 'The products booked, separated by commas.', 'Christmas table menu, Bottle of Crémant'],
    ['booking_comment', 'Comment', "The guest's comment on the booking.", 'One guest is vegetarian'],
    ['booking_status', 'Status', 'The status of the booking.', 'Confirmed'],
    ['booking_manage_url', 'Manage booking link', 'A link where the guest changes or cancels the booking.', 'https://venueportal.example/booking/BK-204815'],
  ],
  sendDate: [
    ['send_date_full', 'Full date', 'The day the message is sent, written out.', 'Friday 19 December 2025'],
    ['send_date_short', 'Short date', 'The day the message is sent as DD-MM-YYYY.', '19-12-2025'],
    ['send_date_weekday', 'Weekday', 'The weekday the message is sent.', 'Friday'],
    ['send_date_day', 'Day of month', 'The day of the month the message is sent.', '19'],
    ['send_date_month', 'Month', 'The month the message is sent.', 'December'],
    ['send_date_year', 'Year', 'The year the message is sent.', '2025'],
  ],
  dynamicForm: [
    ['dynamic_form_name', 'Form name', 'The name of the dynamic form the guest submitted.', 'Christmas party enquiry'],
    ['dynamic_form_title', 'Form title', 'The title shown on the form.', 'Plan your Christmas party with us'],
    ['dynamic_form_submitted_at', 'Submitted', 'When the guest submitted the form.', '19/12/2025 14:05'],
    ['dynamic_form_answers', 'Answers', "The guest's answers, one question and answer per line.", 'Party size: 25, Preferred date: 12-12-2025'],
    ['dynamic_form_url', 'Form link', 'A link to the form.', 'https://venueportal.example/forms/christmas'],
  ],
};

export const HANDLEBAR_CATALOGUE: HandlebarCatalogueGroup[] = HANDLEBAR_GROUPS.map((group) => ({
  group,
  entries: ROWS[group].map(([key, name, description, sample]) => ({ handlebar: `{{${key}}}`, key, name, description, sample })),
}));

/** Every placeholder's sample value by key: what previews render with. */
export const HANDLEBAR_SAMPLES: Record<string, string> = Object.fromEntries(HANDLEBAR_CATALOGUE.flatMap((g) => g.entries.map((e) => [e.key, e.sample])));

const KNOWN = new Set(Object.keys(HANDLEBAR_SAMPLES));

/** The template's syntax error, or null when Handlebars can read it. */
export function templateError(template: string): string | null {
  try {
    Handlebars.parse(template);
    return null;
  } catch (error) {
    return (error as Error).message.split('\n')[0];
  }
}

/** Simple placeholders (`{{name}}`, `{{{name}}}`) the catalogue does not know, in order of appearance. */
export function unknownPlaceholders(template: string): string[] {
  const found: string[] = [];
  for (const match of template.matchAll(/\{\{\{?\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}?\}\}/g)) {
    const key = match[1];
    if (!KNOWN.has(key) && !['else', 'this'].includes(key) && !found.includes(key)) found.push(key);
  }
  return found;
}

type Node = hbs.AST.Node;
type Context = unknown;

function lookup(context: Context, path: hbs.AST.PathExpression): unknown {
  if (path.data) return undefined;
  let value: unknown = context;
  for (const part of path.parts) {
    if (value === null || value === undefined || typeof value !== 'object') return undefined;
    // Own properties only, as Handlebars does since 4.6: no prototype access from a template.
    value = Object.prototype.hasOwnProperty.call(value, part) ? (value as Record<string, unknown>)[part] : undefined;
  }
  return value;
}

function evaluate(context: Context, node: hbs.AST.Expression): unknown {
  switch (node.type) {
    case 'PathExpression':
      return lookup(context, node as hbs.AST.PathExpression);
    case 'StringLiteral':
    case 'NumberLiteral':
    case 'BooleanLiteral':
      return (node as hbs.AST.StringLiteral).value;
    default:
      return undefined;
  }
}

/** Handlebars' own idea of an empty value: undefined, null, false, '', 0 and empty lists. */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === false || value === '' || value === 0 || (Array.isArray(value) && value.length === 0);
}

function show(value: unknown, escape: boolean): string {
  if (value === undefined || value === null || value === false) return '';
  const text = String(value);
  return escape ? Handlebars.Utils.escapeExpression(text) : text;
}

function renderNodes(nodes: Node[], context: Context, escape: boolean): string {
  let out = '';
  for (const node of nodes) {
    switch (node.type) {
      case 'ContentStatement':
        out += (node as hbs.AST.ContentStatement).value;
        break;
      case 'MustacheStatement': {
        const m = node as hbs.AST.MustacheStatement;
        if (m.params.length) throw new Error(`Missing helper: "${(m.path as hbs.AST.PathExpression).original}"`);
        out += show(evaluate(context, m.path), escape && m.escaped);
        break;
      }
      case 'BlockStatement': {
        const b = node as hbs.AST.BlockStatement;
        const helper = (b.path as hbs.AST.PathExpression).original;
        const value = b.params.length ? evaluate(context, b.params[0]) : evaluate(context, b.path);
        const branch = (truthy: boolean, inner: Context = context) => (truthy ? (b.program ? renderNodes(b.program.body, inner, escape) : '') : b.inverse ? renderNodes(b.inverse.body, context, escape) : '');
        if (helper === 'if') out += branch(!isEmpty(value));
        else if (helper === 'unless') out += branch(isEmpty(value));
        else if (helper === 'with') out += branch(!isEmpty(value), value);
        else if (helper === 'each') out += Array.isArray(value) && value.length ? value.map((item) => renderNodes(b.program.body, item, escape)).join('') : branch(false);
        else if (!b.params.length) {
          // A section ({{#name}}...{{/name}}): Handlebars' blockHelperMissing.
          if (Array.isArray(value)) out += value.length ? value.map((item) => renderNodes(b.program.body, item, escape)).join('') : branch(false);
          else out += branch(value !== false && value !== null && value !== undefined, value === true ? context : value);
        }
        else throw new Error(`Missing helper: "${helper}"`);
        break;
      }
      default:
        // Comments render nothing; partials and decorators are not part of the portal's templates.
        break;
    }
  }
  return out;
}

/**
 * Renders a template with values (the catalogue's samples by default, overridden by `values`). HTML output escapes
 * the values; text output (SMS, push, subjects) leaves them as they are. The template is read by Handlebars' own
 * parser and evaluated here for the built-in helpers (if, unless, with, each): Handlebars' compiler generates code
 * with `new Function`, which the portal's Content Security Policy forbids in the browser, and server and browser
 * must render alike (tests/unit/crmHandlebars.test.ts compares the two). A template with a syntax error renders as
 * written, so a preview always shows something.
 */
export function renderTemplate(template: string | null | undefined, options: { format: 'html' | 'text'; values?: Record<string, string>; } = { format: 'html' }): string {
  if (!template) return '';
  const data = { ...HANDLEBAR_SAMPLES, ...options.values };
  try {
    return renderNodes(Handlebars.parse(template).body, data, options.format === 'html');
  } catch {
    return template;
  }
}

/** What the domain actions of placeholders answer: the contract between `src/server/domain/crm/handlebars.ts` and the typed calls. */
export interface HandlebarsResults {
  catalogue: HandlebarCatalogueGroup[];
}
