import { emailTemplatesResource } from '@generated/server/resources/emailTemplates';
import { renderTemplate } from '@/shared/crm/handlebars';
import type { CampaignChannels, CampaignPreview } from '@/shared/crm/campaignContent';
import type { RequestContext } from '../../api/context';
import { sanitizePlainText } from '../../sanitize';
import { cleanEmailHtml, cleanTemplateText } from './templateRules';

/** The content fields master and venue campaigns share; a reset from master copies them. */
export const CONTENT_FIELDS = ['description', 'emailSubject', 'emailHtml', 'smsText', 'npPushTitle', 'npPushBody', 'npPushCtaName', 'npPushCtaUrl', 'emailDate', 'smsDate', 'pushDate'] as const;
export type ContentField = (typeof CONTENT_FIELDS)[number];
export type CampaignContent = Partial<Record<ContentField, string | null>>;

export const MEDIA_DATE_FIELD = { Email: 'emailDate', Sms: 'smsDate', Push: 'pushDate' } as const;

/** Email HTML sanitised for email, the texts free of markup, every placeholder text a valid handlebars template. */
export function cleanContent<T extends CampaignContent>(body: T): T {
  return {
    ...body,
    description: body.description === undefined ? undefined : body.description && sanitizePlainText(body.description),
    emailSubject: body.emailSubject === undefined ? undefined : cleanTemplateText('body.emailSubject', body.emailSubject),
    emailHtml: body.emailHtml === undefined ? undefined : cleanEmailHtml('body.emailHtml', body.emailHtml),
    smsText: body.smsText === undefined ? undefined : cleanTemplateText('body.smsText', body.smsText),
    npPushTitle: body.npPushTitle === undefined ? undefined : cleanTemplateText('body.npPushTitle', body.npPushTitle),
    npPushBody: body.npPushBody === undefined ? undefined : cleanTemplateText('body.npPushBody', body.npPushBody),
    npPushCtaName: body.npPushCtaName === undefined ? undefined : cleanTemplateText('body.npPushCtaName', body.npPushCtaName),
    npPushCtaUrl: body.npPushCtaUrl || null,
  };
}

export function contentOf(record: Record<string, unknown>): CampaignContent {
  return Object.fromEntries(CONTENT_FIELDS.map((f) => [f, (record[f] as string | null | undefined) ?? null]));
}

/** The email falls back to the applied template's HTML when the campaign has none of its own. */
export async function contentWithTemplate(ctx: RequestContext, campaign: { emailTemplateId?: string | null }): Promise<CampaignContent> {
  const content = contentOf(campaign as Record<string, unknown>);
  if (!content.emailHtml && campaign.emailTemplateId) {
    const template = await ctx.store.get(emailTemplatesResource, campaign.emailTemplateId);
    if (template) return { ...content, emailHtml: (template.html as string | null) ?? null, emailSubject: content.emailSubject || ((template.subject as string | null) ?? null) };
  }
  return content;
}

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function openHours(hours: { weekday: number; closed?: boolean | null; opens?: string | null; closes?: string | null }[] | null | undefined): string | undefined {
  if (!hours?.length) return undefined;
  return [...hours]
    .sort((a, b) => a.weekday - b.weekday)
    .map((h) => `${DAYS[h.weekday - 1]} ${h.closed ? 'closed' : `${h.opens}–${h.closes}`}`)
    .join(', ');
}

/**
 * The values a campaign of a venue renders with: the venue's own name, address, contacts and opening hours where
 * the portal knows them; the catalogue samples for everything else (guests, bookings, dates).
 */
export async function venueValues(ctx: RequestContext, venueId: string): Promise<Record<string, string>> {
  const venue = await ctx.db.selectFrom('venues').select(['name', 'shortName', 'logoUrl']).where('id', '=', venueId).executeTakeFirst();
  const info = await ctx.db.selectFrom('venueInfo').select(['address', 'general', 'openingHours']).where('venueId', '=', venueId).executeTakeFirst();
  const values: Record<string, string | null | undefined> = {
    venue_name: venue?.name,
    venue_short_name: venue?.shortName,
    venue_logo_url: venue?.logoUrl,
    venue_address: info?.address?.street,
    venue_postal_code: info?.address?.postalCode,
    venue_city: info?.address?.city,
    venue_phone: info?.general?.phone,
    venue_email: info?.general?.email,
    venue_website: info?.general?.website,
    venue_openhours: openHours(info?.openingHours),
  };
  return Object.fromEntries(Object.entries(values).filter((e): e is [string, string] => Boolean(e[1])));
}

const filled = (...texts: (string | null | undefined)[]) => texts.some((t) => Boolean(t?.trim()));

/** The one answer to "does this campaign use email, SMS, push?": its preview and its statistics both read it. */
export function channelsOf(content: CampaignContent): CampaignChannels {
  return { email: filled(content.emailHtml, content.emailSubject), sms: filled(content.smsText), push: filled(content.npPushTitle, content.npPushBody) };
}

/** A campaign's content rendered with handlebars: HTML escaped in the email, texts as they are. */
export function renderCampaign(content: CampaignContent, values: Record<string, string>): CampaignPreview {
  const text = (t: string | null | undefined) => renderTemplate(t, { format: 'text', values });
  return {
    channels: channelsOf(content),
    emailSubject: text(content.emailSubject),
    renderedEmail: renderTemplate(content.emailHtml, { format: 'html', values }),
    renderedSms: text(content.smsText),
    renderedNpPushTitle: text(content.npPushTitle),
    renderedNpPushBody: text(content.npPushBody),
    renderedNpPushCtaName: text(content.npPushCtaName),
    renderedNpPushCtaUrl: text(content.npPushCtaUrl),
  };
}

export const EMPTY_STATISTICS = {
  recipients: 0,
  emailsSent: 0,
  emailsDelivered: 0,
  emailsOpened: 0,
  emailsClicked: 0,
  emailsBounced: 0,
  unsubscribed: 0,
  smsSent: 0,
  smsDelivered: 0,
  pushSent: 0,
  pushOpened: 0,
};
export type CampaignNumbers = typeof EMPTY_STATISTICS;

const CHANNEL_NUMBERS: Record<keyof CampaignChannels, (keyof CampaignNumbers)[]> = {
  email: ['emailsSent', 'emailsDelivered', 'emailsOpened', 'emailsClicked', 'emailsBounced', 'unsubscribed'],
  sms: ['smsSent', 'smsDelivered'],
  push: ['pushSent', 'pushOpened'],
};

/** A campaign's numbers for the channels it uses; a channel it does not use has sent nothing, whatever was stored. */
export function numbersOfChannels(numbers: Partial<CampaignNumbers> | null | undefined, channels: CampaignChannels): Partial<CampaignNumbers> {
  const out = { ...numbers };
  for (const channel of Object.keys(CHANNEL_NUMBERS) as (keyof CampaignChannels)[]) if (!channels[channel]) for (const key of CHANNEL_NUMBERS[channel]) out[key] = 0;
  return out;
}

const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);

/** The numbers with their rates in percent (one decimal): delivered of sent, opened and clicked of delivered. */
export function withRates(numbers: Partial<CampaignNumbers> | null | undefined) {
  const n = { ...EMPTY_STATISTICS, ...Object.fromEntries(Object.entries(numbers ?? {}).filter(([, v]) => typeof v === 'number')) } as CampaignNumbers;
  return {
    ...n,
    deliveryRate: rate(n.emailsDelivered, n.emailsSent),
    openRate: rate(n.emailsOpened, n.emailsDelivered),
    clickRate: rate(n.emailsClicked, n.emailsDelivered),
    bounceRate: rate(n.emailsBounced, n.emailsSent),
    smsDeliveryRate: rate(n.smsDelivered, n.smsSent),
    pushOpenRate: rate(n.pushOpened, n.pushSent),
  };
}

export function sumNumbers(list: (Partial<CampaignNumbers> | null | undefined)[]): CampaignNumbers {
  const total = { ...EMPTY_STATISTICS };
  for (const numbers of list) for (const key of Object.keys(total) as (keyof CampaignNumbers)[]) total[key] += Number(numbers?.[key] ?? 0);
  return total;
}
