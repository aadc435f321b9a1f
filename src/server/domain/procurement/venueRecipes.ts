import { defineAction } from '../../api/action';

export const get = defineAction(async () => null);
export const listByVenue = defineAction(async () => null);
export const create = defineAction(async () => null);
export const listByCountry = defineAction(async () => null);
export const update = defineAction(async () => null);
