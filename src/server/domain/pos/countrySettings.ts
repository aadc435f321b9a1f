import { defineAction } from '../../api/action';

export const getSettings = defineAction(async () => null);
export const updateSettings = defineAction(async () => null);
