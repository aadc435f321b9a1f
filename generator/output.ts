import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

export interface OutputFile {
  /** Relative to `generated/`. */
  path: string;
  content: string;
}

export function header(source: string, comment: '//' | '--' = '//'): string {
  return `${comment} Generated from ${source} by \`npm run generate\`. Do not edit.\n`;
}

function listFiles(dir: string): string[] {
  let out: string[] = [];
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of entries) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out = out.concat(listFiles(full));
    else out.push(full);
  }
  return out;
}

/** Files under `generated/` that differ from what the schema produces, or that it no longer produces. */
export function staleFiles(root: string, files: OutputFile[]): string[] {
  const base = join(root, 'generated');
  const wanted = new Map(files.map((f) => [f.path, f.content]));
  const stale: string[] = [];
  for (const [path, content] of wanted) {
    let current: string | null = null;
    try {
      current = readFileSync(join(base, path), 'utf8');
    } catch {
      current = null;
    }
    if (current !== content) stale.push(`generated/${path}`);
  }
  for (const full of listFiles(base)) {
    const path = relative(base, full).split(sep).join('/');
    if (!wanted.has(path)) stale.push(`generated/${path}`);
  }
  return stale.sort();
}

/** Writes the produced files and removes the ones no longer produced. Returns how many changed. */
export function writeOutput(root: string, files: OutputFile[]): number {
  const stale = staleFiles(root, files);
  const base = join(root, 'generated');
  const wanted = new Map(files.map((f) => [`generated/${f.path}`, f.content]));
  for (const path of stale) {
    const full = join(root, path);
    const content = wanted.get(path);
    if (content === undefined) {
      rmSync(full);
      continue;
    }
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
  removeEmptyDirs(base);
  return stale.length;
}

function removeEmptyDirs(dir: string) {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of entries) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      removeEmptyDirs(full);
      if (readdirSync(full).length === 0) rmSync(full, { recursive: true });
    }
  }
}
