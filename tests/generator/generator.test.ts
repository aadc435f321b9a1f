import { afterEach, describe, expect, it } from 'vitest';
import { SchemaError } from '../../generator/errors';
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
  });

  it('finds the committed generated code up to date', async () => {
    const { stale } = await generate(ROOT, { check: true });
    expect(stale).toEqual([]);
  });

  it('puts a header naming the schema source on every generated file', async () => {
    for (const file of produce(buildModel(await loadSchema(ROOT)))) {
      expect(file.content.startsWith('// Generated from ') || file.content.startsWith('-- Generated from '), file.path).toBe(true);
      expect(file.content.split('\n')[0]).toContain('Do not edit.');
    }
  });

  it('writes the schema label into the screens, so a label change reaches them', async () => {
    const files = produce(buildModel(await loadSchema(ROOT)));
    const eng = files.find((f) => f.path === 'client/i18n/eng.ts')!.content;
    expect(eng).toContain('"life/operationlinks": "Operation links"');
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
