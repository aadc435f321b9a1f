import type { Label, ResourceDef } from '../../dsl';
import { CATALOGUE_READERS, POS_EDIT, countryHeader } from './access';
import { L } from './labels';

/** Sales or stock waste reasons of a country: a name each, no two alike; created and deleted, never edited. */
export function wasteReasons(def: { name: string; path: string; kind: 'sales' | 'stock'; label: Label; labelPlural: Label }): ResourceDef {
  return {
    name: def.name,
    label: def.label,
    labelPlural: def.labelPlural,
    api: 'pos',
    versioned: false,
    recordRepresentation: 'name',
    defaultSort: { field: 'name', order: 'ASC' },
    scope: { country: 'country' },
    indexes: [{ fields: ['country', 'name'], unique: true }],
    fields: {
      name: { type: 'text', required: true, maxLength: 80, show: ['list', 'form', 'detail'], label: L.name },
      country: { type: 'enum', enum: 'country', required: true, label: L.country },
    },
    actions: { create: { description: `Adds a ${def.kind} waste reason; a name the country already has (ignoring case) is refused with 409.` } },
    endpoints: {
      getList: { method: 'GET', path: def.path, params: countryHeader, permission: CATALOGUE_READERS, scope: { country: 'header:countryId' }, store: 'list', error: `Unable to get ${def.kind} waste reasons` },
      create: { method: 'POST', path: def.path, body: 'record', permission: POS_EDIT, scope: { country: 'body:country' }, action: 'create', error: `Unable to create ${def.kind} waste reason` },
      delete: { method: 'DELETE', path: `${def.path}/{id}`, permission: POS_EDIT, scope: { country: 'record' }, store: 'delete', error: `Unable to delete ${def.kind} waste reason` },
    },
  };
}
