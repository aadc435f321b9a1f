import type { FieldDef, Label, ResourceDef } from '../../dsl';
import { CATALOGUE_READERS, countryHeaderOnly } from './access';
import { L } from './labels';

interface SettingsListDef {
  name: string;
  label: Label;
  labelPlural: Label;
  /** The list's path; the specification's own where it has one. */
  path: string;
  error: string;
  fields?: Record<string, FieldDef>;
  routes?: ResourceDef['routes'];
  endpoints?: ResourceDef['endpoints'];
  actions?: ResourceDef['actions'];
}

/**
 * A read-only list of one kind of item kept in the country settings (tax groups, price groups, units ...), served
 * as records with an `id` so that product forms can pick them. Changed only through PUT /CountrySettings.
 */
export function settingsList(def: SettingsListDef): ResourceDef {
  return {
    name: def.name,
    label: def.label,
    labelPlural: def.labelPlural,
    api: 'pos',
    stored: false,
    recordRepresentation: 'name',
    fields: { name: { type: 'text', required: true, show: ['list', 'detail'], label: L.name }, ...def.fields },
    actions: { list: { description: `The ${def.name} of the country in the CountryId header, from its country settings.` }, ...def.actions },
    endpoints: {
      getList: { method: 'GET', path: def.path, params: countryHeaderOnly, permission: CATALOGUE_READERS, scope: { country: 'header:countryId' }, action: 'list', error: def.error },
      ...def.endpoints,
    },
    routes: def.routes,
  };
}
