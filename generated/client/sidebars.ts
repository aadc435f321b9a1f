// Generated from schema/shell/shell.ts and the sidebar entries of every route by `npm run generate`. Do not edit.
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import AssistantIcon from '@mui/icons-material/Assistant';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import AutoDeleteIcon from '@mui/icons-material/AutoDelete';
import BadgeIcon from '@mui/icons-material/Badge';
import BugReportIcon from '@mui/icons-material/BugReport';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import CelebrationIcon from '@mui/icons-material/Celebration';
import ChecklistIcon from '@mui/icons-material/Checklist';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DraftsIcon from '@mui/icons-material/Drafts';
import DynamicFormIcon from '@mui/icons-material/DynamicForm';
import EmailIcon from '@mui/icons-material/Email';
import EventNoteIcon from '@mui/icons-material/EventNote';
import EventSeatIcon from '@mui/icons-material/EventSeat';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import ForumIcon from '@mui/icons-material/Forum';
import GavelIcon from '@mui/icons-material/Gavel';
import GroupsIcon from '@mui/icons-material/Groups';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import InfoIcon from '@mui/icons-material/Info';
import InsightsIcon from '@mui/icons-material/Insights';
import InventoryIcon from '@mui/icons-material/Inventory';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import JoinInnerIcon from '@mui/icons-material/JoinInner';
import LabelIcon from '@mui/icons-material/Label';
import LinkIcon from '@mui/icons-material/Link';
import LiquorIcon from '@mui/icons-material/Liquor';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocalBarIcon from '@mui/icons-material/LocalBar';
import LocalDrinkIcon from '@mui/icons-material/LocalDrink';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import NightlifeIcon from '@mui/icons-material/Nightlife';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RedeemIcon from '@mui/icons-material/Redeem';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import ScheduleIcon from '@mui/icons-material/Schedule';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import SettingsSuggestIcon from '@mui/icons-material/SettingsSuggest';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SummarizeIcon from '@mui/icons-material/Summarize';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import TableRestaurantIcon from '@mui/icons-material/TableRestaurant';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TuneIcon from '@mui/icons-material/Tune';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import ViewListIcon from '@mui/icons-material/ViewList';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import type { ServiceSidebar } from '@/app/kit';

/** Each service with its sidebar, in switcher order. Groups without items are kept so that dynamic entries can fill them. */
export const SIDEBARS: ServiceSidebar[] = [
  {
    service: 'venue',
    icon: StorefrontIcon,
    selector: "venue",
    entries: [
      {
        kind: 'group', id: 'operations', items: [
          { kind: 'item', path: "/vp/cockpit", key: "vp/cockpit", icon: DashboardIcon, permission: "vp.vp.cockpit.show", venueScoped: true },
          { kind: 'item', path: "/vp/info", key: "vp/info", icon: InfoIcon, permission: "vp.vp.venueinfo.show", venueScoped: true },
          { kind: 'item', path: "/vp/tasks", key: "vp/tasks", icon: TaskAltIcon, permission: "vp.vp.venuetasks.show", venueScoped: true },
          { kind: 'item', path: "/vp/todos", key: "vp/todos", icon: ChecklistIcon, permission: "vp.vp.personaltodos.show", venueScoped: true },
          { kind: 'item', path: "/vp/lists", key: "vp/lists", icon: FactCheckIcon, permission: "vp.vp.lists.show", venueScoped: true },
          { kind: 'item', path: "/vp/lists/eodReports", key: "vp/lists/eodReports", icon: SummarizeIcon, permission: "vp.vp.lists.show", venueScoped: true },
          { kind: 'item', path: "/vp/meetings", key: "vp/meetings", icon: GroupsIcon, permission: "vp.vp.meetings.show", venueScoped: true },
          { kind: 'item', path: "/vp/venuedrive", key: "vp/venuedrive", icon: FolderSharedIcon, permission: "vp.vp.venuedrive.show", venueScoped: true },
          { kind: 'item', path: "/vp/operationLinks", key: "vp/operationLinks", icon: LinkIcon, permission: "vp.vp.operationlinks.show", venueScoped: true, page: "operationLinks" },
          { kind: 'item', path: "/vp/news", key: "vp/news", icon: NewspaperIcon, permission: null, venueScoped: true },
        ]
      },
      {
        kind: 'group', id: 'marketing', items: [
          { kind: 'item', path: "/vp/medialibrary", key: "vp/medialibrary", icon: PhotoLibraryIcon, permission: "vp.vp.medialibrary.show", venueScoped: true },
          { kind: 'item', path: "/vp/venuecampaigns", key: "vp/venuecampaigns", icon: CampaignIcon, permission: "vp.vp.venuecampaigns.view", venueScoped: true },
          { kind: 'item', path: "/vp/activationplan", key: "vp/activationplan", icon: EventNoteIcon, permission: "vp.vp.activationplan.show", venueScoped: true },
        ]
      },
      {
        kind: 'group', id: 'stock', items: [
          { kind: 'item', path: "/vp/pim/stock-product-requests", key: "vp/pim/stock-product-requests", icon: AddShoppingCartIcon, permission: "vp.vp.pim.stockmanagement.show", venueScoped: true, page: "stockProductRequests" },
          { kind: 'item', path: "/vp/pim/stock-transfers", key: "vp/pim/stock-transfers", icon: SyncAltIcon, permission: "vp.vp.pim.stockmanagement.show", venueScoped: true },
          { kind: 'item', path: "/vp/pim/desired-stock", key: "vp/pim/desired-stock", icon: TuneIcon, permission: "vp.vp.pim.stockmanagement.show", venueScoped: true, page: "desiredStocks" },
          { kind: 'item', path: "/vp/pim/stock", key: "vp/pim/stock", icon: InventoryIcon, permission: "vp.vp.pim.stockmanagement.show", venueScoped: true },
          { kind: 'item', path: "/vp/pim/pouring-categories", key: "vp/pim/pouring-categories", icon: LocalBarIcon, permission: "vp.vp.pim.stockmanagement.show", venueScoped: true },
          { kind: 'item', path: "/vp/pim/stocktake", key: "vp/pim/stocktake", icon: ChecklistIcon, permission: "vp.vp.pim.stockmanagement.show", venueScoped: true },
          { kind: 'item', path: "/vp/pim/product-specs", key: "vp/pim/product-specs", icon: MenuBookIcon, permission: "vp.vp.pim.stockmanagement.show", venueScoped: true, page: "venueRecipes" },
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
      {
        kind: 'group', id: 'booking', items: [
          { kind: 'item', path: "/marcom/marcom", key: "marcom/marcom", icon: EventSeatIcon, permission: "vp.vp.booking.show", venueScoped: true },
          { kind: 'item', path: "/marcom/guest-relations", key: "marcom/guest-relations", icon: ManageSearchIcon, permission: "vp.crm.bookingoverview.show", venueScoped: true },
          { kind: 'item', path: "/marcom/marcom/guest-list", key: "marcom/marcom/guest-list", icon: HowToRegIcon, permission: "vp.vp.booking.show", venueScoped: true },
          { kind: 'item', path: "/marcom/marcom/events", key: "marcom/marcom/events", icon: CelebrationIcon, permission: "vp.vp.booking.show", venueScoped: true },
          { kind: 'item', path: "/marcom/marcom/setup", key: "marcom/marcom/setup", icon: TableRestaurantIcon, permission: "vp.vp.booking.show", venueScoped: true },
          { kind: 'item', path: "/marcom/marcom/floorplan", key: "marcom/marcom/floorplan", icon: DashboardIcon, permission: "vp.vp.booking.show", venueScoped: true },
          { kind: 'item', path: "/marcom/marcom/calendar", key: "marcom/marcom/calendar", icon: CalendarMonthIcon, permission: "vp.vp.booking.show", venueScoped: true },
        ]
      },
    ],
  },
  {
    service: 'reports',
    icon: AssessmentIcon,
    selector: null,
    entries: [
      {
        kind: 'group', id: 'management', items: [
          { kind: 'item', path: "/cp/reports", key: "cp/reports", icon: ListAltIcon, permission: null, venueScoped: false, page: "cockpitReports" },
          { kind: 'item', path: "/cockpit/tonight", key: "cockpit/tonight", icon: NightlifeIcon, permission: "vp.vp.booking.acrossvenues.show", venueScoped: false },
          { kind: 'item', path: "/cockpit/payroll-changes", key: "cockpit/payroll-changes", icon: PaymentsIcon, permission: "vp.cockpit.payroll.show", venueScoped: false },
          { kind: 'item', path: "/cockpit/employees", key: "cockpit/employees", icon: BadgeIcon, permission: "vp.cockpit.campus.employees.show", venueScoped: false, page: "campusEmployees" },
          { kind: 'item', path: "/cockpit/training-sessions", key: "cockpit/training-sessions", icon: SchoolIcon, permission: "vp.cockpit.campus.employees.show", venueScoped: false, page: "venueTrainingSessions" },
          { kind: 'item', path: "/cockpit/wizard-instances", key: "cockpit/wizard-instances", icon: AssistantIcon, permission: "vp.cockpit.campus.employees.show", venueScoped: false, page: "wizardInstances" },
          { kind: 'item', path: "/cp/powerbitester", key: "cp/powerbitester", icon: BugReportIcon, permission: null, venueScoped: false },
        ]
      },
      { kind: 'group', id: 'coreReporting', items: [] },
      { kind: 'group', id: 'fuelReporting', items: [] },
    ],
  },
  {
    service: 'life',
    icon: AutoAwesomeIcon,
    selector: "country",
    entries: [
      {
        kind: 'group', id: 'lists', items: [
          { kind: 'item', path: "/life/lists", key: "life/lists", icon: FactCheckIcon, permission: "vp.life.lists.show", venueScoped: false },
          { kind: 'item', path: "/life/list-rules", key: "life/list-rules", icon: NotificationsActiveIcon, permission: "vp.life.lists.managerules", venueScoped: false, page: "listNotificationRules" },
        ]
      },
      {
        kind: 'group', id: 'meetings', items: [
          { kind: 'item', path: "/life/meetings", key: "life/meetings", icon: GroupsIcon, permission: "vp.life.meetings.show", venueScoped: false },
          { kind: 'item', path: "/life/meeting-rules", key: "life/meeting-rules", icon: NotificationsActiveIcon, permission: "vp.life.meetings.managerules", venueScoped: false, page: "meetingNotificationRules" },
        ]
      },
      {
        kind: 'group', id: 'general', items: [
          { kind: 'item', path: "/life/eod", key: "life/eod", icon: SummarizeIcon, permission: "vp.life.eod.show", venueScoped: false },
          { kind: 'item', path: "/life/operationlinks", key: "life/operationlinks", icon: LinkIcon, permission: "vp.life.operationlinks.show", venueScoped: false, page: "operationLinks" },
        ]
      },
    ],
  },
  {
    service: 'crm',
    icon: CampaignIcon,
    selector: null,
    entries: [
      { kind: 'item', path: "/crm/overview", key: "crm/overview", icon: InsightsIcon, permission: "vp.crm.overview.view", venueScoped: false },
      {
        kind: 'group', id: 'activation', items: [
          { kind: 'item', path: "/crm/campaigns", key: "crm/campaigns", icon: CampaignIcon, permission: "vp.crm.campaigns.view", venueScoped: false },
          { kind: 'item', path: "/crm/automations", key: "crm/automations", icon: AccountTreeIcon, permission: "vp.crm.automations.view", venueScoped: false },
          { kind: 'item', path: "/crm/dynamicforms", key: "crm/dynamicforms", icon: DynamicFormIcon, permission: "vp.crm.dynamicforms.view", venueScoped: false },
          { kind: 'item', path: "/crm/email-templates", key: "crm/email-templates", icon: DraftsIcon, permission: "vp.crm.emailtemplates.view", venueScoped: false },
          { kind: 'item', path: "/crm/guest-segmentation", key: "crm/guest-segmentation", icon: LabelIcon, permission: "vp.crm.guestprofiles.extended.view", venueScoped: false },
          { kind: 'item', path: "/crm/legaldocuments", key: "crm/legaldocuments", icon: GavelIcon, permission: "vp.crm.legaldocuments.view", venueScoped: false },
        ]
      },
      {
        kind: 'group', id: 'engage', items: [
          { kind: 'item', path: "/crm/engage/messenger", key: "crm/engage/messenger", icon: ForumIcon, permission: "vp.crm.engagemessenger.view", venueScoped: false },
          { kind: 'item', path: "/crm/engage/email", key: "crm/engage/email", icon: EmailIcon, permission: "vp.crm.engageemail.view", venueScoped: false },
          { kind: 'item', path: "/crm/engage/configuration", key: "crm/engage/configuration", icon: SettingsSuggestIcon, permission: "vp.crm.engageconfiguration.view", venueScoped: false },
        ]
      },
      {
        kind: 'group', id: 'booking', items: [
          { kind: 'item', path: "/crm/booking-forms", key: "crm/booking-forms", icon: EventNoteIcon, permission: "vp.crm.bookingforms.view", venueScoped: false },
          { kind: 'item', path: "/marcom/guest-relations", key: "marcom/guest-relations", icon: ManageSearchIcon, permission: "vp.crm.bookingoverview.show", venueScoped: true, service: 'venue' },
        ]
      },
    ],
  },
  {
    service: 'guests',
    icon: PeopleIcon,
    selector: "country",
    entries: [
      { kind: 'item', path: "/crm/guests", key: "crm/guests", icon: PersonSearchIcon, permission: "vp.crm.guestprofiles.view", venueScoped: false },
      { kind: 'item', path: "/crm/guests/duplicates", key: "crm/guests/duplicates", icon: JoinInnerIcon, permission: "vp.crm.guestprofiles.view", venueScoped: false },
      { kind: 'item', path: "/crm/guests/retention", key: "crm/guests/retention", icon: AutoDeleteIcon, permission: "vp.crm.guestprofiles.view", venueScoped: false },
      { kind: 'item', path: "/crm/guests/import", key: "crm/guests/import", icon: UploadFileIcon, permission: "vp.crm.guestprofiles.edit", venueScoped: false },
      { kind: 'item', path: "/crm/guests/requests", key: "crm/guests/requests", icon: AssignmentIndIcon, permission: "vp.hq.guestrequests.view", venueScoped: false },
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
          { kind: 'item', path: "/procurement/poc/stock-products", key: "procurement/poc/stock-products", icon: LiquorIcon, permission: "pp.pos.poc.show", venueScoped: false, page: "stockProducts" },
          { kind: 'item', path: "/procurement/poc/sales-products", key: "procurement/poc/sales-products", icon: LocalDrinkIcon, permission: "pp.pos.poc.show", venueScoped: false, page: "salesProducts" },
          { kind: 'item', path: "/procurement/poc/sales-groups", key: "procurement/poc/sales-groups", icon: AccountTreeIcon, permission: "pp.pos.poc.show", venueScoped: false },
          { kind: 'item', path: "/procurement/poc/packages", key: "procurement/poc/packages", icon: RedeemIcon, permission: "pp.pos.poc.show", venueScoped: false, page: "packages" },
          { kind: 'item', path: "/procurement/poc/vendors", key: "procurement/poc/vendors", icon: LocalShippingIcon, permission: "pp.pos.poc.show", venueScoped: false, page: "vendors" },
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
          { kind: 'item', path: "/procurement/stock-products", key: "procurement/stock-products", icon: LiquorIcon, permission: "pp.pim.stockproducts.show", venueScoped: false, page: "stockProducts" },
          { kind: 'item', path: "/procurement/product-groups", key: "procurement/product-groups", icon: CategoryIcon, permission: "pp.pim.stockproducts.show", venueScoped: false },
        ]
      },
      {
        kind: 'group', id: 'stock', items: [
          { kind: 'item', path: "/procurement/stocking-templates", key: "procurement/stocking-templates", icon: ViewListIcon, permission: "pp.pim.stockmanagement.show", venueScoped: false, page: "stockingTemplates" },
          { kind: 'item', path: "/procurement/product-specs", key: "procurement/product-specs", icon: MenuBookIcon, permission: "pp.pim.stockmanagement.show", venueScoped: false, page: "recipes" },
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
