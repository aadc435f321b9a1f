import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The module that holds the portal behind the bootstrap (src/main.ts imports it once signed in). */
const PORTAL_MODULE = 'src/portal.tsx';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

let cached: { mtimeMs: number; dir: string; files: string[] } | undefined;

/**
 * The built files the portal needs once the person is signed in (its chunk, the chunks it imports and their styles),
 * as the browser asks for them. Read from the build's manifest, again after a rebuild; none without a build.
 */
export function portalFiles(staticDir: string): string[] {
  const manifestPath = join(staticDir, '.vite', 'manifest.json');
  let mtimeMs: number;
  try {
    mtimeMs = statSync(manifestPath).mtimeMs;
  } catch {
    return [];
  }
  if (cached?.dir === staticDir && cached.mtimeMs === mtimeMs) return cached.files;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) files.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(PORTAL_MODULE);
  cached = { mtimeMs, dir: staticDir, files: [...files] };
  return cached.files;
}
