import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pageCsp, renderPage } from '@/server/auth/embedded/html';
import { portalFiles } from '@/server/static/portalFiles';

describe('the portal files the sign-in page prefetches', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  function build(manifest: object, at = new Date('2026-11-26T10:00:00Z')): string {
    const dir = mkdtempSync(join(tmpdir(), 'vp-manifest-'));
    dirs.push(dir);
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
    utimesSync(join(dir, '.vite', 'manifest.json'), at, at);
    return dir;
  }

  const manifest = {
    'index.html': { file: 'assets/main-1.js', isEntry: true, imports: ['_msal-1.js'], dynamicImports: ['src/portal.tsx'] },
    '_msal-1.js': { file: 'assets/msal-1.js' },
    'src/portal.tsx': { file: 'assets/portal-1.js', imports: ['_msal-1.js', '_react-1.js'], css: ['assets/portal-1.css'], dynamicImports: ['src/screens/Cockpit.tsx'] },
    '_react-1.js': { file: 'assets/react-1.js', imports: ['_msal-1.js'] },
    'src/screens/Cockpit.tsx': { file: 'assets/Cockpit-1.js' },
  };

  it('are the portal chunk, what it imports and its styles, not the bootstrap or the lazy screens', () => {
    expect(portalFiles(build(manifest))).toEqual(['/assets/portal-1.js', '/assets/portal-1.css', '/assets/msal-1.js', '/assets/react-1.js']);
  });

  it('follow a rebuild', () => {
    const dir = build(manifest);
    expect(portalFiles(dir)).toContain('/assets/portal-1.js');
    const rebuilt = { ...manifest, 'src/portal.tsx': { file: 'assets/portal-2.js' } };
    writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(rebuilt));
    utimesSync(join(dir, '.vite', 'manifest.json'), new Date('2026-11-26T11:00:00Z'), new Date('2026-11-26T11:00:00Z'));
    expect(portalFiles(dir)).toEqual(['/assets/portal-2.js']);
  });

  it('are none without a build', () => {
    const dir = mkdtempSync(join(tmpdir(), 'vp-nobuild-'));
    dirs.push(dir);
    expect(portalFiles(dir)).toEqual([]);
  });

  it('are linked as prefetches that the page may fetch but never run', () => {
    const html = renderPage({ lang: 'da', title: 'Log ind', main: '<p>x</p>', prefetch: ['/assets/portal-1.js', '/assets/"x".js', '/assets/portal-1.css'] }, 'n0nce');
    // In CORS mode like the module scripts that use them, else the cached copies would not answer those requests.
    expect(html).toContain('<link rel="prefetch" href="/assets/portal-1.js" crossorigin>');
    expect(html).toContain('<link rel="prefetch" href="/assets/portal-1.css">');
    expect(html).toContain('href="/assets/&quot;x&quot;.js"');
    const csp = pageCsp('n0nce', ['http://localhost:8080']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'nonce-n0nce'");
    expect(csp).not.toMatch(/script-src[^;]*'self'/);
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain("object-src 'none'");
  });
});
