import { defineAction } from '../../api/action';

export const getDay = defineAction(async () => null);
export const saveDay = defineAction(async () => null);
