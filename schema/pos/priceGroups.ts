import { defineResource } from '../dsl';
import { CATALOGUE_READERS, countryHeaderOnly } from './common/access';
import { settingsList } from './common/settingsList';
import { l } from './common/labels';

/** The country's price groups (one is the default), for prices of sales products and price shift windows. */
export default defineResource(
  settingsList({
    name: 'priceGroups',
    label: l('Price group', 'Prisgruppe', 'Prisgrupp', 'Prisgruppe', 'Hintaryhmä'),
    labelPlural: l('Price groups', 'Prisgrupper', 'Prisgrupper', 'Prisgrupper', 'Hintaryhmät'),
    path: '/CountrySettings/PriceGroups',
    error: 'Unable to get price groups',
    fields: { isDefault: { type: 'boolean', label: l('Default', 'Standard', 'Standard', 'Standard', 'Oletus') } },
    actions: { getOne: { description: 'One price group of the country in the CountryId header, by its priceGroupId.' } },
    endpoints: {
      getOne: {
        method: 'GET',
        path: '/CountrySettings/PriceGroups/{id}',
        params: countryHeaderOnly,
        permission: CATALOGUE_READERS,
        scope: { country: 'header:countryId' },
        action: 'getOne',
        error: 'Unable to get price group',
      },
    },
  }),
);
