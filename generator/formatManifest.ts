import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ts } from 'ts-morph';
import { FORMAT_SETTINGS, formatFile, isFormatted } from './format';
import type { OutputFile } from './output';

/**
 * What each generated TypeScript file was laid out from: the hash of the emitted text and of the formatted file.
 * Formatting is most of the generator's time; a file whose emitted text and file on disk match their hashes is not
 * formatted again, so `npm run generate:check` and a regeneration after a small schema change take a moment.
 */
const MANIFEST = 'format-manifest.json';

interface Manifest {
  /** The formatter's settings and the compiler's version: when either changes, every file is laid out again. */
  formatter: string;
  files: Record<string, [emitted: string, formatted: string]>;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
const FORMATTER = hash(`${ts.version}\n${JSON.stringify(FORMAT_SETTINGS)}`);

function readManifest(generatedDir: string): Manifest['files'] {
  try {
    const manifest = JSON.parse(readFileSync(join(generatedDir, MANIFEST), 'utf8')) as Manifest;
    return manifest.formatter === FORMATTER ? manifest.files : {};
  } catch {
    return {};
  }
}

function readOrNull(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** Formats the emitted files, reusing the file on disk where the manifest vouches for it, and adds the manifest. */
export function formatWithManifest(root: string, emitted: OutputFile[]): OutputFile[] {
  const generatedDir = join(root, 'generated');
  const known = readManifest(generatedDir);
  const files: Manifest['files'] = {};
  const out = emitted.map((file) => {
    if (!isFormatted(file)) return file;
    const emittedHash = hash(file.content);
    const entry = known[file.path];
    const onDisk = entry?.[0] === emittedHash ? readOrNull(join(generatedDir, file.path)) : null;
    const formatted = onDisk !== null && hash(onDisk) === entry![1] ? { path: file.path, content: onDisk } : formatFile(file);
    files[file.path] = [emittedHash, hash(formatted.content)];
    return formatted;
  });
  const sorted = Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
  return [...out, { path: MANIFEST, content: `${JSON.stringify({ formatter: FORMATTER, files: sorted } satisfies Manifest, null, 2)}\n` }];
}
