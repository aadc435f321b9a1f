import type { ProductUnitsGetListInput } from '@generated/server/resources/productUnits';
import { defineAction } from '../../api/action';
import { settingsItems } from './settingsLists';

export const list = defineAction(async (ctx, { headers }: ProductUnitsGetListInput) => (await settingsItems(ctx, headers.countryid)).productUnits);
