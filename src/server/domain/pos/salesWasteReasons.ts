import { defineAction } from '../../api/action';

export const create = defineAction(async () => null);
