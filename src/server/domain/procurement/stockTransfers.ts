import { defineAction } from '../../api/action';

export const listByVenue = defineAction(async () => null);
export const cancel = defineAction(async () => null);
export const create = defineAction(async () => null);
export const receive = defineAction(async () => null);
export const send = defineAction(async () => null);
export const update = defineAction(async () => null);
