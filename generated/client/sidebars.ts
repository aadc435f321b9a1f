// Generated from schema/shell/shell.ts and the sidebar entries of every route by `npm run generate`. Do not edit.
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CampaignIcon from '@mui/icons-material/Campaign';
import DraftsIcon from '@mui/icons-material/Drafts';
import DynamicFormIcon from '@mui/icons-material/DynamicForm';
import EventNoteIcon from '@mui/icons-material/EventNote';
import InfoIcon from '@mui/icons-material/Info';
import InsightsIcon from '@mui/icons-material/Insights';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LinkIcon from '@mui/icons-material/Link';
import PeopleIcon from '@mui/icons-material/People';
import StorefrontIcon from '@mui/icons-material/Storefront';
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
        kind: 'group', id: 'marketing', items: [
          { kind: 'item', path: "/vp/venuecampaigns", key: "vp/venuecampaigns", icon: CampaignIcon, permission: "vp.vp.venuecampaigns.view", venueScoped: true },
        ]
      },
      { kind: 'group', id: 'booking', items: [] },
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
        kind: 'group', id: 'activation', items: [
          { kind: 'item', path: "/crm/campaigns", key: "crm/campaigns", icon: CampaignIcon, permission: "vp.crm.campaigns.view", venueScoped: false },
          { kind: 'item', path: "/crm/automations", key: "crm/automations", icon: AccountTreeIcon, permission: "vp.crm.automations.view", venueScoped: false },
          { kind: 'item', path: "/crm/dynamicforms", key: "crm/dynamicforms", icon: DynamicFormIcon, permission: "vp.crm.dynamicforms.view", venueScoped: false },
          { kind: 'item', path: "/crm/email-templates", key: "crm/email-templates", icon: DraftsIcon, permission: "vp.crm.emailtemplates.view", venueScoped: false },
        ]
      },
      {
        kind: 'group', id: 'booking', items: [
          { kind: 'item', path: "/crm/booking-forms", key: "crm/booking-forms", icon: EventNoteIcon, permission: "vp.crm.bookingforms.view", venueScoped: false },
        ]
      },
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
