import { defineAction } from '../../api/action';

export const get = defineAction(async () => null);
export const list = defineAction(async () => null);
export const remove = defineAction(async () => null);
export const create = defineAction(async () => null);
export const update = defineAction(async () => null);
