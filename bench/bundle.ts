import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * `npm run bench:bundle`: builds the portal and prints the gzip size of the JavaScript the browser loads before the
 * first screen after sign-in (the entry with its static imports plus the landing page's lazy chunk and its static
 * imports, and the English texts), and of the largest lazy chunk.
 */

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const LANDING_SCREEN = 'src/screens/venue/VenueInfoScreen/index.tsx';
/** The English texts load at start (the fallback language; the language most people here use). */
const START_TEXTS = ['src/i18n/ra/eng.ts', 'generated/shared/i18n/eng.ts', 'src/i18n/shell/eng.ts', 'src/i18n/screens/eng.ts'];

execSync('npx vite build', { stdio: 'ignore' });
const dist = join(process.cwd(), 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const gzip = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function closure(keys: string[], seen = new Set<string>()): Set<string> {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'))!;
const beforeSignIn = closure([entry]);
const firstScreen = closure([LANDING_SCREEN, ...START_TEXTS.filter((k) => manifest[k])], new Set(beforeSignIn));
const initial = [...firstScreen].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
const initialBytes = initial.reduce((sum, f) => sum + gzip(f), 0);

const lazy = Object.entries(manifest)
  .filter(([key, c]) => c.file.endsWith('.js') && !beforeSignIn.has(key))
  .map(([key, c]) => ({ key, file: c.file, bytes: gzip(c.file) }))
  .sort((a, b) => b.bytes - a.bytes);

console.log(`JavaScript before the first screen after sign-in: ${kb(initialBytes)} gzip in ${initial.length} files`);
for (const file of initial) console.log(`  ${file.padEnd(48)} ${kb(gzip(file))}`);
console.log(`Largest lazy chunk: ${lazy[0].file} (${lazy[0].key}) ${kb(lazy[0].bytes)} gzip`);
