// Generated from the schema by `npm run generate`. Do not edit.
import type { ApiSurface } from '@/data/types';
import { mainDataProvider } from './main';
import { crmDataProvider } from './crm';
import { bookingsDataProvider } from './bookings';
import { setupDataProvider } from './setup';
import { posDataProvider } from './pos';

export const surfaceDataProviders = {
  main: mainDataProvider,
  crm: crmDataProvider,
  bookings: bookingsDataProvider,
  setup: setupDataProvider,
  pos: posDataProvider,
};

/** The API surface serving each resource. */
export const resourceSurfaces: Record<string, ApiSurface> = {
  allergies: 'pos',
  assignedSalesProducts: 'pos',
  assignedStockProducts: 'pos',
  cockpitReports: 'main',
  countrySettings: 'pos',
  desiredStocks: 'pos',
  idam: 'main',
  media: 'main',
  notifications: 'main',
  operationLinks: 'main',
  packages: 'pos',
  posDevices: 'pos',
  posFloorplans: 'pos',
  posReports: 'pos',
  posVenues: 'pos',
  pouringCategories: 'pos',
  priceGroups: 'pos',
  priceShiftWindows: 'pos',
  productUnits: 'pos',
  purchaseOrders: 'pos',
  recipes: 'pos',
  regions: 'main',
  roleInstances: 'main',
  roles: 'main',
  salesProductGroups: 'pos',
  salesProducts: 'pos',
  salesProductSubGroups: 'pos',
  salesWasteReasons: 'pos',
  stockContainerTypes: 'pos',
  stockCounts: 'pos',
  stockingTemplates: 'pos',
  stockProductGroups: 'pos',
  stockProductRequests: 'pos',
  stockProducts: 'pos',
  stockSettings: 'pos',
  stockTransfers: 'pos',
  stockWasteReasons: 'pos',
  tags: 'main',
  taxGroups: 'pos',
  users: 'main',
  vendors: 'pos',
  venueInfo: 'main',
  venueRecipes: 'pos',
  venues: 'main',
  venueStocks: 'pos',
  venueTasks: 'main',
  waiterLists: 'pos',
  zReports: 'pos',
};

/** The schema resource behind each react-admin resource (named after its route). */
export const routeResources: Record<string, string> = {
  "life/operationlinks": 'operationLinks',
  "procurement/poc/packages": 'packages',
  "procurement/poc/sales-products": 'salesProducts',
  "procurement/poc/stock-products": 'stockProducts',
  "procurement/poc/vendors": 'vendors',
  "procurement/product-specs": 'recipes',
  "procurement/stock-products": 'stockProducts',
  "procurement/stocking-templates": 'stockingTemplates',
  "vp/operationLinks": 'operationLinks',
  "vp/pim/desired-stock": 'desiredStocks',
  "vp/pim/product-specs": 'venueRecipes',
  "vp/pim/stock-product-requests": 'stockProductRequests',
};
