import { defineResource } from '../dsl';
import { STOCK_PRODUCTS } from './common/access';
import { settingsList } from './common/settingsList';
import { L, l } from './common/labels';

/** Stock product groups with their product category (kept in the country settings), and the Upkeep page managing them. */
export default defineResource(
  settingsList({
    name: 'stockProductGroups',
    label: L.productGroup,
    labelPlural: l('Product groups', 'Varegrupper', 'Varugrupper', 'Varegrupper', 'Tuoteryhmät'),
    path: '/CountrySettings/ProductGroups',
    error: 'Unable to get product groups',
    fields: {
      color: { type: 'text', format: 'color', label: L.color },
      productCategoryId: { type: 'text', label: L.productCategory },
      productCategoryName: { type: 'text', label: L.productCategory },
    },
    routes: [
      {
        path: '/procurement/product-groups',
        service: 'upkeep',
        menuGroup: 5,
        title: l('Product groups', 'Varegrupper', 'Varugrupper', 'Varegrupper', 'Tuoteryhmät'),
        sidebar: { group: 'products', order: 20, icon: 'Category' },
        permission: STOCK_PRODUCTS,
        screen: 'ProductGroupsScreen',
      },
    ],
  }),
);
