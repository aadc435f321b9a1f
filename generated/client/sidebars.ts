// Generated from schema/shell/shell.ts and the sidebar entries of every route by `npm run generate`. Do not edit.
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssistantIcon from '@mui/icons-material/Assistant';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import BadgeIcon from '@mui/icons-material/Badge';
import BugReportIcon from '@mui/icons-material/BugReport';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CampaignIcon from '@mui/icons-material/Campaign';
import CelebrationIcon from '@mui/icons-material/Celebration';
import ChecklistIcon from '@mui/icons-material/Checklist';
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
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LabelIcon from '@mui/icons-material/Label';
import LinkIcon from '@mui/icons-material/Link';
import ListAltIcon from '@mui/icons-material/ListAlt';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import NewspaperIcon from '@mui/icons-material/Newspaper';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PaymentsIcon from '@mui/icons-material/Payments';
import PeopleIcon from '@mui/icons-material/People';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import SchoolIcon from '@mui/icons-material/School';
import SettingsSuggestIcon from '@mui/icons-material/SettingsSuggest';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SummarizeIcon from '@mui/icons-material/Summarize';
import TableRestaurantIcon from '@mui/icons-material/TableRestaurant';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
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
          { kind: 'item', path: "/vp/todos", key: "vp/todos", icon: ChecklistIcon, permission: "vp.vp.personaltodos.show", venueScoped: true },
          { kind: 'item', path: "/vp/lists", key: "vp/lists", icon: FactCheckIcon, permission: "vp.vp.lists.show", venueScoped: true },
          { kind: 'item', path: "/vp/lists/eodReports", key: "vp/lists/eodReports", icon: SummarizeIcon, permission: "vp.vp.lists.show", venueScoped: true },
          { kind: 'item', path: "/vp/meetings", key: "vp/meetings", icon: GroupsIcon, permission: "vp.vp.meetings.show", venueScoped: true },
          { kind: 'item', path: "/vp/venuedrive", key: "vp/venuedrive", icon: FolderSharedIcon, permission: "vp.vp.venuedrive.show", venueScoped: true },
          { kind: 'item', path: "/vp/operationLinks", key: "vp/operationLinks", icon: LinkIcon, permission: "vp.vp.operationlinks.show", venueScoped: true },
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
        kind: 'group', id: 'booking', items: [
          { kind: 'item', path: "/marcom/marcom", key: "marcom/marcom", icon: EventSeatIcon, permission: "vp.vp.booking.show", venueScoped: true },
          { kind: 'item', path: "/marcom/guest-relations", key: "marcom/guest-relations", icon: ManageSearchIcon, permission: "vp.crm.bookingoverview.show", venueScoped: true },
          { kind: 'item', path: "/marcom/marcom/guest-list", key: "marcom/marcom/guest-list", icon: HowToRegIcon, permission: "vp.vp.booking.show", venueScoped: true },
          { kind: 'item', path: "/marcom/marcom/events", key: "marcom/marcom/events", icon: CelebrationIcon, permission: "vp.vp.booking.show", venueScoped: true },
          { kind: 'item', path: "/marcom/marcom/setup", key: "marcom/marcom/setup", icon: TableRestaurantIcon, permission: "vp.vp.booking.show", venueScoped: true },
          { kind: 'item', path: "/marcom/marcom/calendar", key: "marcom/marcom/calendar", icon: CalendarMonthIcon, permission: "vp.vp.booking.show", venueScoped: true },
        ]
      },
      { kind: 'group', id: 'pos', items: [] },
      { kind: 'group', id: 'stock', items: [] },
    ],
  },
  {
    service: 'reports',
    icon: AssessmentIcon,
    selector: null,
    entries: [
      {
        kind: 'group', id: 'management', items: [
          { kind: 'item', path: "/cp/reports", key: "cp/reports", icon: ListAltIcon, permission: null, venueScoped: false },
          { kind: 'item', path: "/cockpit/payroll-changes", key: "cockpit/payroll-changes", icon: PaymentsIcon, permission: "vp.cockpit.payroll.show", venueScoped: false },
          { kind: 'item', path: "/cockpit/employees", key: "cockpit/employees", icon: BadgeIcon, permission: "vp.cockpit.campus.employees.show", venueScoped: false },
          { kind: 'item', path: "/cockpit/training-sessions", key: "cockpit/training-sessions", icon: SchoolIcon, permission: "vp.cockpit.campus.employees.show", venueScoped: false },
          { kind: 'item', path: "/cockpit/wizard-instances", key: "cockpit/wizard-instances", icon: AssistantIcon, permission: "vp.cockpit.campus.employees.show", venueScoped: false },
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
          { kind: 'item', path: "/life/list-rules", key: "life/list-rules", icon: NotificationsActiveIcon, permission: "vp.life.lists.managerules", venueScoped: false },
        ]
      },
      {
        kind: 'group', id: 'meetings', items: [
          { kind: 'item', path: "/life/meetings", key: "life/meetings", icon: GroupsIcon, permission: "vp.life.meetings.show", venueScoped: false },
          { kind: 'item', path: "/life/meeting-rules", key: "life/meeting-rules", icon: NotificationsActiveIcon, permission: "vp.life.meetings.managerules", venueScoped: false },
        ]
      },
      {
        kind: 'group', id: 'general', items: [
          { kind: 'item', path: "/life/eod", key: "life/eod", icon: SummarizeIcon, permission: "vp.life.eod.show", venueScoped: false },
          { kind: 'item', path: "/life/operationlinks", key: "life/operationlinks", icon: LinkIcon, permission: "vp.life.operationlinks.show", venueScoped: false },
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
    ],
  },
  {
    service: 'upkeep',
    icon: Inventory2Icon,
    selector: "country",
    entries: [
      { kind: 'group', id: 'products', items: [] },
      { kind: 'group', id: 'stock', items: [] },
      { kind: 'group', id: 'requests', items: [] },
      { kind: 'group', id: 'countrySetup', items: [] },
      { kind: 'group', id: 'venueManagement', items: [] },
    ],
  },
  {
    service: 'overview',
    icon: InsightsIcon,
    selector: "country",
    entries: [

    ],
  },
];
