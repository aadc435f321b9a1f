import type { CrmStatisticsGetLatestInput } from '@generated/server/resources/crmStatistics';
import type { CountryNumbers } from '@/shared/crm/crmStatistics';
import { defineAction } from '../../api/action';
import { holdsAny } from '../../api/scope';
import { COUNTRIES, latestStatistics, type Country } from './statisticsSnapshot';

const PERMISSION = 'vp.crm.overview.view';

export const getLatest = defineAction(async (ctx, { query }: CrmStatisticsGetLatestInput) => {
  const snapshot = await latestStatistics(ctx, query.refresh === true);
  const visible = COUNTRIES.filter((c) => holdsAny(ctx.user, [PERMISSION], { countries: [c] }));
  const countries = visible.map((country) => ({ country, ...snapshot.countries[country] }));
  const sum = (pick: (n: CountryNumbers) => number) => countries.reduce((total, n) => total + pick(n), 0);
  return {
    computedAt: snapshot.computedAt,
    countries: countries as ({ country: Country } & CountryNumbers)[],
    totals: {
      guests: sum((n) => n.guests),
      newGuests30Days: sum((n) => n.newGuests30Days),
      anonymized: sum((n) => n.anonymized),
      referred: sum((n) => n.referred),
      openConversations: sum((n) => n.openMessengerConversations + n.openEmailConversations),
      unassignedConversations: sum((n) => n.unassignedConversations),
      unreadMessages: sum((n) => n.unreadMessages),
    },
  };
});
