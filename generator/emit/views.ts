import type { FieldDef, FieldPlace } from '../../schema/dsl';
import type { Model, ResourceModel, RouteModel } from '../model';
import { APP_KIT } from '../kits';
import { header, type OutputFile } from '../output';
import { render } from '../templates';
import { enumOwner } from './shared';
import { viewFolder } from './shellTables';

/** Collects the components a generated file imports, by module. */
class Imports {
  private modules = new Map<string, Set<string>>();
  add(module: string, ...names: string[]) {
    const set = this.modules.get(module) ?? new Set<string>();
    names.forEach((n) => set.add(n));
    this.modules.set(module, set);
    return this;
  }
  toCode(): string {
    return [...this.modules.entries()]
      .sort(([a], [b]) => (a === 'react-admin' ? -1 : b === 'react-admin' ? 1 : a.localeCompare(b)))
      .map(([module, names]) => `import { ${[...names].sort().join(', ')} } from '${module}';`)
      .join('\n');
  }
}

const RA = 'react-admin';

function places(r: ResourceModel, name: string, field: FieldDef): FieldPlace[] {
  if (field.show) return field.show;
  const base: FieldPlace[] = field.readOnly ? ['detail'] : ['form', 'detail'];
  if (r.def.recordRepresentation === name) base.push('list');
  return base;
}

/**
 * JSX attributes: `true` writes a bare boolean attribute (`multiline`), undefined leaves the attribute out, and so does
 * an empty source: the item input of a list of plain values reads the item itself.
 */
function attrs(values: Record<string, string | true | undefined>): string {
  return Object.entries(values)
    .filter(([k, v]) => v !== undefined && !(k === 'source' && v === '""'))
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}=${v}`))
    .join('');
}

function validators(field: FieldDef, imports: Imports): string | undefined {
  const list: string[] = [];
  const add = (name: string, call: string) => {
    imports.add(RA, name);
    list.push(call);
  };
  if (field.required && field.type !== 'boolean' && field.type !== 'multilingual') add('required', 'required()');
  if (field.type === 'text') {
    if (field.maxLength) add('maxLength', `maxLength(${field.maxLength})`);
    if (field.minLength) add('minLength', `minLength(${field.minLength})`);
    if (field.format === 'email') add('email', 'email()');
    if (field.format === 'url') add('regex', "regex(/^https?:\\/\\/\\S+$/, 'app.validation.url')");
  }
  if (field.type === 'number' || field.type === 'money') {
    if ('min' in field && field.min !== undefined) add('minValue', `minValue(${field.min})`);
    if ('max' in field && field.max !== undefined) add('maxValue', `maxValue(${field.max})`);
  }
  if (!list.length) return undefined;
  return `{[${list.join(', ')}]}`;
}

function input(r: ResourceModel, name: string, field: FieldDef, imports: Imports, source = name, label?: string): string {
  const v = validators(field, imports);
  const src = label ? `${JSON.stringify(source)} label=${JSON.stringify(label)}` : JSON.stringify(source);
  switch (field.type) {
    case 'text':
      imports.add(RA, 'TextInput');
      return `<TextInput${attrs({ source: src, validate: v, multiline: field.multiline || undefined, type: field.format === 'email' ? '"email"' : field.format === 'url' ? '"url"' : undefined })} />`;
    case 'richText':
      imports.add(APP_KIT, 'RichTextInput');
      return `<RichTextInput${attrs({ source: src, validate: v })} />`;
    case 'multilingual':
      imports.add(APP_KIT, 'MultilingualTextInput');
      return `<MultilingualTextInput${attrs({ source: src, required: field.required || undefined, multiline: field.multiline || undefined })} />`;
    case 'number':
      imports.add(RA, 'NumberInput');
      return `<NumberInput${attrs({ source: src, validate: v, step: field.integer ? '{1}' : undefined })} />`;
    case 'money':
      imports.add(APP_KIT, 'MoneyInput');
      return `<MoneyInput${attrs({ source: src, validate: v })} />`;
    case 'boolean':
      imports.add(RA, 'BooleanInput');
      return `<BooleanInput${attrs({ source: src })} />`;
    case 'date':
      imports.add(APP_KIT, 'DateInput');
      return `<DateInput${attrs({ source: src, validate: v })} />`;
    case 'datetime':
      imports.add(APP_KIT, 'DateTimeInput');
      return `<DateTimeInput${attrs({ source: src, validate: v })} />`;
    case 'time':
      imports.add(APP_KIT, 'TimeInput');
      return `<TimeInput${attrs({ source: src, validate: v })} />`;
    case 'enum':
      imports.add(APP_KIT, 'EnumInput');
      return `<EnumInput${attrs({ source: src, enumKey: JSON.stringify(`${enumOwner(r, field.enum)}.${field.enum}`), validate: v })} />`;
    case 'reference':
      imports.add(RA, 'ReferenceInput', 'AutocompleteInput');
      // The label belongs to the input inside; ReferenceInput uses its own only in filters.
      return `<ReferenceInput${attrs({ source: JSON.stringify(source), reference: JSON.stringify(field.reference) })}>\n          <AutocompleteInput${attrs({ label: label ? JSON.stringify(label) : undefined, validate: v })} />\n        </ReferenceInput>`;
    case 'file':
      imports.add(APP_KIT, 'StoredFileInput');
      return `<StoredFileInput${attrs({ source: src })} />`;
    case 'list':
      if (field.of.type === 'text') {
        imports.add(RA, 'TextArrayInput');
        return `<TextArrayInput${attrs({ source: src })} />`;
      }
      if (field.of.type === 'enum') {
        imports.add(APP_KIT, 'EnumArrayInput');
        return `<EnumArrayInput${attrs({ source: src, enumKey: JSON.stringify(`${enumOwner(r, field.of.enum)}.${field.of.enum}`), validate: v })} />`;
      }
      if (field.of.type === 'reference') {
        imports.add(RA, 'ReferenceArrayInput', 'AutocompleteArrayInput');
        return `<ReferenceArrayInput${attrs({ source: src, reference: JSON.stringify(field.of.reference) })}>\n          <AutocompleteArrayInput />\n        </ReferenceArrayInput>`;
      }
      if (field.of.type === 'object') {
        // Each item's inputs use sources relative to the item; their labels are the list's `listItems` texts.
        imports.add(RA, 'ArrayInput', 'SimpleFormIterator');
        const items = Object.entries(field.of.fields)
          .filter(([, f]) => !f.readOnly)
          .map(([n, f]) => input(r, n, f, imports, n, `resources.${r.name}.listItems.${source}.${n}`));
        return `<ArrayInput${attrs({ source: src })}>\n          <SimpleFormIterator inline>\n            ${items.join('\n            ')}\n          </SimpleFormIterator>\n        </ArrayInput>`;
      }
      imports.add(RA, 'ArrayInput', 'SimpleFormIterator');
      return `<ArrayInput${attrs({ source: src })}>\n          <SimpleFormIterator inline>\n            ${input(r, '', field.of, imports, '')}\n          </SimpleFormIterator>\n        </ArrayInput>`;
    case 'object': {
      imports.add(APP_KIT, 'FieldGroup');
      const inner = Object.entries(field.fields).map(([n, f]) => `  ${input(r, n, f, imports, `${source}.${n}`)}`);
      return `<FieldGroup${attrs({ label: JSON.stringify(`resources.${r.name}.fields.${source}._label`) })}>\n          ${inner.join('\n          ')}\n        </FieldGroup>`;
    }
  }
}

function display(r: ResourceModel, name: string, field: FieldDef, imports: Imports): string {
  const src = JSON.stringify(name);
  switch (field.type) {
    case 'text':
      if (field.format === 'url') return (imports.add(RA, 'UrlField'), `<UrlField source=${src} target="_blank" rel="noreferrer" />`);
      if (field.format === 'email') return (imports.add(RA, 'EmailField'), `<EmailField source=${src} />`);
      if (field.format === 'color') return (imports.add(APP_KIT, 'ColorField'), `<ColorField source=${src} />`);
      return (imports.add(RA, 'TextField'), `<TextField source=${src} />`);
    case 'richText':
      return (imports.add(APP_KIT, 'RichTextField'), `<RichTextField source=${src} />`);
    case 'multilingual':
      return (imports.add(APP_KIT, 'MultilingualField'), `<MultilingualField source=${src} />`);
    case 'number':
      return (imports.add(RA, 'NumberField'), `<NumberField source=${src} />`);
    case 'money':
      return (imports.add(APP_KIT, 'MoneyField'), `<MoneyField source=${src} />`);
    case 'boolean':
      return (imports.add(RA, 'BooleanField'), `<BooleanField source=${src} />`);
    case 'date':
    case 'datetime':
    case 'time':
      return (imports.add(APP_KIT, 'FormattedDateField'), `<FormattedDateField source=${src} kind="${field.type}" />`);
    case 'enum':
      return (imports.add(APP_KIT, 'EnumField'), `<EnumField source=${src} enumKey=${JSON.stringify(`${enumOwner(r, field.enum)}.${field.enum}`)} />`);
    case 'reference':
      return (imports.add(RA, 'ReferenceField'), `<ReferenceField source=${src} reference=${JSON.stringify(field.reference)} link={false} />`);
    case 'file':
      return (imports.add(APP_KIT, 'StoredFileField'), `<StoredFileField source=${src} />`);
    case 'list':
      if (field.of.type === 'enum') return (imports.add(APP_KIT, 'ListValuesField'), `<ListValuesField source=${src} enumKey=${JSON.stringify(`${enumOwner(r, field.of.enum)}.${field.of.enum}`)} />`);
      if (field.of.type === 'reference') {
        imports.add(RA, 'ReferenceArrayField');
        return `<ReferenceArrayField source=${src} reference=${JSON.stringify(field.of.reference)} />`;
      }
      return (imports.add(APP_KIT, 'ListValuesField'), `<ListValuesField source=${src} />`);
    case 'object':
      return (imports.add(APP_KIT, 'ObjectField'), `<ObjectField source=${src} />`);
  }
}

function column(r: ResourceModel, name: string, field: FieldDef, imports: Imports): string {
  imports.add(RA, 'DataTable');
  if (field.type === 'text' && !field.format) return `<DataTable.Col source=${JSON.stringify(name)} />`;
  if (field.type === 'number') return `<DataTable.NumberCol source=${JSON.stringify(name)} />`;
  const sortable = ['multilingual', 'list', 'object', 'file', 'richText'].includes(field.type) ? ' disableSort' : '';
  return `<DataTable.Col source=${JSON.stringify(name)}${sortable}>\n          ${display(r, name, field, imports)}\n        </DataTable.Col>`;
}

function filter(r: ResourceModel, name: string, field: FieldDef, imports: Imports): string {
  const key = ` key=${JSON.stringify(name)}`;
  switch (field.type) {
    case 'enum':
      imports.add(APP_KIT, 'EnumInput');
      return `<EnumInput${key} source=${JSON.stringify(name)} enumKey=${JSON.stringify(`${enumOwner(r, field.enum)}.${field.enum}`)} />`;
    case 'boolean':
      imports.add(RA, 'NullableBooleanInput');
      return `<NullableBooleanInput${key} source=${JSON.stringify(name)} />`;
    case 'date':
      imports.add(APP_KIT, 'DateInput');
      return `<DateInput${key} source=${JSON.stringify(name)} />`;
    case 'reference':
      imports.add(RA, 'ReferenceInput');
      return `<ReferenceInput${key} source=${JSON.stringify(name)} reference=${JSON.stringify(field.reference)} />`;
    default:
      imports.add(RA, 'TextInput');
      return `<TextInput${key} source=${JSON.stringify(name)} />`;
  }
}

/** How the list's Export writes a column: the same value the column shows (labels, names, formats), never a code or an id. */
function exportField(model: Model, r: ResourceModel, name: string, field: FieldDef): Record<string, string> {
  const refRepresentation = (reference: string): Record<string, string> => {
    const representation = model.resources.find((x) => x.name === reference)?.def.recordRepresentation;
    return representation ? { representation } : {};
  };
  switch (field.type) {
    case 'text':
    case 'richText':
    case 'file':
    case 'object':
      return { source: name, kind: 'text' };
    case 'number':
    case 'money':
    case 'boolean':
    case 'date':
    case 'datetime':
    case 'time':
    case 'multilingual':
      return { source: name, kind: field.type };
    case 'enum':
      return { source: name, kind: 'enum', enumKey: `${enumOwner(r, field.enum)}.${field.enum}` };
    case 'reference':
      return { source: name, kind: 'reference', reference: field.reference, ...refRepresentation(field.reference) };
    case 'list':
      if (field.of.type === 'enum') return { source: name, kind: 'enumList', enumKey: `${enumOwner(r, field.of.enum)}.${field.of.enum}` };
      if (field.of.type === 'reference') return { source: name, kind: 'references', reference: field.of.reference, ...refRepresentation(field.of.reference) };
      return { source: name, kind: 'list' };
  }
}

function componentBase(route: RouteModel): string {
  return route.key
    .split(/[/-]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

function emitRouteViews(model: Model, route: RouteModel): OutputFile[] {
  const r = route.resource;
  const views = route.def.views!;
  const base = componentBase(route);
  const folder = `client/resources/${viewFolder(route)}`;
  const head = header(r.file);
  const files: OutputFile[] = [];
  const fieldsIn = (place: FieldPlace) => r.fields.filter(([n, f]) => places(r, n, f).includes(place));
  const canDelete = r.simpleRest || r.endpoints.some((e) => e.operation === 'delete');

  if (views.includes('list')) {
    const imports = new Imports().add(RA, 'List', 'DataTable').add(APP_KIT, 'EmptyList', 'ExportListActions', 'type ExportField');
    const filters: string[] = [];
    if (r.fields.some(([, f]) => f.type === 'text' && f.search === 'prefix')) {
      imports.add(RA, 'SearchInput');
      filters.push('<SearchInput key="q" source="q" alwaysOn />');
    }
    for (const [n, f] of fieldsIn('filter')) filters.push(filter(r, n, f, imports));
    const columns = fieldsIn('list').map(([n, f]) => column(r, n, f, imports));
    const exportFields = fieldsIn('list').map(([n, f]) => JSON.stringify(exportField(model, r, n, f)));
    const sort = r.def.defaultSort ?? (r.def.recordRepresentation ? { field: r.def.recordRepresentation, order: 'ASC' } : null);
    const rowClick = views.includes('edit') ? '"edit"' : views.includes('show') ? '"show"' : '{false}';
    // Bulk deletion only where records can be edited and deleted here.
    const bulk = views.includes('edit') && canDelete;
    files.push({
      path: `${folder}/${base}List.tsx`,
      content: render('ra-list.tsx', {
        header: head,
        imports: imports.toCode(),
        name: `${base}List`,
        filters,
        hasFilters: filters.length > 0,
        sort: sort ? JSON.stringify(sort) : null,
        columns,
        exportFields,
        rowClick,
        bulk,
      }),
    });
  }
  if (views.includes('create') || views.includes('edit')) {
    const imports = new Imports().add(RA, 'SimpleForm');
    imports.add(APP_KIT, 'FormToolbar');
    const inputs = fieldsIn('form').map(([n, f]) => input(r, n, f, imports));
    files.push({ path: `${folder}/${base}Form.tsx`, content: render('ra-form.tsx', { header: head, imports: imports.toCode(), name: `${base}Form`, inputs, canDelete }) });
  }
  if (views.includes('create')) {
    const formFields = fieldsIn('form');
    const selectionDefaults = Object.fromEntries(
      formFields.flatMap(([n, f]) => {
        if (f.type === 'enum' && f.enum === 'country') return [[n, 'activeCountry']];
        if (f.type === 'reference' && f.reference === 'venues' && n === 'venueId') return [[n, 'activeVenue']];
        return [];
      }),
    );
    const staticDefaults = Object.fromEntries(formFields.filter(([, f]) => 'default' in f && f.default !== undefined).map(([n, f]) => [n, (f as { default: unknown }).default]));
    files.push({ path: `${folder}/${base}Create.tsx`, content: render('ra-create.tsx', { header: head, appKit: APP_KIT, name: base, selectionDefaults, staticDefaults }) });
  }
  if (views.includes('edit')) files.push({ path: `${folder}/${base}Edit.tsx`, content: render('ra-edit.tsx', { header: head, name: base }) });
  if (views.includes('show')) {
    const imports = new Imports().add(RA, 'Show', 'SimpleShowLayout');
    const fields = fieldsIn('detail').map(([n, f]) => display(r, n, f, imports));
    files.push({ path: `${folder}/${base}Show.tsx`, content: render('ra-show.tsx', { header: head, imports: imports.toCode(), name: `${base}Show`, fields, canEdit: views.includes('edit') }) });
  }
  files.push({
    path: `${folder}/index.ts`,
    content: render('ra-index.ts', {
      header: head,
      appKit: APP_KIT,
      base,
      key: route.key,
      list: views.includes('list'),
      create: views.includes('create'),
      edit: views.includes('edit'),
      show: views.includes('show'),
    }),
  });
  return files;
}

export function emitViews(model: Model): OutputFile[] {
  return model.routes.filter((r) => r.def.views).flatMap((route) => emitRouteViews(model, route));
}
