import { defineResource } from '../dsl';
import { settingsList } from './common/settingsList';
import { l } from './common/labels';

/** Containers stock comes in, with their empty weight for weighing open bottles at a stocktake. */
export default defineResource(
  settingsList({
    name: 'stockContainerTypes',
    label: l('Stock container type', 'Emballagetype', 'Förpackningstyp', 'Emballasjetype', 'Pakkaustyyppi'),
    labelPlural: l('Stock container types', 'Emballagetyper', 'Förpackningstyper', 'Emballasjetyper', 'Pakkaustyypit'),
    path: '/CountrySettings/StockContainerTypes',
    error: 'Unable to get stock container types',
    fields: { tareWeight: { type: 'number', label: l('Empty weight (g)', 'Tomvægt (g)', 'Tomvikt (g)', 'Tomvekt (g)', 'Tyhjäpaino (g)') } },
  }),
);
