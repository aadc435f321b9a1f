import { LOCALES, type FieldDef, type Locale } from '../../schema/dsl';
import type { Model } from '../model';
import { header, type OutputFile } from '../output';
import { valueKey } from './shared';

type Messages = { [key: string]: string | Messages };

function fieldLabels(fields: [string, FieldDef][], locale: Locale): Messages {
  const out: Messages = {};
  for (const [name, field] of fields) {
    if (field.type === 'object') out[name] = { _label: field.label[locale], ...fieldLabels(Object.entries(field.fields), locale) };
    else out[name] = field.label[locale];
  }
  return out;
}

function sortKeys(value: Messages): Messages {
  const out: Messages = {};
  for (const key of Object.keys(value).sort()) {
    const v = value[key];
    out[key] = typeof v === 'string' ? v : sortKeys(v);
  }
  return out;
}

function messagesFor(model: Model, locale: Locale): Messages {
  const { shell } = model;
  const m: Messages = {
    services: Object.fromEntries(shell.services.map((s) => [s.id, s.label[locale]])),
    sidebarGroups: Object.fromEntries(shell.services.map((s) => [s.id, Object.fromEntries(s.sidebarGroups.map((g) => [g.id, g.label[locale]]))])),
    menuGroups: Object.fromEntries(shell.menuGroups.map((g) => [g.name, g.label[locale]])),
    countries: Object.fromEntries(shell.countries.map((c) => [c.code, c.label[locale]])),
    contactRoles: Object.fromEntries(shell.contactRoles.map((r) => [r.code, r.label[locale]])),
  };
  const routes: Messages = {};
  const sidebar: Messages = {};
  const resources: Messages = {};
  const enums: Messages = { shared: {} };
  for (const [name, e] of model.sharedEnums) (enums.shared as Messages)[name] = Object.fromEntries(e.values.map((v) => [valueKey(v.value), (v.label as Record<Locale, string>)[locale]]));
  for (const r of model.resources) {
    const entry: Messages = {
      name: `${r.def.label[locale]} |||| ${r.def.labelPlural[locale]}`,
      fields: { id: 'Id', ...fieldLabels(r.fields, locale) },
    };
    // Labels of the inputs of each item of a list of objects (the list's own label stays in `fields`).
    const listItems = r.fields.filter(([, f]) => f.type === 'list' && f.of.type === 'object');
    if (listItems.length) {
      entry.listItems = Object.fromEntries(
        listItems.map(([n, f]) => [n, fieldLabels(Object.entries((f as { of: { fields: Record<string, FieldDef> } }).of.fields), locale)]),
      );
    }
    resources[r.name] = entry;
    if (r.def.enums) {
      enums[r.name] = Object.fromEntries(
        Object.entries(r.def.enums).map(([name, e]) => [name, Object.fromEntries(e.values.map((v) => [valueKey(v.value), v.label[locale]]))]),
      );
    }
  }
  for (const route of model.routes) {
    routes[route.key] = route.def.title[locale];
    if (route.def.sidebar) sidebar[route.key] = (route.def.sidebar.label ?? route.def.title)[locale];
    if (route.def.views) resources[route.key] = resources[route.resource.name];
  }
  return sortKeys({ ...m, routes, sidebar, resources, enums });
}

export function emitI18n(model: Model): OutputFile[] {
  return LOCALES.map((locale) => ({
    path: `shared/i18n/${locale}.ts`,
    content: `${header('the labels in the schema')}\nexport default ${JSON.stringify(messagesFor(model, locale), null, 2)};\n`,
  }));
}
