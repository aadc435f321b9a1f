import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatFile } from '../../generator/format';
import { formatWithManifest } from '../../generator/formatManifest';
import { staleFiles, type OutputFile } from '../../generator/output';

const emitted: OutputFile[] = [
  { path: 'shared/a.ts', content: 'export const a = {b:1,\nc:[1,2]}' },
  { path: 'server/migrations/a.sql', content: 'CREATE TABLE a (id text);\n' },
];
let root: string;

function writeGenerated(files: OutputFile[]) {
  for (const file of files) {
    mkdirSync(join(root, 'generated', file.path, '..'), { recursive: true });
    writeFileSync(join(root, 'generated', file.path), file.content);
  }
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'vp-manifest-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the format manifest', () => {
  it('lays out TypeScript as the formatter does, leaves other files as emitted, and records both hashes', () => {
    const out = formatWithManifest(root, emitted);
    expect(out.slice(0, 2)).toEqual([formatFile(emitted[0]), emitted[1]]);
    const manifest = JSON.parse(out[2].content);
    expect(out[2].path).toBe('format-manifest.json');
    expect(Object.keys(manifest.files)).toEqual(['shared/a.ts']);
    writeGenerated(out);
    expect(staleFiles(root, formatWithManifest(root, emitted))).toEqual([]);
  });

  it('finds a hand-edited generated file stale although the schema did not change', () => {
    writeGenerated(formatWithManifest(root, emitted));
    writeFileSync(join(root, 'generated/shared/a.ts'), 'export const a = { b: 2 };\n');
    expect(staleFiles(root, formatWithManifest(root, emitted))).toEqual(['generated/shared/a.ts']);
  });

  it('lays a file out again when what the schema emits for it changes', () => {
    writeGenerated(formatWithManifest(root, emitted));
    const changed = [{ ...emitted[0], content: 'export const a = {b:3}' }, emitted[1]];
    const out = formatWithManifest(root, changed);
    expect(out[0]).toEqual(formatFile(changed[0]));
    expect(staleFiles(root, out)).toEqual(['generated/format-manifest.json', 'generated/shared/a.ts']);
  });

  it('reuses a file on disk the manifest vouches for, and lays it out again once the formatter changed', () => {
    const out = formatWithManifest(root, emitted);
    writeGenerated(out);
    const manifest = JSON.parse(out[2].content);
    // A file on disk that the manifest vouches for, from a formatter of other settings.
    const other = 'export const a = {\n    b: 1,\n    c: [1, 2]\n};\n';
    writeGenerated([{ path: 'shared/a.ts', content: other }]);
    manifest.files['shared/a.ts'][1] = createHash('sha256').update(other).digest('hex').slice(0, 16);
    writeGenerated([{ path: 'format-manifest.json', content: JSON.stringify(manifest) }]);
    expect(formatWithManifest(root, emitted)[0].content).toBe(other);
    manifest.formatter = 'another';
    writeGenerated([{ path: 'format-manifest.json', content: JSON.stringify(manifest) }]);
    expect(formatWithManifest(root, emitted)[0]).toEqual(formatFile(emitted[0]));
  });
});
