import type { StockContainerTypesGetListInput } from '@generated/server/resources/stockContainerTypes';
import { defineAction } from '../../api/action';
import { settingsItems } from './settingsLists';

export const list = defineAction(async (ctx, { headers }: StockContainerTypesGetListInput) => (await settingsItems(ctx, headers.countryid)).stockContainerTypes);
