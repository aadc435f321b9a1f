import type { CountryCode } from '@generated/shared/shell';
import { DATE_FORMAT } from '@/shared/dayjs';
import type { PlanLogDetails } from '@/shared/venue/activationPlanChangeLog';
import { currencyOf } from '../domain/shell/countries';
import { enumValue, moneyValue, monthValue, textValue, type PlanChange, type PlanEntity } from '../domain/venue/activationPlanLog';
import { templateDate } from '../domain/venue/activationPlanShared';
import type { SeedContext } from './context';
import { VENUES } from './places';

const TEMPLATE_EVENTS = [
  { key: 'valentines', costShare: 0.12, month: 2, day: 14, title: 'Valentine’s night', category: 'theme', description: 'Sharing cocktails and a set menu for two.' },
  { key: 'st-patricks', costShare: 0.15, month: 3, day: 17, title: 'St. Patrick’s Day', category: 'theme', description: 'Green beer, Irish whiskey flights and live folk.' },
  { key: 'cl-final', costShare: 0.2, month: 5, day: 30, title: 'Champions League final on the big screen', category: 'sports', description: 'Book tables from two weeks ahead.' },
  { key: 'midsummer', costShare: 0.25, month: 6, day: 23, title: 'Midsummer party', category: 'holiday', description: 'Terrace opens at noon; bonfire playlist.' },
  { key: 'summer-terrace', costShare: 0.3, month: 7, day: 1, title: 'Summer terrace season opening', category: 'promotion', description: 'Spritz menu and outdoor DJ.' },
  { key: 'halloween', costShare: 0.18, month: 10, day: 31, title: 'Halloween costume party', category: 'theme', description: 'Best costume wins a bar tab.' },
  { key: 'black-friday', costShare: 0.08, month: 11, day: 28, title: 'Black Friday happy hour', category: 'promotion', description: 'Two-for-one on house cocktails 17-19.' },
  { key: 'christmas-lunch', costShare: null, month: 12, day: 5, title: 'Christmas lunch season starts', category: 'holiday', description: 'Group menus for company parties.' },
  { key: 'nye', costShare: 0.35, month: 12, day: 31, title: 'New Year’s Eve', category: 'holiday', description: 'Tickets with a glass of bubbles at midnight.' },
];
const TEMPLATE_CAMPAIGNS = [
  { key: 'dry-january', costShare: 0.05, month: 1, title: 'Dry January mocktails', channel: 'inVenue', description: 'Three alcohol-free signature drinks on the menu.' },
  { key: 'spring-menu', costShare: 0.1, month: 4, title: 'Spring cocktail menu', channel: 'social', description: 'Launch posts and stories the first week.' },
  { key: 'summer', costShare: 0.15, month: 6, title: 'Summer on the terrace', channel: 'social', description: 'Weekly terrace photos and the spritz offer.' },
  { key: 'autumn-quiz', costShare: 0.04, month: 9, title: 'Autumn quiz league', channel: 'email', description: 'Sign-up email to the guest list.' },
  { key: 'christmas', costShare: 0.1, month: 12, title: 'Christmas party bookings', channel: 'email', description: 'Group menus to companies nearby.' },
];
const TEMPLATE_COMMENTS = [
  { key: 'jan-focus', month: 1, content: 'January is quiet: focus on low-alcohol drinks and the quiz nights.' },
  { key: 'jun-staff', month: 6, content: 'Summer staff must be trained before the terrace opens.' },
  { key: 'dec-book', month: 12, content: 'Christmas parties book from September; keep Fridays for groups.' },
];

const OWN_EVENTS = [
  { title: 'Quiz night', costShare: 0.02, category: 'other', description: 'Teams of up to six; winners drink free for an hour.' },
  { title: 'Live DJ: Friday session', costShare: 0.06, category: 'music', description: 'House and disco from 22.' },
  { title: 'Premier League Saturday', costShare: null, category: 'sports', description: 'Two screens, bucket deals.' },
  { title: 'Gin tasting with the distiller', costShare: 0.04, category: 'promotion', description: 'Twelve seats, pre-booked.' },
  { title: 'Acoustic Thursday', costShare: 0.03, category: 'music', description: 'Local singer-songwriters from 20.' },
  { title: 'Staff party', costShare: 0.1, category: 'other', description: 'Venue closes at 23.' },
];
const HQ_CAMPAIGNS = [
  { title: 'Group loyalty app launch', costShare: 0.1, channel: 'social', description: 'Head office campaign: QR codes on every table.' },
  { title: 'Summer spritz national offer', costShare: 0.2, channel: 'inVenue', description: 'Head office campaign: menu inserts and posters are sent to every venue.' },
];
const BUDGET_BASE: Record<CountryCode, number> = { dk: 2_500_000, no: 3_200_000, fi: 350_000, uk: 280_000 };
// At every third venue the birthday week of the current month costs more than any month's budget (at most 1.3 times the
// base), so the warning has a month to show there; elsewhere it is a modest campaign, as at most venues in most months.
// The template's costs of a month add up to at most 0.6 times the base, under budget.
const birthdayCostShare = (venueIndex: number) => (venueIndex % 3 === 0 ? 1.5 : 0.15);
/** A template holds no costs: what a venue spends is its own plan. */
const withoutCost = <T extends { costShare: number | null }>({ costShare: _costShare, ...entry }: T) => entry;
const TEMPLATE_NAMES: Record<CountryCode, string> = { dk: 'Standard year plan Denmark', no: 'Standard årsplan Norge', fi: 'Vuosisuunnitelma Suomi', uk: 'Standard year plan UK' };

/** One year template per country and, for every venue, its year plan: imported template entries, own events, campaigns, comments, budgets and a change log. */
export async function seedActivationPlan({ db, random, today }: SeedContext): Promise<void> {
  const year = today.year();
  const templates = await db
    .insertInto('activationPlanTemplates')
    .values(
      (['dk', 'no', 'fi', 'uk'] as CountryCode[]).map((country) => ({
        name: TEMPLATE_NAMES[country],
        country,
        description: 'The group’s yearly highlights: seasonal events, campaigns and what to focus on each month.',
        events: JSON.stringify(TEMPLATE_EVENTS.map(withoutCost)),
        campaigns: JSON.stringify(TEMPLATE_CAMPAIGNS.map(withoutCost)),
        comments: JSON.stringify(TEMPLATE_COMMENTS),
        createdBy: 'user-hq',
      })),
    )
    .returning(['id', 'country', 'name'])
    .execute();
  await db.insertInto('activationPlanTemplates').values({ name: 'Nightclub extras', country: 'dk', description: 'Extra club nights for the clubs.', events: JSON.stringify([{ key: 'foam', month: 8, day: 15, title: 'Foam party', category: 'theme', description: null }]), campaigns: JSON.stringify([]), comments: JSON.stringify([]), createdBy: 'user-hq' }).execute();

  for (const venue of VENUES) {
    const base = BUDGET_BASE[venue.country];
    // A share of the month's typical budget, in whole hundreds of the currency.
    const cost = (share: number | null) => (share === null ? null : Math.round((base * share) / 10000) * 10000);
    const template = templates.find((t) => t.country === venue.country)!;
    const imported = VENUES.indexOf(venue) % 3 !== 2;
    const events: Record<string, unknown>[] = [];
    if (imported) for (const e of TEMPLATE_EVENTS) events.push({ venueId: venue.id, date: templateDate(year, e.month, e.day), title: e.title, category: e.category, description: e.description, plannedCost: cost(e.costShare), templateId: template.id, templateKey: e.key, createdBy: 'user-vm' });
    for (let i = 0; i < 14; i++) {
      const e = OWN_EVENTS[(i + venue.name.length) % OWN_EVENTS.length];
      events.push({ venueId: venue.id, date: today.add(random.int(-45, 75), 'day').format(DATE_FORMAT), title: e.title, category: e.category, description: e.description, plannedCost: cost(e.costShare), startTime: random.pick(['18:00', '20:00', '21:30', '22:00']), createdBy: 'user-vm' });
    }
    await db.insertInto('activationPlanEvents').values(events).execute();

    const campaigns: Record<string, unknown>[] = [];
    if (imported) for (const c of TEMPLATE_CAMPAIGNS) campaigns.push({ venueId: venue.id, year, month: c.month, title: c.title, channel: c.channel, description: c.description, plannedCost: cost(c.costShare), isHQ: false, templateId: template.id, templateKey: c.key, createdBy: 'user-vm' });
    HQ_CAMPAIGNS.forEach((c, i) => campaigns.push({ venueId: venue.id, year, month: i === 0 ? 3 : 6, title: c.title, channel: c.channel, description: c.description, plannedCost: cost(c.costShare), isHQ: true, createdBy: 'user-hq' }));
    campaigns.push({ venueId: venue.id, year, month: today.month() + 1, title: `${venue.shortName} birthday week`, channel: 'social', description: 'Cake shots and a throwback playlist.', plannedCost: cost(birthdayCostShare(VENUES.indexOf(venue))), isHQ: false, createdBy: 'user-vm' });
    await db.insertInto('activationPlanCampaigns').values(campaigns).execute();

    const comments: Record<string, unknown>[] = [];
    if (imported) for (const c of TEMPLATE_COMMENTS) comments.push({ venueId: venue.id, year, month: c.month, content: c.content, templateId: template.id, templateKey: c.key, createdBy: 'user-hq' });
    comments.push({ venueId: venue.id, year, month: today.month() + 1, content: 'Weekend staffing is tight; move the quiz to Wednesday?', createdBy: 'user-vm' });
    comments.push({ venueId: venue.id, year, month: today.month() + 1, content: 'Agreed, and push it on Instagram on Monday.', createdBy: 'user-cd' });
    await db.insertInto('activationPlanComments').values(comments).execute();

    const budgets = Array.from({ length: 12 }, (_, i) => ({ venueId: venue.id, year, month: i + 1, amount: Math.round((base * (0.7 + random.next() * 0.6)) / 10000) * 10000, note: i === 11 ? 'Christmas season: extra for group menus' : null, createdBy: 'user-vm' }));
    await db.insertInto('activationPlanBudgets').values(budgets).execute();

    const at = (daysAgo: number) => today.subtract(daysAgo, 'day').hour(random.int(8, 18)).toDate();
    const currency = currencyOf(venue.country);
    const thisMonth = monthValue(year, today.month() + 1);
    const birthday = campaigns.at(-1)!;
    const entry = (daysAgo: number, entity: PlanEntity, change: PlanChange, details: PlanLogDetails, by = 'user-vm') => ({
      venueId: venue.id,
      at: at(daysAgo),
      entity,
      entityId: null,
      change,
      details: JSON.stringify(details),
      userName: by === 'user-vm' ? 'Lars Nielsen' : 'Mads Kjær',
      createdBy: by,
    });
    await db
      .insertInto('activationPlanChangeLog')
      .values([
        ...(imported ? [entry(40, 'event', 'imported', { name: template.name, count: TEMPLATE_EVENTS.length, year, changes: [] })] : []),
        entry(30, 'budget', 'created', { place: thisMonth, changes: [{ field: 'amount', from: null, to: moneyValue(budgets[today.month()].amount, currency) }] }),
        entry(12, 'campaign', 'created', {
          name: String(birthday.title),
          place: thisMonth,
          headOffice: false,
          changes: [
            { field: 'channel', from: null, to: enumValue('activationPlanCampaigns.channel', birthday.channel) },
            { field: 'description', from: null, to: textValue(birthday.description) },
            { field: 'plannedCost', from: null, to: moneyValue(birthday.plannedCost, currency) },
          ],
        }),
        entry(3, 'comment', 'created', { place: thisMonth, changes: [] }, 'user-cd'),
      ])
      .execute();
  }
}
