import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { createTokenVerifier } from '@/server/auth/tokens';
import { loadConfig } from '@/server/config';
import { openTemplateCopy } from '../support/testServer';

/** The built portal as the browser gets it: precompressed by negotiation, cached by kind, reloaded without a restart. */
describe('serving the built portal', () => {
  const dist = mkdtempSync(join(tmpdir(), 'vp-dist-'));
  const script = 'export const portal = "venue portal";\n'.repeat(200);
  let database: Awaited<ReturnType<typeof openTemplateCopy>>;
  let app: FastifyInstance;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'main-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets', 'main-abc123.js.gz'), gzipSync(script));
    database = await openTemplateCopy();
    const verifier = createTokenVerifier({ issuer: 'http://static/oidc', audience: 'api://venue-portal', jwks: { keys: [] } });
    const config = { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: database.dir } as NodeJS.ProcessEnv), staticDir: dist };
    app = await buildApp({ config, db: database.db, listen: database.listen, verifier });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) => app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends brotli to a browser that accepts it, gzip to one that accepts only gzip, and the file to others', async () => {
    const br = await get('/assets/main-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gz = await get('/assets/main-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');

    const plain = await get('/assets/main-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('keeps hashed assets for a year and asks again for the page every time', async () => {
    expect((await get('/assets/main-abc123.js', 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await get('/cp/venue-tasks');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toContain('<div id="root">');
  });

  it('answers / and HEAD / as the page', async () => {
    const root = await get('/');
    expect(root.statusCode).toBe(200);
    expect(root.body).toContain('<div id="root">');
    const head = await app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/text\/html/);
    expect(head.body).toBe('');
  });

  it('serves a file built after the server started', async () => {
    writeFileSync(join(dist, 'assets', 'later-def456.js'), 'export {};');
    const later = await get('/assets/later-def456.js');
    expect(later.statusCode).toBe(200);
    expect(later.body).toBe('export {};');
  });

  it('answers a missing file with a 404, not the page', async () => {
    const missing = await get('/assets/gone-000000.js', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404 });
  });
});
