import { HANDLEBAR_CATALOGUE } from '@/shared/crm/handlebars';
import { defineAction } from '../../api/action';

export const catalogue = defineAction(async () => HANDLEBAR_CATALOGUE);
