import type { StockWasteReasonsCreateInput } from '@generated/server/resources/stockWasteReasons';
import { stockWasteReasonsResource } from '@generated/server/resources/stockWasteReasons';
import { defineAction } from '../../api/action';
import { addWasteReason } from './wasteReasons';

export const create = defineAction(async (ctx, { body }: StockWasteReasonsCreateInput) => addWasteReason(ctx, stockWasteReasonsResource, 'stockWasteReasons', body));
