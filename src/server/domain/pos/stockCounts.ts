import { defineAction } from '../../api/action';

export const create = defineAction(async () => null);
export const activate = defineAction(async () => null);
export const cancel = defineAction(async () => null);
export const complete = defineAction(async () => null);
export const update = defineAction(async () => null);
