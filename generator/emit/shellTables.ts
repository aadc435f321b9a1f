import { APP_KIT } from '../kits';
import type { Model, RouteModel } from '../model';
import { header, type OutputFile } from '../output';

export function viewFolder(route: RouteModel): string {
  return route.key.replace(/\//g, '-');
}

/**
 * What the generated views' create, edit and delete need: the permissions (any of) of the endpoint each one calls,
 * `null` when the endpoint needs none; a view's buttons and pages are offered only to who may save.
 */
function writePermissions(route: RouteModel): Record<'create' | 'edit' | 'delete', string[] | null | undefined> {
  const r = route.resource;
  if (r.simpleRest) {
    const write = r.def.access?.write ?? null;
    const list = write === null ? null : [write];
    return { create: list, edit: list, delete: list };
  }
  const of = (operation: string) => {
    const endpoint = r.endpoints.find((e) => e.operation === operation);
    return endpoint ? endpoint.permissions : undefined;
  };
  return { create: of('create'), edit: of('update'), delete: of('delete') };
}

function emitRoutes(model: Model): OutputFile {
  const lines = [header('the routes of every schema resource').trimEnd(), `import type { RouteEntry, ScreenLoader } from '${APP_KIT}';`, '', '/** Every page of the portal, sorted by path. */', 'export const ROUTES: RouteEntry[] = ['];
  for (const route of model.routes) {
    const d = route.def;
    lines.push('  {');
    lines.push(`    path: ${JSON.stringify(d.path)},`);
    lines.push(`    key: ${JSON.stringify(route.key)},`);
    lines.push(`    service: '${d.service}',`);
    lines.push(`    menuGroup: ${d.menuGroup},`);
    lines.push(`    permission: ${JSON.stringify(d.permission)},`);
    lines.push(`    venueScoped: ${route.venueScoped},`);
    lines.push(`    parent: ${JSON.stringify(d.parent ?? null)},`);
    lines.push(`    resource: '${route.resource.name}',`);
    if (d.screen) lines.push(`    screen: '${d.screen}',`);
    else {
      lines.push(`    views: ${JSON.stringify(d.views)},`);
      lines.push(`    write: ${JSON.stringify(writePermissions(route))},`);
    }
    if (route.resource.def.recordRepresentation) lines.push(`    recordRepresentation: '${route.resource.def.recordRepresentation}',`);
    if (!d.screen) lines.push(`    load: () => import('./resources/${viewFolder(route)}/index'),`);
    lines.push('  },');
  }
  lines.push('];', '');
  const screens = [...new Set(model.routes.flatMap((r) => (r.def.screen ? [r.def.screen] : [])))].sort();
  lines.push(
    '/** Every custom screen the routes name. */',
    `export type ScreenName = ${screens.length ? screens.map((s) => `'${s}'`).join(' | ') : 'never'};`,
    '',
    '/** How the browser loads each custom screen; the screens\' registry (`src/screens/registry.ts`) satisfies it. */',
    'export type ScreenLoaders = Record<ScreenName, ScreenLoader>;',
    '',
  );
  return { path: 'client/routes.ts', content: lines.join('\n') };
}

interface SidebarPlacement {
  route: RouteModel;
  group: string | undefined;
  order: number;
  /** Listed here through `sidebar.alsoIn`: the page belongs to another service. */
  foreign: boolean;
}

function emitSidebars(model: Model): OutputFile {
  const icons = new Set<string>();
  const services = model.shell.services.map((service) => {
    icons.add(service.icon);
    // The service's own pages, then pages of other services listed here too (`sidebar.alsoIn`), each with its group and order here.
    const items: SidebarPlacement[] = [
      ...model.routes.filter((r) => r.def.service === service.id && r.def.sidebar).map((r) => ({ route: r, group: r.def.sidebar!.group, order: r.def.sidebar!.order, foreign: false })),
      ...model.routes.flatMap((r) =>
        (r.def.sidebar?.alsoIn ?? []).filter((a) => a.service === service.id).map((a) => ({ route: r, group: a.group, order: a.order, foreign: true })),
      ),
    ].sort((a, b) => a.order - b.order || a.route.def.path.localeCompare(b.route.def.path));
    items.forEach((p) => icons.add(p.route.def.sidebar!.icon));
    const entries: string[] = [];
    const seenGroups = new Set<string>();
    const item = ({ route: r, foreign }: SidebarPlacement, indent: string) =>
      `${indent}{ kind: 'item', path: ${JSON.stringify(r.def.path)}, key: ${JSON.stringify(r.key)}, icon: ${r.def.sidebar!.icon}Icon, permission: ${JSON.stringify(r.def.permission)}, venueScoped: ${r.venueScoped}${r.def.views ? `, page: ${JSON.stringify(r.resource.name)}` : ''}${foreign ? `, service: '${r.def.service}'` : ''} },`;
    for (const p of items) {
      const group = p.group;
      if (!group) {
        entries.push(item(p, '      '));
        continue;
      }
      if (seenGroups.has(group)) continue;
      seenGroups.add(group);
      entries.push(`      { kind: 'group', id: '${group}', items: [`);
      for (const g of items.filter((x) => x.group === group)) entries.push(item(g, '        '));
      entries.push('      ] },');
    }
    for (const g of service.sidebarGroups) {
      if (!seenGroups.has(g.id)) entries.push(`      { kind: 'group', id: '${g.id}', items: [] },`);
    }
    return `  {\n    service: '${service.id}',\n    icon: ${service.icon}Icon,\n    selector: ${JSON.stringify(service.selector)},\n    entries: [\n${entries.join('\n')}\n    ],\n  },`;
  });
  const lines = [header(`${model.shellFile} and the sidebar entries of every route`).trimEnd()];
  for (const icon of [...icons].sort()) lines.push(`import ${icon}Icon from '@mui/icons-material/${icon}';`);
  lines.push(`import type { ServiceSidebar } from '${APP_KIT}';`, '', '/** Each service with its sidebar, in switcher order. Groups without items are kept so that dynamic entries can fill them. */');
  lines.push('export const SIDEBARS: ServiceSidebar[] = [', ...services, '];', '');
  return { path: 'client/sidebars.ts', content: lines.join('\n') };
}

function emitPermissions(model: Model): OutputFile {
  const lines = [
    header('schema/shell/permissions.ts').trimEnd(),
    '',
    'export const PERMISSIONS = [',
    ...model.permissions.map((p) => `  '${p.name}',`),
    '] as const;',
    '',
    'export type PermissionName = (typeof PERMISSIONS)[number];',
    '',
    '/** Whether each permission lets its holder read an area or change it. */',
    "export const PERMISSION_ACCESS: Record<PermissionName, 'read' | 'write'> = {",
    ...model.permissions.map((p) => `  '${p.name}': '${p.access}',`),
    '};',
    '',
  ];
  return { path: 'shared/permissions.ts', content: lines.join('\n') };
}

function emitErrors(model: Model): OutputFile {
  const lines = [header('the error message of every endpoint').trimEnd(), '', '/** The catalogued message of every call, keyed `<resource>.<endpoint>`. */', 'export const ERROR_CATALOGUE: Record<string, string> = {'];
  for (const r of model.resources) for (const e of r.endpoints) lines.push(`  ${JSON.stringify(`${r.name}.${e.name}`)}: ${JSON.stringify(e.def.error)},`);
  lines.push('};', '');
  return { path: 'client/errors.ts', content: lines.join('\n') };
}

function emitWritePermissions(model: Model): OutputFile {
  const lines = [
    header('the permissions of every endpoint that writes').trimEnd(),
    '',
    '/**',
    ' * The permissions (any of) of every endpoint that changes data, keyed `<resource>.<endpoint>`; null: every signed-in',
    " * user. Screens ask `useCanWrite('<resource>.<endpoint>')` before offering the action.",
    ' */',
    'export const WRITE_PERMISSIONS = {',
  ];
  for (const r of model.resources) for (const e of r.endpoints) if (e.access === 'write') lines.push(`  ${JSON.stringify(`${r.name}.${e.name}`)}: ${JSON.stringify(e.permissions)},`);
  lines.push('} as const satisfies Record<string, readonly string[] | null>;', '', 'export type WriteEndpoint = keyof typeof WRITE_PERMISSIONS;', '');
  return { path: 'client/writePermissions.ts', content: lines.join('\n') };
}

export function emitShellTables(model: Model): OutputFile[] {
  return [emitRoutes(model), emitSidebars(model), emitPermissions(model), emitErrors(model), emitWritePermissions(model)];
}
