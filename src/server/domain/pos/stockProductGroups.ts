import { defineAction } from '../../api/action';

export const getList = defineAction(async () => null);
export const list = defineAction(async () => null);
