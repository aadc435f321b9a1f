import type { SalesWasteReasonsCreateInput } from '@generated/server/resources/salesWasteReasons';
import { salesWasteReasonsResource } from '@generated/server/resources/salesWasteReasons';
import { defineAction } from '../../api/action';
import { addWasteReason } from './wasteReasons';

export const create = defineAction(async (ctx, { body }: SalesWasteReasonsCreateInput) => addWasteReason(ctx, salesWasteReasonsResource, 'salesWasteReasons', body));
