// Generated from every resource in schema/ by `npm run generate`. Do not edit.
import type { EndpointRoute, ResourceMeta } from '@/server/api/types';
import { allergiesResource, allergiesRoutes } from './resources/allergies';
import { assignedSalesProductsResource, assignedSalesProductsRoutes } from './resources/assignedSalesProducts';
import { assignedStockProductsResource, assignedStockProductsRoutes } from './resources/assignedStockProducts';
import { cockpitReportsResource, cockpitReportsRoutes } from './resources/cockpitReports';
import { countrySettingsResource, countrySettingsRoutes } from './resources/countrySettings';
import { desiredStocksResource, desiredStocksRoutes } from './resources/desiredStocks';
import { idamResource, idamRoutes } from './resources/idam';
import { mediaResource, mediaRoutes } from './resources/media';
import { notificationsResource, notificationsRoutes } from './resources/notifications';
import { operationLinksResource, operationLinksRoutes } from './resources/operationLinks';
import { packagesResource, packagesRoutes } from './resources/packages';
import { posDevicesResource, posDevicesRoutes } from './resources/posDevices';
import { posFloorplansResource, posFloorplansRoutes } from './resources/posFloorplans';
import { posReportsResource, posReportsRoutes } from './resources/posReports';
import { posVenuesResource, posVenuesRoutes } from './resources/posVenues';
import { pouringCategoriesResource, pouringCategoriesRoutes } from './resources/pouringCategories';
import { priceGroupsResource, priceGroupsRoutes } from './resources/priceGroups';
import { priceShiftWindowsResource, priceShiftWindowsRoutes } from './resources/priceShiftWindows';
import { productUnitsResource, productUnitsRoutes } from './resources/productUnits';
import { purchaseOrdersResource, purchaseOrdersRoutes } from './resources/purchaseOrders';
import { recipesResource, recipesRoutes } from './resources/recipes';
import { regionsResource, regionsRoutes } from './resources/regions';
import { roleInstancesResource, roleInstancesRoutes } from './resources/roleInstances';
import { rolesResource, rolesRoutes } from './resources/roles';
import { salesProductGroupsResource, salesProductGroupsRoutes } from './resources/salesProductGroups';
import { salesProductsResource, salesProductsRoutes } from './resources/salesProducts';
import { salesProductSubGroupsResource, salesProductSubGroupsRoutes } from './resources/salesProductSubGroups';
import { salesWasteReasonsResource, salesWasteReasonsRoutes } from './resources/salesWasteReasons';
import { stockContainerTypesResource, stockContainerTypesRoutes } from './resources/stockContainerTypes';
import { stockCountsResource, stockCountsRoutes } from './resources/stockCounts';
import { stockingTemplatesResource, stockingTemplatesRoutes } from './resources/stockingTemplates';
import { stockMovementsResource, stockMovementsRoutes } from './resources/stockMovements';
import { stockProductGroupsResource, stockProductGroupsRoutes } from './resources/stockProductGroups';
import { stockProductRequestsResource, stockProductRequestsRoutes } from './resources/stockProductRequests';
import { stockProductsResource, stockProductsRoutes } from './resources/stockProducts';
import { stockSettingsResource, stockSettingsRoutes } from './resources/stockSettings';
import { stockTransfersResource, stockTransfersRoutes } from './resources/stockTransfers';
import { stockWasteReasonsResource, stockWasteReasonsRoutes } from './resources/stockWasteReasons';
import { tagsResource, tagsRoutes } from './resources/tags';
import { taxGroupsResource, taxGroupsRoutes } from './resources/taxGroups';
import { usersResource, usersRoutes } from './resources/users';
import { vendorsResource, vendorsRoutes } from './resources/vendors';
import { venueInfoResource, venueInfoRoutes } from './resources/venueInfo';
import { venueRecipesResource, venueRecipesRoutes } from './resources/venueRecipes';
import { venuesResource, venuesRoutes } from './resources/venues';
import { venueStocksResource, venueStocksRoutes } from './resources/venueStocks';
import { venueTaskChecksResource, venueTaskChecksRoutes } from './resources/venueTaskChecks';
import { venueTasksResource, venueTasksRoutes } from './resources/venueTasks';
import { waiterListsResource, waiterListsRoutes } from './resources/waiterLists';
import { zReportsResource, zReportsRoutes } from './resources/zReports';

export const resources: Record<string, ResourceMeta> = {
  allergies: allergiesResource,
  assignedSalesProducts: assignedSalesProductsResource,
  assignedStockProducts: assignedStockProductsResource,
  cockpitReports: cockpitReportsResource,
  countrySettings: countrySettingsResource,
  desiredStocks: desiredStocksResource,
  idam: idamResource,
  media: mediaResource,
  notifications: notificationsResource,
  operationLinks: operationLinksResource,
  packages: packagesResource,
  posDevices: posDevicesResource,
  posFloorplans: posFloorplansResource,
  posReports: posReportsResource,
  posVenues: posVenuesResource,
  pouringCategories: pouringCategoriesResource,
  priceGroups: priceGroupsResource,
  priceShiftWindows: priceShiftWindowsResource,
  productUnits: productUnitsResource,
  purchaseOrders: purchaseOrdersResource,
  recipes: recipesResource,
  regions: regionsResource,
  roleInstances: roleInstancesResource,
  roles: rolesResource,
  salesProductGroups: salesProductGroupsResource,
  salesProducts: salesProductsResource,
  salesProductSubGroups: salesProductSubGroupsResource,
  salesWasteReasons: salesWasteReasonsResource,
  stockContainerTypes: stockContainerTypesResource,
  stockCounts: stockCountsResource,
  stockingTemplates: stockingTemplatesResource,
  stockMovements: stockMovementsResource,
  stockProductGroups: stockProductGroupsResource,
  stockProductRequests: stockProductRequestsResource,
  stockProducts: stockProductsResource,
  stockSettings: stockSettingsResource,
  stockTransfers: stockTransfersResource,
  stockWasteReasons: stockWasteReasonsResource,
  tags: tagsResource,
  taxGroups: taxGroupsResource,
  users: usersResource,
  vendors: vendorsResource,
  venueInfo: venueInfoResource,
  venueRecipes: venueRecipesResource,
  venues: venuesResource,
  venueStocks: venueStocksResource,
  venueTaskChecks: venueTaskChecksResource,
  venueTasks: venueTasksResource,
  waiterLists: waiterListsResource,
  zReports: zReportsResource,
};

export const endpointRoutes: EndpointRoute[] = [
  ...allergiesRoutes,
  ...assignedSalesProductsRoutes,
  ...assignedStockProductsRoutes,
  ...cockpitReportsRoutes,
  ...countrySettingsRoutes,
  ...desiredStocksRoutes,
  ...idamRoutes,
  ...mediaRoutes,
  ...notificationsRoutes,
  ...operationLinksRoutes,
  ...packagesRoutes,
  ...posDevicesRoutes,
  ...posFloorplansRoutes,
  ...posReportsRoutes,
  ...posVenuesRoutes,
  ...pouringCategoriesRoutes,
  ...priceGroupsRoutes,
  ...priceShiftWindowsRoutes,
  ...productUnitsRoutes,
  ...purchaseOrdersRoutes,
  ...recipesRoutes,
  ...regionsRoutes,
  ...roleInstancesRoutes,
  ...rolesRoutes,
  ...salesProductGroupsRoutes,
  ...salesProductsRoutes,
  ...salesProductSubGroupsRoutes,
  ...salesWasteReasonsRoutes,
  ...stockContainerTypesRoutes,
  ...stockCountsRoutes,
  ...stockingTemplatesRoutes,
  ...stockMovementsRoutes,
  ...stockProductGroupsRoutes,
  ...stockProductRequestsRoutes,
  ...stockProductsRoutes,
  ...stockSettingsRoutes,
  ...stockTransfersRoutes,
  ...stockWasteReasonsRoutes,
  ...tagsRoutes,
  ...taxGroupsRoutes,
  ...usersRoutes,
  ...vendorsRoutes,
  ...venueInfoRoutes,
  ...venueRecipesRoutes,
  ...venuesRoutes,
  ...venueStocksRoutes,
  ...venueTaskChecksRoutes,
  ...venueTasksRoutes,
  ...waiterListsRoutes,
  ...zReportsRoutes,
];

/** Migration files in the order they run. */
export const migrationFiles: string[] = [
  'assigned_sales_products.sql',
  'assigned_stock_products.sql',
  'cockpit_reports.sql',
  'country_settings.sql',
  'desired_stocks.sql',
  'media.sql',
  'notifications.sql',
  'operation_links.sql',
  'packages.sql',
  'pos_devices.sql',
  'pos_floorplans.sql',
  'pos_venues.sql',
  'price_shift_windows.sql',
  'purchase_orders.sql',
  'recipes.sql',
  'regions.sql',
  'role_instances.sql',
  'roles.sql',
  'sales_products.sql',
  'sales_waste_reasons.sql',
  'stock_counts.sql',
  'stocking_templates.sql',
  'stock_movements.sql',
  'stock_product_requests.sql',
  'stock_products.sql',
  'stock_settings.sql',
  'stock_transfers.sql',
  'stock_waste_reasons.sql',
  'users.sql',
  'vendors.sql',
  'venue_info.sql',
  'venue_recipes.sql',
  'venues.sql',
  'venue_task_checks.sql',
  'venue_tasks.sql',
  'waiter_lists.sql',
  'z_reports.sql',
];
