import type { venueCampaignsApi } from '@generated/client/api/venueCampaigns';

export type CampaignPage = Awaited<ReturnType<typeof venueCampaignsApi.paginated>>;
export type CampaignSummary = CampaignPage['items'][number];
export type CampaignDetail = Awaited<ReturnType<typeof venueCampaignsApi.getOne>>;
export type CampaignPreview = Awaited<ReturnType<typeof venueCampaignsApi.preview>>;
export type CampaignStatistics = Awaited<ReturnType<typeof venueCampaignsApi.statistics>>;
export type TestMessage = Awaited<ReturnType<typeof venueCampaignsApi.testMessages>>[number];
