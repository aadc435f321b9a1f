// Generated from schema/shell/shell.ts and the sidebar entries of every route by `npm run generate`. Do not edit.
import AssessmentIcon from '@mui/icons-material/Assessment';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CampaignIcon from '@mui/icons-material/Campaign';
import EmailIcon from '@mui/icons-material/Email';
import ForumIcon from '@mui/icons-material/Forum';
import GavelIcon from '@mui/icons-material/Gavel';
import InfoIcon from '@mui/icons-material/Info';
import InsightsIcon from '@mui/icons-material/Insights';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LabelIcon from '@mui/icons-material/Label';
import LinkIcon from '@mui/icons-material/Link';
import PeopleIcon from '@mui/icons-material/People';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import SettingsSuggestIcon from '@mui/icons-material/SettingsSuggest';
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
      { kind: 'group', id: 'marketing', items: [] },
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
      { kind: 'item', path: "/crm/overview", key: "crm/overview", icon: InsightsIcon, permission: "vp.crm.overview.view", venueScoped: false },
      {
        kind: 'group', id: 'activation', items: [
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
      { kind: 'group', id: 'booking', items: [] },
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
