import { defineAction } from '../../api/action';

export const create = defineAction(async () => null);
export const update = defineAction(async () => null);
