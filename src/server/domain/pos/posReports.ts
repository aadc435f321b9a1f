import { defineAction } from '../../api/action';

export const stockProducts = defineAction(async () => null);
export const salesOverview = defineAction(async () => null);
