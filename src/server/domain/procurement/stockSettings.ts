import { defineAction } from '../../api/action';

export const get = defineAction(async () => null);
export const update = defineAction(async () => null);
