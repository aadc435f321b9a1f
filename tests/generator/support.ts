import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** A throw-away project with the real DSL, shell schema and `src/shared` (which the DSL builds on) plus the resource files given. */
export function scratchProject(files: Record<string, string>): { root: string; cleanup(): void } {
  const root = mkdtempSync(join(ROOT, '.tmp-schema-'));
  cpSync(join(ROOT, 'schema', 'dsl'), join(root, 'schema', 'dsl'), { recursive: true });
  cpSync(join(ROOT, 'src', 'shared'), join(root, 'src', 'shared'), { recursive: true });
  mkdirSync(join(root, 'schema', 'shell'), { recursive: true });
  cpSync(join(ROOT, 'schema', 'shell', 'shell.ts'), join(root, 'schema', 'shell', 'shell.ts'));
  // The real catalogue and the permissions of the test resource (`gadgets`).
  writeFileSync(
    join(root, 'schema', 'shell', 'permissions.ts'),
    `import { definePermissions } from '../dsl';
import real from '../../../schema/shell/permissions';
export default definePermissions({
  ...real,
  'vp.vp.gadgets.show': { access: 'read', description: 'See gadgets' },
  'vp.vp.gadgets.edit': { access: 'write', description: 'Change gadgets' },
});
`,
  );
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return { root, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

export const label = (eng: string) => `{ eng: '${eng}', dan: '${eng}', swe: '${eng}', nor: '${eng}', fin: '${eng}' }`;

/** A minimal valid resource file, with parts replaced as a test needs. */
export function resourceFile(overrides: { fields?: string; endpoints?: string; routes?: string; extra?: string } = {}): string {
  return `import { defineResource } from '../dsl';
export default defineResource({
  name: 'gadgets',
  label: ${label('Gadget')},
  labelPlural: ${label('Gadgets')},
  api: 'main',
  fields: ${overrides.fields ?? `{ name: { type: 'text', required: true, label: ${label('Name')} } }`},
  endpoints: ${overrides.endpoints ?? `{ getList: { method: 'GET', path: '/Gadgets', permission: 'vp.vp.gadgets.show', store: 'list', error: 'Unable to get gadgets' } }`},
  ${overrides.routes ? `routes: ${overrides.routes},` : ''}
  ${overrides.extra ?? ''}
});
`;
}

export { tmpdir };
