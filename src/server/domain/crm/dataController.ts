import type { DataControllerSaveInput } from '@generated/server/resources/dataController';
import { dataControllerResource } from '@generated/server/resources/dataController';
import { defineAction } from '../../api/action';
import { getSingle, saveSingle } from './records';

export const get = defineAction(async (ctx) => getSingle(ctx, dataControllerResource));
export const save = defineAction(async (ctx, { body }: DataControllerSaveInput) => saveSingle(ctx, dataControllerResource, body));
