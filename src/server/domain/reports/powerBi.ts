import type { PowerBiGetInput } from '@generated/server/resources/powerBi';
import { hasPermissionAnyVenue } from '@/shared/permissions';
import type { PowerBiEmbed } from '@/shared/reports/powerBi';
import { defineAction } from '../../api/action';
import { forbidden } from '../../api/errors';
import type { PowerBiConfig } from '../../config';

const MANAGE = 'vp.cockpit.reports.manage';
const TIMEOUT_MS = 10_000;

class PowerBiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new PowerBiError(response.status, `${what} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A service principal's token (client credentials), then the report's embed URL and a view-only embed token. */
async function fetchEmbed(config: PowerBiConfig, reportId: string, workspaceId: string): Promise<PowerBiEmbed> {
  const signal = AbortSignal.timeout(TIMEOUT_MS);
  const token = await json<{ access_token: string }>(
    await fetch(`${config.authorityUrl}/${encodeURIComponent(config.tenantId)}/oauth2/v2.0/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', client_id: config.clientId, client_secret: config.clientSecret, scope: 'https://analysis.windows.net/powerbi/api/.default' }),
      signal,
    }),
    'The sign-in of the Power BI service',
  );
  const auth = { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' };
  const base = `${config.apiUrl}/v1.0/myorg/groups/${encodeURIComponent(workspaceId)}/reports/${encodeURIComponent(reportId)}`;
  const report = await json<{ id: string; embedUrl: string }>(await fetch(base, { headers: auth, signal }), 'Power BI');
  const embed = await json<{ token: string; expiration?: string }>(await fetch(`${base}/GenerateToken`, { method: 'POST', headers: auth, body: JSON.stringify({ accessLevel: 'View' }), signal }), 'Power BI');
  return { available: true, reportId: report.id ?? reportId, embedUrl: report.embedUrl, accessToken: embed.token, tokenType: 'Embed', expiration: embed.expiration ?? null };
}

/**
 * The embed configuration of a report. A report of the report list needs its permission (none set: everyone);
 * other ids (the Power BI tester) need the right to manage reports. Without a configured or reachable Power BI
 * service the answer says so instead of failing.
 */
export const embedConfig = defineAction(async (ctx, { query }: PowerBiGetInput): Promise<string> => {
  const defined = await ctx.db.selectFrom('cockpitReports').select(['permission', 'isActive']).where('reportId', '=', query.reportId).where('workspaceId', '=', query.workspaceId).execute();
  const mayManage = hasPermissionAnyVenue(ctx.user.permissions, MANAGE);
  const allowed = mayManage || defined.some((r) => r.isActive !== false && (!r.permission || hasPermissionAnyVenue(ctx.user.permissions, r.permission)));
  if (!allowed) throw forbidden(defined.length ? 'You do not have the permission this report needs' : 'Only report managers can open reports that are not in the report list');
  const config = ctx.services.config.powerBi;
  let result: PowerBiEmbed;
  if (!config) result = { available: false, reason: 'notConfigured' };
  else {
    try {
      result = await fetchEmbed(config, query.reportId, query.workspaceId);
    } catch (error) {
      const status = error instanceof PowerBiError ? error.status : 0;
      ctx.log.warn({ err: error, reportId: query.reportId }, 'Power BI is not reachable');
      result = { available: false, reason: status === 404 ? 'notFound' : 'unreachable', detail: (error as Error).message };
    }
  }
  return JSON.stringify(result);
});
