import { defineAction } from '../../api/action';

export const byVenue = defineAction(async () => null);
export const byCountry = defineAction(async () => null);
export const movements = defineAction(async () => null);
export const registerWaste = defineAction(async () => null);
