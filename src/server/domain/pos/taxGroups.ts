import type { TaxGroupsGetListInput } from '@generated/server/resources/taxGroups';
import { defineAction } from '../../api/action';
import { settingsItems } from './settingsLists';

export const list = defineAction(async (ctx, { headers }: TaxGroupsGetListInput) => (await settingsItems(ctx, headers.countryid)).taxGroups);
