/** Query keys of the venue campaign screens; every write reloads `all`. */
export const keys = {
  all: ['venueCampaigns'] as const,
  page: (venueId: string, group: string, page: number, search: string) => ['venueCampaigns', 'page', venueId, group, page, search] as const,
  queue: ['venueCampaigns', 'queue'] as const,
  one: (id: string) => ['venueCampaigns', 'one', id] as const,
  preview: (id: string) => ['venueCampaigns', 'preview', id] as const,
  statistics: (id: string) => ['venueCampaigns', 'statistics', id] as const,
  outbox: (id: string) => ['venueCampaigns', 'outbox', id] as const,
  templates: ['emailTemplates', 'forCampaigns'] as const,
};
