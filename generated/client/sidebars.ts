// Generated from schema/shell/shell.ts and the sidebar entries of every route by `npm run generate`. Do not edit.
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import BadgeIcon from '@mui/icons-material/Badge';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import ChecklistIcon from '@mui/icons-material/Checklist';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import InfoIcon from '@mui/icons-material/Info';
import InsightsIcon from '@mui/icons-material/Insights';
import InventoryIcon from '@mui/icons-material/Inventory';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LinkIcon from '@mui/icons-material/Link';
import LiquorIcon from '@mui/icons-material/Liquor';
import LocalBarIcon from '@mui/icons-material/LocalBar';
import LocalDrinkIcon from '@mui/icons-material/LocalDrink';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PeopleIcon from '@mui/icons-material/People';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RedeemIcon from '@mui/icons-material/Redeem';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SettingsIcon from '@mui/icons-material/Settings';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import TableRestaurantIcon from '@mui/icons-material/TableRestaurant';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TuneIcon from '@mui/icons-material/Tune';
import ViewListIcon from '@mui/icons-material/ViewList';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import type { ServiceSidebar } from '@/app/navigation/types';

/** Each service with its sidebar, in switcher order. Groups without items are kept so that dynamic entries can fill them. */
export const SIDEBARS: ServiceSidebar[] = [
  {
    service: 'venue',
    icon: StorefrontIcon,
    selector: "venue",
    entries: [
      {
        kind: 'group', id: 'operations', items: [
          { kind: 'item', path: "/vp/info", key: "vp/info", icon: InfoIcon, permission: "vp.vp.venueinfo.show", venueScoped: true },
          { kind: 'item', path: "/vp/tasks", key: "vp/tasks", icon: TaskAltIcon, permission: "vp.vp.venuetasks.show", venueScoped: true },
          { kind: 'item', path: "/vp/operationLinks", key: "vp/operationLinks", icon: LinkIcon, permission: "vp.vp.operationlinks.show", venueScoped: true },
        ]
      },
      {
        kind: 'group', id: 'stock', items: [
          { kind: 'item', path: "/vp/pim/stock-product-requests", key: "vp/pim/stock-product-requests", icon: AddShoppingCartIcon, permission: "vp.vp.pim.stockmanagement.show", venueScoped: true },
          { kind: 'item', path: "/vp/pim/stock-transfers", key: "vp/pim/stock-transfers", icon: SyncAltIcon, permission: "vp.vp.pim.stockmanagement.show", venueScoped: true },
          { kind: 'item', path: "/vp/pim/desired-stock", key: "vp/pim/desired-stock", icon: TuneIcon, permission: "vp.vp.pim.stockmanagement.show", venueScoped: true },
          { kind: 'item', path: "/vp/pim/stock", key: "vp/pim/stock", icon: InventoryIcon, permission: "vp.vp.pim.stockmanagement.show", venueScoped: true },
          { kind: 'item', path: "/vp/pim/pouring-categories", key: "vp/pim/pouring-categories", icon: LocalBarIcon, permission: "vp.vp.pim.stockmanagement.show", venueScoped: true },
          { kind: 'item', path: "/vp/pim/stocktake", key: "vp/pim/stocktake", icon: ChecklistIcon, permission: "vp.vp.pim.stockmanagement.show", venueScoped: true },
          { kind: 'item', path: "/vp/pim/product-specs", key: "vp/pim/product-specs", icon: MenuBookIcon, permission: "vp.vp.pim.stockmanagement.show", venueScoped: true },
          { kind: 'item', path: "/vp/pim/orders", key: "vp/pim/orders", icon: ShoppingCartIcon, permission: "vp.vp.pim.stockmanagement.show", venueScoped: true },
        ]
      },
      {
        kind: 'group', id: 'pos', items: [
          { kind: 'item', path: "/vp/poc/waiterlist", key: "vp/poc/waiterlist", icon: BadgeIcon, permission: "pp.pos.poc.show", venueScoped: true },
          { kind: 'item', path: "/vp/poc/assigned-stock-products", key: "vp/poc/assigned-stock-products", icon: LiquorIcon, permission: "pp.pos.poc.show", venueScoped: true },
          { kind: 'item', path: "/vp/poc/assigned-sales-products", key: "vp/poc/assigned-sales-products", icon: LocalDrinkIcon, permission: "pp.pos.poc.show", venueScoped: true },
          { kind: 'item', path: "/vp/poc/venue-tables", key: "vp/poc/venue-tables", icon: TableRestaurantIcon, permission: "pp.pos.poc.show", venueScoped: true },
          { kind: 'item', path: "/vp/poc/purchase-orders", key: "vp/poc/purchase-orders", icon: ShoppingCartIcon, permission: "pp.pos.poc.show", venueScoped: true },
          { kind: 'item', path: "/vp/poc/stock-counts", key: "vp/poc/stock-counts", icon: FactCheckIcon, permission: "pp.pos.poc.show", venueScoped: true },
          { kind: 'item', path: "/vp/poc/priceShiftWindows", key: "vp/poc/priceShiftWindows", icon: ScheduleIcon, permission: "pp.pos.poc.show", venueScoped: true },
        ]
      },
      { kind: 'group', id: 'marketing', items: [] },
      { kind: 'group', id: 'booking', items: [] },
    ],
  },
  {
    service: 'reports',
    icon: AssessmentIcon,
    selector: null,
    entries: [
      { kind: 'group', id: 'coreReporting', items: [] },
      { kind: 'group', id: 'fuelReporting', items: [] },
      { kind: 'group', id: 'management', items: [] },
    ],
  },
  {
    service: 'life',
    icon: AutoAwesomeIcon,
    selector: "country",
    entries: [
      {
        kind: 'group', id: 'general', items: [
          { kind: 'item', path: "/life/operationlinks", key: "life/operationlinks", icon: LinkIcon, permission: "vp.life.operationlinks.show", venueScoped: false },
        ]
      },
      { kind: 'group', id: 'lists', items: [] },
      { kind: 'group', id: 'meetings', items: [] },
    ],
  },
  {
    service: 'crm',
    icon: CampaignIcon,
    selector: null,
    entries: [
      { kind: 'group', id: 'activation', items: [] },
      { kind: 'group', id: 'engage', items: [] },
      { kind: 'group', id: 'booking', items: [] },
    ],
  },
  {
    service: 'guests',
    icon: PeopleIcon,
    selector: "country",
    entries: [

    ],
  },
  {
    service: 'upkeep',
    icon: Inventory2Icon,
    selector: "country",
    entries: [
      {
        kind: 'group', id: 'venueManagement', items: [
          { kind: 'item', path: "/procurement/poc/assigned-stock-products", key: "procurement/poc/assigned-stock-products", icon: LiquorIcon, permission: "pp.pos.poc.show", venueScoped: false },
          { kind: 'item', path: "/procurement/poc/assigned-sales-products", key: "procurement/poc/assigned-sales-products", icon: LocalDrinkIcon, permission: "pp.pos.poc.show", venueScoped: false },
          { kind: 'item', path: "/procurement/poc/venue-tables", key: "procurement/poc/venue-tables", icon: TableRestaurantIcon, permission: "pp.pos.poc.show", venueScoped: false },
          { kind: 'item', path: "/procurement/poc/purchase-orders", key: "procurement/poc/purchase-orders", icon: ShoppingCartIcon, permission: "pp.pos.poc.show", venueScoped: false },
          { kind: 'item', path: "/procurement/poc/stock-counts", key: "procurement/poc/stock-counts", icon: FactCheckIcon, permission: "pp.pos.poc.show", venueScoped: false },
          { kind: 'item', path: "/procurement/poc/waiterlist", key: "procurement/poc/waiterlist", icon: BadgeIcon, permission: "pp.pos.poc.show", venueScoped: false },
          { kind: 'item', path: "/procurement/poc/priceShiftWindows", key: "procurement/poc/priceShiftWindows", icon: ScheduleIcon, permission: "pp.pos.poc.show", venueScoped: false },
          { kind: 'item', path: "/procurement/poc/z-reports", key: "procurement/poc/z-reports", icon: ReceiptLongIcon, permission: "pp.pos.poc.show", venueScoped: false },
        ]
      },
      {
        kind: 'group', id: 'countrySetup', items: [
          { kind: 'item', path: "/procurement/poc/stock-products", key: "procurement/poc/stock-products", icon: LiquorIcon, permission: "pp.pos.poc.show", venueScoped: false },
          { kind: 'item', path: "/procurement/poc/sales-products", key: "procurement/poc/sales-products", icon: LocalDrinkIcon, permission: "pp.pos.poc.show", venueScoped: false },
          { kind: 'item', path: "/procurement/poc/packages", key: "procurement/poc/packages", icon: RedeemIcon, permission: "pp.pos.poc.show", venueScoped: false },
          { kind: 'item', path: "/procurement/poc/vendors", key: "procurement/poc/vendors", icon: LocalShippingIcon, permission: "pp.pos.poc.show", venueScoped: false },
          { kind: 'item', path: "/procurement/poc/venues", key: "procurement/poc/venues", icon: PointOfSaleIcon, permission: "pp.pos.poc.show", venueScoped: false },
          { kind: 'item', path: "/procurement/poc/configuration", key: "procurement/poc/configuration", icon: TuneIcon, permission: "pp.pos.poc.show", venueScoped: false },
        ]
      },
      {
        kind: 'group', id: 'requests', items: [
          { kind: 'item', path: "/procurement/stock-product-requests", key: "procurement/stock-product-requests", icon: AddShoppingCartIcon, permission: "pp.pim.stockproductrequests.show", venueScoped: false },
        ]
      },
      {
        kind: 'group', id: 'products', items: [
          { kind: 'item', path: "/procurement/stock-products", key: "procurement/stock-products", icon: LiquorIcon, permission: "pp.pim.stockproducts.show", venueScoped: false },
          { kind: 'item', path: "/procurement/product-groups", key: "procurement/product-groups", icon: CategoryIcon, permission: "pp.pim.stockproducts.show", venueScoped: false },
        ]
      },
      {
        kind: 'group', id: 'stock', items: [
          { kind: 'item', path: "/procurement/stocking-templates", key: "procurement/stocking-templates", icon: ViewListIcon, permission: "pp.pim.stockmanagement.show", venueScoped: false },
          { kind: 'item', path: "/procurement/product-specs", key: "procurement/product-specs", icon: MenuBookIcon, permission: "pp.pim.stockmanagement.show", venueScoped: false },
          { kind: 'item', path: "/procurement/settings", key: "procurement/settings", icon: SettingsIcon, permission: "pp.pim.stockmanagement.show", venueScoped: false },
          { kind: 'item', path: "/procurement/venue-stocks", key: "procurement/venue-stocks", icon: InventoryIcon, permission: "pp.pim.stockmanagement.show", venueScoped: false },
          { kind: 'item', path: "/procurement/venue-recipes", key: "procurement/venue-recipes", icon: RestaurantMenuIcon, permission: "pp.pim.stockmanagement.show", venueScoped: false },
          { kind: 'item', path: "/procurement/stock-locations", key: "procurement/stock-locations", icon: WarehouseIcon, permission: "pp.pim.stockmanagement.show", venueScoped: false },
        ]
      },
    ],
  },
  {
    service: 'overview',
    icon: InsightsIcon,
    selector: "country",
    entries: [
      {
        kind: 'group', id: 'procurement', items: [
          { kind: 'item', path: "/procurement-reports/stock-products-report", key: "procurement-reports/stock-products-report", icon: InventoryIcon, permission: "pp.pos.poc.show", venueScoped: false },
          { kind: 'item', path: "/procurement-reports/report", key: "procurement-reports/report", icon: QueryStatsIcon, permission: "pp.pos.poc.show", venueScoped: false },
        ]
      },
    ],
  },
];
