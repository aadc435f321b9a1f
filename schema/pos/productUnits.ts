import { defineResource } from '../dsl';
import { settingsList } from './common/settingsList';
import { l } from './common/labels';

/** The units stock is counted and ordered in: bottle, keg, case ... (kept in the country settings). */
export default defineResource(
  settingsList({
    name: 'productUnits',
    label: l('Product unit', 'Vareenhed', 'Varuenhet', 'Vareenhet', 'Tuoteyksikkö'),
    labelPlural: l('Product units', 'Vareenheder', 'Varuenheter', 'Vareenheter', 'Tuoteyksiköt'),
    path: '/CountrySettings/ProductUnits',
    error: 'Unable to get product units',
    fields: { abbreviation: { type: 'text', label: l('Abbreviation', 'Forkortelse', 'Förkortning', 'Forkortelse', 'Lyhenne') } },
  }),
);
