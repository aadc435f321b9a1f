import type { SvgIconComponent } from '@mui/icons-material';
import type { ServiceId } from '@generated/shared/shell';

export interface SidebarItem {
  kind: 'item';
  path: string;
  /** i18n key of the label (`sidebar.<key>`), or a label text for dynamic entries. */
  key: string;
  label?: string;
  icon: SvgIconComponent;
  permission: string | null;
  venueScoped: boolean;
  /** The page the item opens when several routes show the same generated views (their resource); a sidebar lists it once. */
  page?: string;
  /** The service the page belongs to, when the item is listed in another service's sidebar too (`sidebar.alsoIn`). */
  service?: ServiceId;
}

export interface SidebarGroup {
  kind: 'group';
  id: string;
  items: SidebarItem[];
}

export type SidebarEntry = SidebarItem | SidebarGroup;

export interface ServiceSidebar {
  service: ServiceId;
  icon: SvgIconComponent;
  selector: 'venue' | 'country' | null;
  entries: SidebarEntry[];
}
