import { afterEach, describe, expect, it } from 'vitest';
import { SchemaError } from '../../generator/errors';
import { z } from 'zod';
import { paramZod } from '../../generator/fields';
import { generate, produce } from '../../generator/index';
import { loadSchema } from '../../generator/load';
import { buildModel } from '../../generator/model';
import { label, resourceFile, ROOT, scratchProject } from './support';

const cleanups: (() => void)[] = [];
afterEach(() => cleanups.splice(0).forEach((c) => c()));

async function errorsOf(files: Record<string, string>): Promise<string> {
  const project = scratchProject(files);
  cleanups.push(project.cleanup);
  try {
    buildModel(await loadSchema(project.root));
  } catch (error) {
    expect(error).toBeInstanceOf(SchemaError);
    return (error as Error).message;
  }
  throw new Error('the schema was accepted');
}

describe('the generator', () => {
  it('produces byte-identical output twice in a row', async () => {
    const first = produce(buildModel(await loadSchema(ROOT)));
    const second = produce(buildModel(await loadSchema(ROOT)));
    expect(second).toEqual(first);
    expect(first.length).toBeGreaterThan(50);
  }, 120_000);

  it('finds the committed generated code up to date', async () => {
    const { stale } = await generate(ROOT, { check: true });
    expect(stale).toEqual([]);
  }, 60_000);

  it('puts a header naming the schema source on every generated file', async () => {
    for (const file of produce(buildModel(await loadSchema(ROOT)))) {
      expect(file.content.startsWith('// Generated from ') || file.content.startsWith('-- Generated from '), file.path).toBe(true);
      expect(file.content.split('\n')[0]).toContain('Do not edit.');
    }
  });

  it('writes the schema label into the screens, so a label change reaches them', async () => {
    const files = produce(buildModel(await loadSchema(ROOT)));
    const eng = files.find((f) => f.path === 'shared/i18n/eng.ts')!.content;
    expect(eng).toContain('"life/operationlinks": "Operation links"');
  });

  it('gives a list of enum values a multiple select in the forms', async () => {
    const files = produce(buildModel(await loadSchema(ROOT)));
    const form = files.find((f) => f.path === 'client/resources/life-list-rules/LifeListRulesForm.tsx')!.content;
    expect(form).toContain('<EnumArrayInput source="recipientRoles" enumKey="listNotificationRules.notifyRole" />');
  });
});

describe('collations', () => {
  it('gives a text field with collation C a byte-ordered column, and leaves other text columns alone', async () => {
    const project = scratchProject({
      'schema/venue/gadgets.ts': resourceFile({
        fields: `{ name: { type: 'text', required: true, label: ${label('Name')} }, nameKey: { type: 'text', readOnly: true, collation: 'C', label: ${label('Key')} } }`,
      }),
    });
    cleanups.push(project.cleanup);
    const migration = produce(buildModel(await loadSchema(project.root))).find((f) => f.path === 'server/migrations/gadgets.sql')!.content;
    expect(migration).toContain('ALTER TABLE gadgets ADD COLUMN IF NOT EXISTS name_key text COLLATE "C";');
    expect(migration).toContain('ALTER TABLE gadgets ADD COLUMN IF NOT EXISTS name text;');
  });
});

describe('indexes', () => {
  const fields = `{ kind: { type: 'text', required: true, label: ${label('Kind')} }, name: { type: 'text', required: true, label: ${label('Name')} }, size: { type: 'number', label: ${label('Size')} } }`;

  it('compares the fields named in lower lower-cased, under a name of its own', async () => {
    const project = scratchProject({ 'schema/venue/gadgets.ts': resourceFile({ fields, extra: `indexes: [{ fields: ['kind', 'name'], unique: true, lower: ['name'] }, { fields: ['kind', 'name'] }],` }) });
    cleanups.push(project.cleanup);
    const migration = produce(buildModel(await loadSchema(project.root))).find((f) => f.path === 'server/migrations/gadgets.sql')!.content;
    expect(migration).toContain('CREATE UNIQUE INDEX IF NOT EXISTS gadgets_kind_name_lower_key ON gadgets (kind, lower(name));');
    expect(migration).toContain('CREATE INDEX IF NOT EXISTS gadgets_kind_name_idx ON gadgets (kind, name);');
  });

  it('refuses lower on a field outside the index or not of type text', async () => {
    expect(await errorsOf({ 'schema/venue/gadgets.ts': resourceFile({ fields, extra: `indexes: [{ fields: ['kind'], lower: ['name'] }],` }) })).toMatch(/gadgets\.ts: indexes\.0\.lower: "name" is not one of the index's fields/);
    expect(await errorsOf({ 'schema/venue/gadgets.ts': resourceFile({ fields, extra: `indexes: [{ fields: ['size'], lower: ['size'] }],` }) })).toMatch(/indexes\.0\.lower: "size" is not a text field/);
  });

  it('writes full and partial (where) indexes, each with its own name', async () => {
    const project = scratchProject({
      'schema/venue/gadgets.ts': resourceFile({
        fields: `{ name: { type: 'text', required: true, label: ${label('Name')} }, ownerId: { type: 'text', label: ${label('Owner')} }, state: { type: 'text', label: ${label('State')} } }`,
        extra: "indexes: [{ fields: ['ownerId', 'name'], unique: true }, { fields: ['ownerId'], unique: true, where: { state: 'Active' } }, { fields: ['state'] }],",
      }),
    });
    cleanups.push(project.cleanup);
    const migration = produce(buildModel(await loadSchema(project.root))).find((f) => f.path === 'server/migrations/gadgets.sql')!.content;
    expect(migration).toContain('CREATE UNIQUE INDEX IF NOT EXISTS gadgets_owner_id_name_key ON gadgets (owner_id, name);');
    expect(migration).toContain("CREATE UNIQUE INDEX IF NOT EXISTS gadgets_owner_id_state_active_key ON gadgets (owner_id) WHERE state = 'Active';");
    expect(migration).toContain('CREATE INDEX IF NOT EXISTS gadgets_state_idx ON gadgets (state);');
  });

  it('names an index field that does not exist', async () => {
    const message = await errorsOf({ 'schema/venue/gadgets.ts': resourceFile({ extra: "indexes: [{ fields: ['nope'], unique: true, where: { gone: 1 } }]," }) });
    expect(message).toContain('schema/venue/gadgets.ts: indexes.0.fields: no field named "nope"');
    expect(message).toContain('schema/venue/gadgets.ts: indexes.0.where: no field named "gone"');
  });
});

describe('query parameters', () => {
  const schemaOf = (code: string) => new Function('z', `return ${code}`)(z) as z.ZodType;
  const enums = new Map([['status', { name: 'status', values: [{ value: 'A' }, { value: 'B' }] }]]) as never;
  it('treat an empty optional query parameter as absent', () => {
    const text = schemaOf(paramZod({ in: 'query', type: 'string' }, enums));
    expect(text.parse('')).toBeUndefined();
    expect(text.parse('x')).toBe('x');
    const page = schemaOf(paramZod({ in: 'query', type: 'integer' }, enums));
    expect(page.parse('')).toBeUndefined();
    expect(page.parse('3')).toBe(3);
    const statuses = schemaOf(paramZod({ in: 'query', type: 'enum', enum: 'status', repeated: true }, enums));
    expect(statuses.parse(['A', '', 'B'])).toEqual(['A', 'B']);
    expect(statuses.parse('')).toEqual([]);
  });
  it('keep required query parameters required', () => {
    const text = schemaOf(paramZod({ in: 'query', type: 'string', required: true }, enums));
    expect(text.safeParse('').success).toBe(false);
  });
});

describe('object fields', () => {
  it('types an object without declared fields as a record of anything, not as {}', async () => {
    const project = scratchProject({
      'schema/venue/gadgets.ts': resourceFile({
        fields: `{ name: { type: 'text', required: true, label: ${label('Name')} }, numbers: { type: 'object', fields: {}, label: ${label('Numbers')} }, size: { type: 'object', fields: { width: { type: 'number', label: ${label('Width')} } }, label: ${label('Size')} } }`,
      }),
    });
    cleanups.push(project.cleanup);
    const files = produce(buildModel(await loadSchema(project.root)));
    const types = files.find((f) => f.path === 'shared/types/gadgets.ts')!.content;
    expect(types).toContain('numbers?: Record<string, unknown> | null;');
    expect(types).toContain('size?: { width?: number | null; } | null;');
    const server = files.find((f) => f.path === 'server/resources/gadgets.ts')!.content;
    expect(server).toContain('numbers: z.record(z.string(), z.unknown()).nullish(),');
  });
});

describe('schema errors name the file and the key', () => {
  it('a missing translation', async () => {
    const broken = resourceFile().replace(`label: ${label('Gadget')}`, "label: { eng: 'Gadget', dan: 'Gadget', swe: 'Gadget', nor: 'Gadget' }");
    expect(await errorsOf({ 'schema/venue/gadgets.ts': broken })).toMatch(/schema\/venue\/gadgets\.ts: label\.fin: /);
  });

  it('an unknown field type', async () => {
    const message = await errorsOf({ 'schema/venue/gadgets.ts': resourceFile({ fields: `{ name: { type: 'txt', label: ${label('Name')} } }` }) });
    expect(message).toMatch(/schema\/venue\/gadgets\.ts: fields\.name\.type: /);
  });

  it('an unknown enum and reference', async () => {
    const message = await errorsOf({
      'schema/venue/gadgets.ts': resourceFile({
        fields: `{ kind: { type: 'enum', enum: 'nope', label: ${label('Kind')} }, ownerId: { type: 'reference', reference: 'owners', label: ${label('Owner')} } }`,
      }),
    });
    expect(message).toContain('schema/venue/gadgets.ts: fields.kind.enum: no enum named "nope"');
    expect(message).toContain('schema/venue/gadgets.ts: fields.ownerId.reference: no resource named "owners"');
  });

  it('a path parameter declared in the wrong place and an action that does not exist', async () => {
    const message = await errorsOf({
      'schema/venue/gadgets.ts': resourceFile({
        endpoints: `{ getOne: { method: 'GET', path: '/Gadgets/{id}', params: { id: { in: 'query', type: 'string' } }, permission: null, action: 'fetch', error: 'Unable to get gadget' } }`,
      }),
    });
    expect(message).toContain('schema/venue/gadgets.ts: endpoints.getOne.params.id: {id} is in the path but declared in query');
    expect(message).toContain('schema/venue/gadgets.ts: endpoints.getOne.action: no action named "fetch" in actions');
  });

  it('a view without the endpoint it needs, and a sidebar group the service lacks', async () => {
    const message = await errorsOf({
      'schema/venue/gadgets.ts': resourceFile({
        routes: `[{ path: '/vp/gadgets', service: 'venue', menuGroup: 0, title: ${label('Gadgets')}, sidebar: { group: 'nowhere', order: 1, icon: 'Build' }, permission: 'vp.vp.gadgets.show', views: ['list', 'edit'] }]`,
      }),
    });
    expect(message).toContain('schema/venue/gadgets.ts: routes.0.views: the edit view needs a getOne endpoint');
    expect(message).toContain('schema/venue/gadgets.ts: routes.0.sidebar.group: the venue service has no sidebar group "nowhere"');
  });

  it('two endpoints on the same path', async () => {
    const twice = resourceFile().replace('name: \'gadgets\'', "name: 'gadgets'");
    const other = twice.replace("name: 'gadgets'", "name: 'widgets'");
    const message = await errorsOf({ 'schema/venue/gadgets.ts': twice, 'schema/venue/widgets.ts': other });
    expect(message).toMatch(/schema\/venue\/widgets\.ts: endpoints\.getList\.path: GET \/Gadgets is already served by schema\/venue\/gadgets\.ts endpoints\.getList/);
  });

  it('a permission the catalogue does not declare, on an endpoint, a route or simple REST access', async () => {
    const message = await errorsOf({
      'schema/venue/gadgets.ts': resourceFile({
        endpoints: `{ getList: { method: 'GET', path: '/Gadgets', permission: ['vp.vp.gadgets.show', 'vp.vp.gadgetz.show'], store: 'list', error: 'Unable to get gadgets' } }`,
        routes: `[{ path: '/vp/gadgets', service: 'venue', menuGroup: 0, title: ${label('Gadgets')}, permission: 'vp.vp.gadget.show', views: ['list'] }]`,
      }),
      'schema/venue/widgets.ts': resourceFile({ endpoints: 'undefined', extra: "access: { read: 'vp.vp.widgets.show', write: null }," }).replace("name: 'gadgets'", "name: 'widgets'"),
    });
    expect(message).toContain('schema/venue/gadgets.ts: endpoints.getList.permission: no permission named "vp.vp.gadgetz.show" in schema/shell/permissions.ts');
    expect(message).toContain('schema/venue/gadgets.ts: routes.0.permission: no permission named "vp.vp.gadget.show"');
    expect(message).toContain('schema/venue/widgets.ts: access.read: no permission named "vp.vp.widgets.show"');
  });
});

describe('route keys', () => {
  it('keeps the parameter names of pages whose keys would clash', async () => {
    const project = scratchProject({
      'schema/venue/gadgets.ts': resourceFile({
        routes: `[
          { path: '/vp/gadgets', service: 'venue', menuGroup: 0, title: ${label('Gadgets')}, permission: null, views: ['list'] },
          { path: '/vp/gadgets/:id', service: 'venue', menuGroup: 0, title: ${label('Gadget')}, permission: null, views: ['list'] },
          { path: '/vp/gadgets/:kind/:id', service: 'venue', menuGroup: 0, title: ${label('Gadget part')}, permission: null, views: ['list'] },
          { path: '/vp/widgets/:id', service: 'venue', menuGroup: 0, title: ${label('Widget')}, permission: null, views: ['list'] },
        ]`,
      }),
    });
    cleanups.push(project.cleanup);
    const model = buildModel(await loadSchema(project.root));
    expect(model.routes.map((r) => r.key)).toEqual(['vp/gadgets', 'vp/gadgets/id', 'vp/gadgets/kind/id', 'vp/widgets']);
  });
});

describe('implementation checks', () => {
  it('names a custom screen that does not exist', async () => {
    const project = scratchProject({
      'schema/venue/gadgets.ts': resourceFile({
        routes: `[{ path: '/vp/gadgets', service: 'venue', menuGroup: 0, title: ${label('Gadgets')}, permission: null, screen: 'GadgetBoard' }]`,
      }),
    });
    cleanups.push(project.cleanup);
    await expect(generate(project.root, { check: true })).rejects.toThrow('schema/venue/gadgets.ts: routes.0.screen: src/screens/venue/GadgetBoard/index.tsx does not exist');
  });
});

describe('a page listed in another service’s sidebar too (sidebar.alsoIn)', () => {
  const route = (alsoIn: string) =>
    `[{ path: '/vp/gadgets', service: 'venue', menuGroup: 0, title: ${label('Gadgets')}, sidebar: { group: 'booking', order: 5, icon: 'Build', alsoIn: ${alsoIn} }, permission: 'vp.vp.gadgets.show', views: ['list'] }]`;

  it('lists the item in both sidebars; the other one names the page’s own service', async () => {
    const project = scratchProject({ 'schema/venue/gadgets.ts': resourceFile({ routes: route("[{ service: 'crm', group: 'booking', order: 90 }]") }) });
    cleanups.push(project.cleanup);
    const sidebars = produce(buildModel(await loadSchema(project.root))).find((f) => f.path === 'client/sidebars.ts')!.content;
    const venue = sidebars.slice(sidebars.indexOf("service: 'venue'"), sidebars.indexOf("service: 'reports'"));
    const crm = sidebars.slice(sidebars.indexOf("service: 'crm'"), sidebars.indexOf("service: 'guests'"));
    expect(venue).toContain(`{ kind: 'item', path: "/vp/gadgets", key: "vp/gadgets", icon: BuildIcon, permission: "vp.vp.gadgets.show", venueScoped: true, page: "gadgets" },`);
    expect(crm).toContain(`{ kind: 'item', path: "/vp/gadgets", key: "vp/gadgets", icon: BuildIcon, permission: "vp.vp.gadgets.show", venueScoped: true, page: "gadgets", service: 'venue' },`);
    expect(crm.indexOf("id: 'booking'")).toBeLessThan(crm.indexOf('/vp/gadgets'));
  });

  it('refuses the page’s own service and a group the other service lacks', async () => {
    const message = await errorsOf({ 'schema/venue/gadgets.ts': resourceFile({ routes: route("[{ service: 'venue', order: 1 }, { service: 'crm', group: 'nowhere', order: 2 }]") }) });
    expect(message).toContain('schema/venue/gadgets.ts: routes.0.sidebar.alsoIn.0.service: the page already belongs to the venue service');
    expect(message).toContain('schema/venue/gadgets.ts: routes.0.sidebar.alsoIn.1.group: the crm service has no sidebar group "nowhere"');
  });
});

describe('scope and id sources with hyphenated parameter names', () => {
  it('accepts query:venue-details-id and names a missing parameter', async () => {
    const endpoints = (param: string) =>
      `{ getList: { method: 'GET', path: '/Gadgets', params: { ${param}: { in: 'query', type: 'string', required: true } }, permission: 'vp.vp.gadgets.show', scope: { venue: 'query:venue-details-id' }, store: 'list', error: 'Unable to get gadgets' } }`;
    const ok = scratchProject({ 'schema/venue/gadgets.ts': resourceFile({ endpoints: endpoints("'venue-details-id'") }) });
    cleanups.push(ok.cleanup);
    const server = produce(buildModel(await loadSchema(ok.root))).find((f) => f.path === 'server/resources/gadgets.ts')!.content;
    expect(server).toContain('"venue": ["query:venue-details-id"]');
    expect(await errorsOf({ 'schema/venue/gadgets.ts': resourceFile({ endpoints: endpoints("'venue-id'") }) })).toContain(
      'schema/venue/gadgets.ts: endpoints.getList.scope.venue: no query parameter named "venue-details-id"',
    );
  });
});

describe('generated forms of lists', () => {
  async function filesOf(fields: string) {
    const project = scratchProject({
      'schema/venue/gadgets.ts': resourceFile({
        fields,
        endpoints: 'undefined',
        extra: `access: { read: null, write: null },`,
        routes: `[{ path: '/vp/gadgets', service: 'venue', menuGroup: 0, title: ${label('Gadgets')}, permission: null, views: ['list', 'create', 'edit'] }]`,
      }),
      'schema/venue/parts.ts': resourceFile({ endpoints: 'undefined', extra: `access: { read: null, write: null },` }).replace("name: 'gadgets'", "name: 'parts'"),
    });
    cleanups.push(project.cleanup);
    return produce(buildModel(await loadSchema(project.root)));
  }

  it('gives the inputs of each item of a list of objects sources relative to the item and their own labels', async () => {
    const files = await filesOf(`{
      name: { type: 'text', required: true, label: ${label('Name')} },
      lines: { type: 'list', label: ${label('Lines')}, of: { type: 'object', label: ${label('Line')}, fields: {
        partId: { type: 'reference', reference: 'parts', required: true, label: ${label('Part')} },
        quantity: { type: 'number', label: ${label('Quantity')} },
        received: { type: 'number', readOnly: true, label: ${label('Received')} },
      } } },
    }`);
    const form = files.find((f) => f.path.endsWith('VpGadgetsForm.tsx'))!.content;
    expect(form).toContain('<ArrayInput source="lines">');
    expect(form).toContain('<ReferenceInput source="partId" reference="parts">');
    expect(form).toContain('<AutocompleteInput label="resources.gadgets.listItems.lines.partId" validate={[required()]} />');
    expect(form).toContain('<NumberInput source="quantity" label="resources.gadgets.listItems.lines.quantity" />');
    expect(form).not.toContain('received');
    const eng = files.find((f) => f.path === 'shared/i18n/eng.ts')!.content;
    expect(eng).toContain('"lines": "Lines"');
    expect(eng).toMatch(/"listItems": \{\s+"lines": \{\s+"partId": "Part",\s+"quantity": "Quantity",\s+"received": "Received"/);
  });

  it('picks a list of references with one multiple-choice input', async () => {
    const files = await filesOf(`{ name: { type: 'text', required: true, label: ${label('Name')} }, partIds: { type: 'list', of: { type: 'reference', reference: 'parts', label: ${label('Part')} }, label: ${label('Parts')} } }`);
    const form = files.find((f) => f.path.endsWith('VpGadgetsForm.tsx'))!.content;
    expect(form).toContain('<ReferenceArrayInput source="partIds" reference="parts">');
    expect(form).toContain('<AutocompleteArrayInput />');
  });
});
