import { defineResource } from '../dsl';
import { VENUE_STOCK } from './common/access';
import { settingsList } from './common/settingsList';
import { l } from './common/labels';

/** Pouring categories (pour size and allowed waste) from the country settings, and the venue page showing portions per container. */
export default defineResource(
  settingsList({
    name: 'pouringCategories',
    label: l('Pouring category', 'Skænkekategori', 'Serveringskategori', 'Skjenkekategori', 'Annostelukategoria'),
    labelPlural: l('Pouring categories', 'Skænkekategorier', 'Serveringskategorier', 'Skjenkekategorier', 'Annostelukategoriat'),
    path: '/CountrySettings/PouringCategories',
    error: 'Unable to get pouring categories',
    fields: {
      pourSize: { type: 'number', label: l('Pour size (cl)', 'Skænkestørrelse (cl)', 'Serveringsmängd (cl)', 'Skjenkestørrelse (cl)', 'Annoskoko (cl)') },
      wastePercentage: { type: 'number', label: l('Allowed waste (%)', 'Tilladt spild (%)', 'Tillåtet svinn (%)', 'Tillatt svinn (%)', 'Sallittu hävikki (%)') },
    },
    routes: [
      {
        path: '/vp/pim/pouring-categories',
        service: 'venue',
        menuGroup: 0,
        title: l('Pouring categories', 'Skænkekategorier', 'Serveringskategorier', 'Skjenkekategorier', 'Annostelukategoriat'),
        sidebar: { group: 'stock', order: 50, icon: 'LocalBar' },
        permission: VENUE_STOCK,
        screen: 'PouringCategoriesScreen',
      },
    ],
  }),
);
