import { defineAction } from '../../api/action';

export const create = defineAction(async () => null);
export const approve = defineAction(async () => null);
export const reject = defineAction(async () => null);
