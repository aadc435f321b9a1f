import type { StockProductGroupsGetListInput } from '@generated/server/resources/stockProductGroups';
import { defineAction } from '../../api/action';
import { settingsItems } from './settingsLists';

export const list = defineAction(async (ctx, { headers }: StockProductGroupsGetListInput) => (await settingsItems(ctx, headers.countryid)).stockProductGroups);
