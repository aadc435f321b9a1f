import type { DataProcessorsSaveInput } from '@generated/server/resources/dataProcessors';
import { dataProcessorsResource } from '@generated/server/resources/dataProcessors';
import { defineAction } from '../../api/action';
import { upsert } from './records';

export const save = defineAction(async (ctx, { body }: DataProcessorsSaveInput) => upsert(ctx, dataProcessorsResource, body));
