import { defineAction } from '../../api/action';

export const assign = defineAction(async () => null);
export const listByVenue = defineAction(async () => null);
export const update = defineAction(async () => null);
