// Generated from the schema (resources on the pos API) by `npm run generate`. Do not edit.
import { createSurfaceDataProvider } from '@/data/kit';
import { allergiesEndpoints } from '../api/allergies';
import { assignedSalesProductsEndpoints } from '../api/assignedSalesProducts';
import { assignedStockProductsEndpoints } from '../api/assignedStockProducts';
import { countrySettingsEndpoints } from '../api/countrySettings';
import { desiredStocksEndpoints } from '../api/desiredStocks';
import { packagesEndpoints } from '../api/packages';
import { posDevicesEndpoints } from '../api/posDevices';
import { posFloorplansEndpoints } from '../api/posFloorplans';
import { posReportsEndpoints } from '../api/posReports';
import { posVenuesEndpoints } from '../api/posVenues';
import { pouringCategoriesEndpoints } from '../api/pouringCategories';
import { priceGroupsEndpoints } from '../api/priceGroups';
import { priceShiftWindowsEndpoints } from '../api/priceShiftWindows';
import { productUnitsEndpoints } from '../api/productUnits';
import { purchaseOrdersEndpoints } from '../api/purchaseOrders';
import { recipesEndpoints } from '../api/recipes';
import { salesProductGroupsEndpoints } from '../api/salesProductGroups';
import { salesProductsEndpoints } from '../api/salesProducts';
import { salesProductSubGroupsEndpoints } from '../api/salesProductSubGroups';
import { salesWasteReasonsEndpoints } from '../api/salesWasteReasons';
import { stockContainerTypesEndpoints } from '../api/stockContainerTypes';
import { stockCountsEndpoints } from '../api/stockCounts';
import { stockingTemplatesEndpoints } from '../api/stockingTemplates';
import { stockProductGroupsEndpoints } from '../api/stockProductGroups';
import { stockProductRequestsEndpoints } from '../api/stockProductRequests';
import { stockProductsEndpoints } from '../api/stockProducts';
import { stockSettingsEndpoints } from '../api/stockSettings';
import { stockTransfersEndpoints } from '../api/stockTransfers';
import { stockWasteReasonsEndpoints } from '../api/stockWasteReasons';
import { taxGroupsEndpoints } from '../api/taxGroups';
import { vendorsEndpoints } from '../api/vendors';
import { venueRecipesEndpoints } from '../api/venueRecipes';
import { venueStocksEndpoints } from '../api/venueStocks';
import { waiterListsEndpoints } from '../api/waiterLists';
import { zReportsEndpoints } from '../api/zReports';

/** The react-admin data provider of the pos API. */
export const posDataProvider = createSurfaceDataProvider({
  surface: 'pos',
  endpoints: {
    allergies: allergiesEndpoints,
    assignedSalesProducts: assignedSalesProductsEndpoints,
    assignedStockProducts: assignedStockProductsEndpoints,
    countrySettings: countrySettingsEndpoints,
    desiredStocks: desiredStocksEndpoints,
    packages: packagesEndpoints,
    posDevices: posDevicesEndpoints,
    posFloorplans: posFloorplansEndpoints,
    posReports: posReportsEndpoints,
    posVenues: posVenuesEndpoints,
    pouringCategories: pouringCategoriesEndpoints,
    priceGroups: priceGroupsEndpoints,
    priceShiftWindows: priceShiftWindowsEndpoints,
    productUnits: productUnitsEndpoints,
    purchaseOrders: purchaseOrdersEndpoints,
    recipes: recipesEndpoints,
    salesProductGroups: salesProductGroupsEndpoints,
    salesProducts: salesProductsEndpoints,
    salesProductSubGroups: salesProductSubGroupsEndpoints,
    salesWasteReasons: salesWasteReasonsEndpoints,
    stockContainerTypes: stockContainerTypesEndpoints,
    stockCounts: stockCountsEndpoints,
    stockingTemplates: stockingTemplatesEndpoints,
    stockProductGroups: stockProductGroupsEndpoints,
    stockProductRequests: stockProductRequestsEndpoints,
    stockProducts: stockProductsEndpoints,
    stockSettings: stockSettingsEndpoints,
    stockTransfers: stockTransfersEndpoints,
    stockWasteReasons: stockWasteReasonsEndpoints,
    taxGroups: taxGroupsEndpoints,
    vendors: vendorsEndpoints,
    venueRecipes: venueRecipesEndpoints,
    venueStocks: venueStocksEndpoints,
    waiterLists: waiterListsEndpoints,
    zReports: zReportsEndpoints,
  },
  simpleRest: [],
});
