import type { listsApi } from '@generated/client/api/lists';

export type ListTypeOverview = Awaited<ReturnType<typeof listsApi.queryLatest>>[number];
export type ListSummary = NonNullable<ListTypeOverview['latest']>;
export type ListType = ListTypeOverview['type'];

export const LIST_TYPE_ENUM = 'lists.listType';
export const LIST_STATUS_ENUM = 'lists.status';
