import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A report the stand-in knows: its Power BI id, its workspace (group) and the name it shows. */
export interface StandInReport {
  reportId: string;
  workspaceId: string;
  name: string;
}

export interface PowerBiStandInOptions {
  /** 0: any free port. */
  port: number;
  /** The service principal the portal must sign in as (client credentials). */
  tenantId: string;
  clientId: string;
  clientSecret: string;
  reports: StandInReport[];
}

/**
 * Where embed URLs point. powerbi-client embeds only https URLs of Power BI's own hosts, so the stand-in hands out
 * this one and the journeys' browsers route it to the stand-in (`routePowerBi` in e2e/support/test.ts).
 */
export const EMBED_ORIGIN = 'https://app.powerbi.com';

const tokenPath = /^\/([^/]+)\/oauth2\/v2\.0\/token$/;
const reportPath = /^\/v1\.0\/myorg\/groups\/([^/]+)\/reports\/([^/]+)(\/GenerateToken)?$/;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * The report's page inside the frame: its name and ids as text, and the answer to powerbi-client's handshake. The
 * client posts `/report/load` (the embed configuration) once the frame has loaded; the page accepts it (202) when it
 * carries an embed token the stand-in issued for this report, then raises the report's `loaded` and `rendered` events
 * in the parent as Power BI does (`/reports/{uid}/events/{name}`).
 */
function embedPage(report: StandInReport, tokens: string[]): string {
  const name = escapeHtml(report.name);
  const script = `
const expected = ${JSON.stringify({ reportId: report.reportId, tokens })};
const state = document.getElementById('state');
window.addEventListener('message', (event) => {
  const request = event.data;
  if (!request || request.method !== 'POST' || request.url !== '/report/load') return;
  const config = request.body || {};
  const accepted = config.id === expected.reportId && expected.tokens.includes(config.accessToken);
  event.source.postMessage({ statusCode: accepted ? 202 : 403, headers: { id: request.headers.id }, body: accepted ? null : { message: 'TokenExpired or wrong report' } }, '*');
  if (!accepted) { state.textContent = 'The embed token was refused.'; return; }
  state.textContent = 'Report loaded with a view token.';
  for (const name of ['loaded', 'rendered']) {
    event.source.postMessage({ method: 'POST', url: '/reports/' + request.headers.uid + '/events/' + name, headers: { id: crypto.randomUUID() } }, '*');
  }
});`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${name}</title></head>
<body style="font-family: sans-serif; background: #fff; color: #222">
<main><h1>${name}</h1><p>Report ${escapeHtml(report.reportId)} in workspace ${escapeHtml(report.workspaceId)}</p><p id="state">Waiting for the embed configuration.</p></main>
<script>${script}</script>
</body></html>`;
}

/**
 * A local stand-in of the Power BI REST API and its sign-in, for the journeys: the client-credentials token (only for
 * the configured tenant, client and secret), a report (404 for one it does not know), its view token (GenerateToken)
 * and the page the embed URL opens.
 */
export async function startPowerBiStandIn(options: PowerBiStandInOptions): Promise<{ url: string; close: () => Promise<void> }> {
  const accessTokens = new Set<string>();
  const embedTokens = new Map<string, string[]>();
  const key = (workspaceId: string, reportId: string) => `${workspaceId}/${reportId}`;
  const find = (workspaceId: string, reportId: string) => options.reports.find((r) => r.workspaceId === workspaceId && r.reportId === reportId);

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const signIn = tokenPath.exec(url.pathname);
    if (request.method === 'POST' && signIn) {
      if (decodeURIComponent(signIn[1]) !== options.tenantId) return send(response, 400, { error: 'invalid_tenant', error_description: `Tenant ${signIn[1]} is not the service principal’s` });
      const form = new URLSearchParams(await readBody(request));
      const valid = form.get('grant_type') === 'client_credentials' && form.get('client_id') === options.clientId && form.get('client_secret') === options.clientSecret;
      if (!valid) return send(response, 401, { error: 'invalid_client', error_description: 'The client id or secret is not the service principal’s' });
      const token = randomUUID();
      accessTokens.add(token);
      return send(response, 200, { token_type: 'Bearer', expires_in: 3599, access_token: token });
    }
    if (request.method === 'GET' && url.pathname === '/reportEmbed') {
      const report = find(url.searchParams.get('groupId') ?? '', url.searchParams.get('reportId') ?? '');
      response.writeHead(report ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(report ? embedPage(report, embedTokens.get(key(report.workspaceId, report.reportId)) ?? []) : '<!doctype html><html lang="en"><title>Not found</title><h1>No such report</h1></html>');
    }
    const match = reportPath.exec(url.pathname);
    if (!match) return send(response, 404, { error: { code: 'NotFound' } });
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!bearer || !accessTokens.has(bearer)) return send(response, 403, { error: { code: 'TokenExpired' } });
    const [workspaceId, reportId] = [decodeURIComponent(match[1]), decodeURIComponent(match[2])];
    const report = find(workspaceId, reportId);
    if (!report) return send(response, 404, { error: { code: 'ItemNotFound', message: `Report ${reportId} is not in workspace ${workspaceId}` } });
    if (!match[3] && request.method === 'GET') {
      const embedUrl = `${EMBED_ORIGIN}/reportEmbed?reportId=${encodeURIComponent(reportId)}&groupId=${encodeURIComponent(workspaceId)}`;
      return send(response, 200, { id: reportId, name: report.name, embedUrl, webUrl: embedUrl });
    }
    if (match[3] && request.method === 'POST') {
      const body = JSON.parse((await readBody(request)) || '{}') as { accessLevel?: string };
      if (body.accessLevel !== 'View') return send(response, 400, { error: { code: 'InvalidRequest', message: 'Only view tokens are issued' } });
      const token = `embed-${randomUUID()}`;
      embedTokens.set(key(workspaceId, reportId), [...(embedTokens.get(key(workspaceId, reportId)) ?? []), token]);
      return send(response, 200, { token, tokenId: randomUUID(), expiration: new Date(Date.now() + 3_600_000).toISOString() });
    }
    return send(response, 405, { error: { code: 'MethodNotAllowed' } });
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: Error) => send(response, 500, { error: { code: 'StandInFailed', message: error.message } }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
