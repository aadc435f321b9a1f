// Generated from schema/shell/shell.ts and the sidebar entries of every route by `npm run generate`. Do not edit.
import AssessmentIcon from '@mui/icons-material/Assessment';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CampaignIcon from '@mui/icons-material/Campaign';
import CelebrationIcon from '@mui/icons-material/Celebration';
import EventSeatIcon from '@mui/icons-material/EventSeat';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import InfoIcon from '@mui/icons-material/Info';
import InsightsIcon from '@mui/icons-material/Insights';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LinkIcon from '@mui/icons-material/Link';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import PeopleIcon from '@mui/icons-material/People';
import StorefrontIcon from '@mui/icons-material/Storefront';
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
          { kind: 'item', path: "/vp/operationLinks", key: "vp/operationLinks", icon: LinkIcon, permission: "vp.vp.operationlinks.show", venueScoped: true },
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
      { kind: 'group', id: 'marketing', items: [] },
      { kind: 'group', id: 'pos', items: [] },
      { kind: 'group', id: 'stock', items: [] },
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
      {
        kind: 'group', id: 'booking', items: [
          { kind: 'item', path: "/marcom/guest-relations", key: "marcom/guest-relations", icon: ManageSearchIcon, permission: "vp.crm.bookingoverview.show", venueScoped: true, service: 'venue' },
        ]
      },
      { kind: 'group', id: 'activation', items: [] },
      { kind: 'group', id: 'engage', items: [] },
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
