// Generated from every stored resource in schema/ by `npm run generate`. Do not edit.
import type { ColumnType, Generated } from 'kysely';
import type { MultilingualText } from '@/shared/types';

/** A JSON column: read as the value, written as its JSON text. */
export type Json<T> = ColumnType<T, string, string>;

export interface AssignedSalesProductsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  salesProductId: string | null;
  prices: Json<{ priceGroupId: string; price: number; }[]> | null;
  isActive: boolean | null;
}

export interface AssignedStockProductsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  stockProductId: string | null;
  storageId: string | null;
  vendorId: string | null;
  costPrice: number | null;
  isActive: boolean | null;
}

export interface CockpitReportsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  category: "coreReporting" | "fuelReporting" | null;
  reportId: string | null;
  workspaceId: string | null;
  permission: string | null;
  isActive: boolean | null;
  sortOrder: number | null;
}

export interface CountrySettingsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  salesProductGroups: Json<Array<{ salesProductGroupId?: { id?: string | null; } | null; name: string; color?: string | null; validSubGroups?: Array<{ salesProductSubGroupId?: { id?: string | null; } | null; name: string; color?: string | null; }> | null; }>> | null;
  productCategories: Json<Array<{ productCategoryId?: { id?: string | null; } | null; name: string; color?: string | null; tags?: string[] | null; validProductGroups?: Array<{ stockProductGroupId?: { id?: string | null; } | null; name: string; color?: string | null; }> | null; }>> | null;
  taxGroups: Json<Array<{ taxGroupId?: { id?: string | null; } | null; code: string; taxRatePercentage: number; taxRate?: number | null; }>> | null;
  allergies: Json<Array<{ allergyId?: { id?: string | null; } | null; name: string; }>> | null;
  priceGroups: Json<Array<{ priceGroupId?: { id?: string | null; } | null; name: string; isDefault?: boolean | null; }>> | null;
  tipPercentages: Json<number[]> | null;
  pouringCategories: Json<Array<{ pouringCategoryId?: { id?: string | null; } | null; name: string; pourSize: number; wastePercentage?: number | null; }>> | null;
  productUnits: Json<Array<{ productUnitId?: { id?: string | null; } | null; name: string; abbreviation?: string | null; }>> | null;
  stockContainerTypes: Json<Array<{ stockContainerTypeId?: { id?: string | null; } | null; name: string; tareWeight?: number | null; }>> | null;
}

export interface DesiredStocksTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  stockProductId: string | null;
  parLevel: number | null;
  reorderPoint: number | null;
}

export interface MediaTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  type: string | null;
  name: string | null;
  contentType: string | null;
  size: number | null;
  venueId: string | null;
  folder: string | null;
}

export interface NotificationsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  userId: string | null;
  venueId: string | null;
  title: string | null;
  message: string | null;
  link: string | null;
  isRead: boolean | null;
}

export interface OperationLinksTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  title: string | null;
  url: string | null;
  category: "operations" | "people" | "finance" | "suppliers" | "other" | null;
  description: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  sortOrder: number | null;
}

export interface PackagesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  description: string | null;
  price: number | null;
  items: Json<{ salesProductId: string; quantity: number; }[]> | null;
  validFrom: string | null;
  validTo: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  isActive: boolean | null;
}

export interface PosDevicesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  name: string | null;
  locationId: string | null;
  mustRequestTip: boolean | null;
}

export interface PosFloorplansTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  name: string | null;
  locationId: string | null;
  width: number | null;
  height: number | null;
  tables: Json<Array<{ tableId?: string | null; name: string; x: number; y: number; width: number; height: number; shape: "rect" | "round"; seats?: number | null; }>> | null;
}

export interface PosVenuesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  name: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  storages: Json<Array<{ storageId?: string | null; storageName: string; }>> | null;
  locations: Json<Array<{ locationId?: string | null; name: string; storageId?: string | null; }>> | null;
  settings: Json<{ defaultPriceGroupId?: string | null; receivingStorageId?: string | null; businessDayStartsAt?: string | null; tipsEnabled?: boolean | null; serviceChargePercentage?: number | null; receiptHeader?: string | null; receiptFooter?: string | null; zReportEmail?: string | null; }> | null;
}

export interface PriceShiftWindowsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  name: string | null;
  priceGroupId: string | null;
  weekdays: Json<Array<1 | 2 | 3 | 4 | 5 | 6 | 7>> | null;
  fromTime: string | null;
  toTime: string | null;
  validFrom: string | null;
  validTo: string | null;
  isActive: boolean | null;
}

export interface PurchaseOrdersTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  vendorId: string | null;
  orderNumber: string | null;
  state: "Unknown" | "Draft" | "Submitted" | "PartiallyReceived" | "FullyReceived" | "Cancelled" | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  currency: string | null;
  expectedDeliveryDate: string | null;
  note: string | null;
  lines: Json<Array<{ lineId?: string | null; stockProductId: string; quantity: number; unitCost?: number | null; receivedQuantity?: number | null; }>> | null;
  total: number | null;
  submittedAt: ColumnType<Date, Date | string, Date | string> | null;
  receivedAt: ColumnType<Date, Date | string, Date | string> | null;
  cancelledAt: ColumnType<Date, Date | string, Date | string> | null;
  receipts: Json<Array<{ receivedAt?: string | null; receivedBy?: string | null; storageId?: string | null; note?: string | null; lines?: Array<{ lineId?: string | null; quantity?: number | null; }> | null; }>> | null;
}

export interface RecipesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  description: string | null;
  portions: number | null;
  lines: Json<{ stockProductId: string; amount: number; }[]> | null;
  costPerPortion: number | null;
  country: "dk" | "no" | "fi" | "uk" | null;
}

export interface RegionsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
}

export interface RoleInstancesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  userId: string | null;
  roleId: string | null;
  venueId: string | null;
  validFromDate: string | null;
  validToDate: string | null;
  isDeactivated: boolean | null;
}

export interface RolesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  roleId: string | null;
  name: string | null;
  permissions: Json<string[]> | null;
}

export interface SalesProductsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  number: string | null;
  salesProductGroupId: string | null;
  salesProductSubGroupId: string | null;
  taxGroupId: string | null;
  prices: Json<{ priceGroupId: string; price: number; }[]> | null;
  recipeId: string | null;
  allergyIds: Json<string[]> | null;
  color: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  isActive: boolean | null;
}

export interface SalesWasteReasonsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
}

export interface StockCountsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  name: string | null;
  countDate: string | null;
  storageId: string | null;
  state: "Unknown" | "Draft" | "Active" | "Completed" | "Cancelled" | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  currency: string | null;
  note: string | null;
  lines: Json<Array<{ lineId?: string | null; stockProductId: string; locationId?: string | null; expectedQuantity?: number | null; countedQuantity?: number | null; }>> | null;
  varianceValue: number | null;
  activatedAt: ColumnType<Date, Date | string, Date | string> | null;
  completedAt: ColumnType<Date, Date | string, Date | string> | null;
  cancelledAt: ColumnType<Date, Date | string, Date | string> | null;
}

export interface StockingTemplatesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  description: string | null;
  lines: Json<Array<{ stockProductId: string; parLevel: number; reorderPoint?: number | null; }>> | null;
  country: "dk" | "no" | "fi" | "uk" | null;
}

export interface StockMovementsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  stockProductId: string | null;
  storageId: string | null;
  quantity: number | null;
  kind: "received" | "counted" | "transferOut" | "transferIn" | "waste" | "sale" | null;
  sourceId: string | null;
  wasteReasonId: string | null;
  note: string | null;
  occurredAt: ColumnType<Date, Date | string, Date | string> | null;
}

export interface StockProductRequestsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  name: string | null;
  vendorName: string | null;
  contentAmount: number | null;
  contentUnit: "cl" | "l" | "g" | "kg" | "pcs" | null;
  estimatedCost: number | null;
  reason: string | null;
  state: "Pending" | "Approved" | "Rejected" | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  decisionNote: string | null;
  stockProductId: string | null;
  decidedBy: string | null;
  decidedAt: ColumnType<Date, Date | string, Date | string> | null;
}

export interface StockProductsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  number: string | null;
  stockProductGroupId: string | null;
  vendorId: string | null;
  productUnitId: string | null;
  stockContainerTypeId: string | null;
  contentAmount: number | null;
  contentUnit: "cl" | "l" | "g" | "kg" | "pcs" | null;
  pouringCategoryId: string | null;
  costPrice: number | null;
  barcode: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  isActive: boolean | null;
}

export interface StockSettingsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  countIntervalDays: number | null;
  varianceTolerancePercentage: number | null;
  purchaseOrderPrefix: string | null;
  defaultLeadTimeDays: number | null;
}

export interface StockTransfersTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  toVenueId: string | null;
  transferNumber: string | null;
  state: "Draft" | "Sent" | "Received" | "Cancelled" | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  note: string | null;
  lines: Json<{ stockProductId: string; quantity: number; }[]> | null;
  sentAt: ColumnType<Date, Date | string, Date | string> | null;
  receivedAt: ColumnType<Date, Date | string, Date | string> | null;
  cancelledAt: ColumnType<Date, Date | string, Date | string> | null;
}

export interface StockWasteReasonsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
}

export interface UsersTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  userName: string | null;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  tags: Json<string[]> | null;
  locale: "eng" | "dan" | "swe" | "nor" | "fin" | null;
}

export interface VendorsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  vendorNumber: string | null;
  contactName: string | null;
  email: string | null;
  phone: string | null;
  leadTimeDays: number | null;
  minimumOrder: number | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  isActive: boolean | null;
}

export interface VenueInfoTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  address: Json<{ street: string; postalCode: string; city: string; country: "dk" | "no" | "fi" | "uk"; }> | null;
  general: Json<{ description?: MultilingualText | null; phone?: string | null; email?: string | null; website?: string | null; capacity?: number | null; ageLimit?: number | null; }> | null;
  openingHours: Json<Array<{ weekday: 1 | 2 | 3 | 4 | 5 | 6 | 7; closed?: boolean | null; opens?: string | null; closes?: string | null; }>> | null;
}

export interface VenueRecipesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  name: string | null;
  recipeId: string | null;
  portions: number | null;
  lines: Json<{ stockProductId: string; amount: number; }[]> | null;
  costPerPortion: number | null;
  isActive: boolean | null;
}

export interface VenuesTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  name: string | null;
  shortName: string | null;
  logoUrl: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  timeZone: string | null;
  regionId: string | null;
  isActive: boolean | null;
}

export interface VenueTaskChecksTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  taskId: string | null;
  venueId: string | null;
  date: string | null;
  checkedBy: string | null;
}

export interface VenueTasksTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  title: string | null;
  description: string | null;
  roleTypeId: "" | "vm" | "sm" | "hq" | null;
  date: string | null;
  repeat: "none" | "daily" | "weekly" | null;
  skippedDates: Json<string[]> | null;
}

export interface WaiterListsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  date: string | null;
  waiters: Json<Array<{ userId?: string | null; name: string; role: "waiter" | "bartender" | "runner" | "manager"; startTime: string; endTime: string; terminalIds?: string[] | null; }>> | null;
}

export interface ZReportsTable {
  id: Generated<string>;
  version: Generated<number>;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  createdBy: string | null;
  updatedBy: string | null;
  venueId: string | null;
  country: "dk" | "no" | "fi" | "uk" | null;
  reportNumber: number | null;
  businessDate: string | null;
  terminalId: string | null;
  openedAt: ColumnType<Date, Date | string, Date | string> | null;
  closedAt: ColumnType<Date, Date | string, Date | string> | null;
  currency: string | null;
  grossSales: number | null;
  netSales: number | null;
  taxTotal: number | null;
  discounts: number | null;
  refunds: number | null;
  tips: number | null;
  transactionCount: number | null;
  guestCount: number | null;
  salesByGroup: Json<Array<{ salesProductGroupId?: string | null; name?: string | null; quantity?: number | null; amount?: number | null; }>> | null;
  taxes: Json<Array<{ taxGroupId?: string | null; code?: string | null; taxRatePercentage?: number | null; net?: number | null; tax?: number | null; }>> | null;
  payments: Json<Array<{ method?: "card" | "cash" | "mobile" | "voucher" | "invoice" | null; amount?: number | null; }>> | null;
}

/** The tables of the schema's resources, keyed by resource name (the camel-case plugin maps them to snake case). */
export interface GeneratedDatabase {
  assignedSalesProducts: AssignedSalesProductsTable;
  assignedStockProducts: AssignedStockProductsTable;
  cockpitReports: CockpitReportsTable;
  countrySettings: CountrySettingsTable;
  desiredStocks: DesiredStocksTable;
  media: MediaTable;
  notifications: NotificationsTable;
  operationLinks: OperationLinksTable;
  packages: PackagesTable;
  posDevices: PosDevicesTable;
  posFloorplans: PosFloorplansTable;
  posVenues: PosVenuesTable;
  priceShiftWindows: PriceShiftWindowsTable;
  purchaseOrders: PurchaseOrdersTable;
  recipes: RecipesTable;
  regions: RegionsTable;
  roleInstances: RoleInstancesTable;
  roles: RolesTable;
  salesProducts: SalesProductsTable;
  salesWasteReasons: SalesWasteReasonsTable;
  stockCounts: StockCountsTable;
  stockingTemplates: StockingTemplatesTable;
  stockMovements: StockMovementsTable;
  stockProductRequests: StockProductRequestsTable;
  stockProducts: StockProductsTable;
  stockSettings: StockSettingsTable;
  stockTransfers: StockTransfersTable;
  stockWasteReasons: StockWasteReasonsTable;
  users: UsersTable;
  vendors: VendorsTable;
  venueInfo: VenueInfoTable;
  venueRecipes: VenueRecipesTable;
  venues: VenuesTable;
  venueTaskChecks: VenueTaskChecksTable;
  venueTasks: VenueTasksTable;
  waiterLists: WaiterListsTable;
  zReports: ZReportsTable;
}
