import { useQuery } from '@tanstack/react-query';
import { activationPlanBudgetsApi } from '@generated/client/api/activationPlanBudgets';
import { activationPlanCampaignsApi } from '@generated/client/api/activationPlanCampaigns';
import { activationPlanCommentsApi } from '@generated/client/api/activationPlanComments';
import { activationPlanEventsApi } from '@generated/client/api/activationPlanEvents';
import type { ActivationPlanEventRecord } from '@generated/shared/types/activationPlanEvents';

const PAGE = 200;

/** The query key of the board's events: the move puts a moved event in place here before the server answers. */
export const boardEventsKey = (venueId: string, year: number) => ['activationPlan', venueId, 'board', year, 'events'] as const;

/** Every event of the year, page after page: a board that showed only the first page would hide the rest. */
async function eventsOfYear(venueId: string, year: number): Promise<ActivationPlanEventRecord[]> {
  const all: ActivationPlanEventRecord[] = [];
  for (let page = 1; ; page += 1) {
    const result = await activationPlanEventsApi.getList({ venueId, from: `${year}-01-01`, to: `${year}-12-31`, query: '*', page, perPage: PAGE });
    all.push(...(result.items as ActivationPlanEventRecord[]));
    if (page >= result.totalPages || !result.items.length) return all;
  }
}

/** What the board shows of a year: events, campaigns, budgets and comments, loaded side by side. */
export function useBoardData(venueId: string, year: number) {
  const events = useQuery({ queryKey: boardEventsKey(venueId, year), queryFn: () => eventsOfYear(venueId, year) });
  const campaigns = useQuery({ queryKey: ['activationPlan', venueId, 'campaigns', year], queryFn: () => activationPlanCampaignsApi.getByVenue({ venueId, year }) });
  const budgets = useQuery({ queryKey: ['activationPlan', venueId, 'budgets', year], queryFn: () => activationPlanBudgetsApi.get({ venueId, year, month: 0 }) });
  const comments = useQuery({ queryKey: ['activationPlan', venueId, 'comments', year], queryFn: () => activationPlanCommentsApi.getByVenue({ venueId, year }) });
  return { events, campaigns, budgets, comments };
}

export type BoardData = ReturnType<typeof useBoardData>;
export type BoardCampaign = NonNullable<BoardData['campaigns']['data']>[number];
export type BoardBudgets = NonNullable<BoardData['budgets']['data']>;
