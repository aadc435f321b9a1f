import type { PouringCategoriesGetListInput } from '@generated/server/resources/pouringCategories';
import { defineAction } from '../../api/action';
import { settingsItems } from './settingsLists';

export const list = defineAction(async (ctx, { headers }: PouringCategoriesGetListInput) => (await settingsItems(ctx, headers.countryid)).pouringCategories);
