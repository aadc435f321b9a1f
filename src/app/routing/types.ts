import type { ComponentType } from 'react';
import type { ServiceId } from '@generated/shared/shell';

export type GeneratedView = 'list' | 'create' | 'edit' | 'show';

/** The react-admin actions that change records; the others (list, show, export) are the route guard's. */
export type WriteAction = 'create' | 'edit' | 'delete';

/** The generated react-admin views of a route, as its lazy chunk exports them. */
export type GeneratedViews = Partial<Record<GeneratedView, ComponentType>>;

/** One page of the portal, from the schema's routes. */
export interface RouteEntry {
  path: string;
  /** The path without its leading slash and parameters; the react-admin resource name and i18n key. */
  key: string;
  service: ServiceId;
  menuGroup: number;
  permission: string | null;
  venueScoped: boolean;
  /** Path of the page above this one in the breadcrumbs. */
  parent: string | null;
  resource: string;
  screen?: string;
  views?: GeneratedView[];
  /** For generated views: the permissions (any of) the create, edit and delete calls need; `null`: none. */
  write?: Partial<Record<WriteAction, string[] | null>>;
  recordRepresentation?: string;
  /** The chunk of the generated views; custom screens are loaded through the screens' registry instead. */
  load?: () => Promise<{ default: GeneratedViews }>;
}

/** Loads a custom screen's chunk, whose default export is the screen. */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;
