import type { AllergiesGetListInput } from '@generated/server/resources/allergies';
import { defineAction } from '../../api/action';
import { settingsItems } from './settingsLists';

export const list = defineAction(async (ctx, { headers }: AllergiesGetListInput) => (await settingsItems(ctx, headers.countryid)).allergies);
