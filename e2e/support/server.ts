import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/server/config';
import { COCKPIT_REPORTS } from '../../src/server/seed/cockpitReports';
import { createServer } from '../../src/server/server';
import { powerBiStandInPort } from './ports';
import { startPowerBiStandIn } from './powerBiStandIn';

/**
 * The portal as `npm start` runs it, on a fresh demo database that is thrown away afterwards, with one difference:
 * Power BI is configured, against a local stand-in that knows the demo's reports (all but one, for the journeys that
 * meet a report Power BI does not know).
 */
const dataDir = mkdtempSync(join(tmpdir(), 'vp-e2e-'));
const port = Number(process.env.PORT ?? 8080);
const POWER_BI_PRINCIPAL = { tenantId: 'e2e-tenant', clientId: 'e2e-portal', clientSecret: 'e2e-portal-secret' };
/** The monthly performance review's report: the meeting that is under way at Nørrebro meets a report Power BI lacks. */
const UNKNOWN_TO_POWER_BI = '6a1c2f3e-labour';
const powerBi = await startPowerBiStandIn({
  port: powerBiStandInPort(port),
  ...POWER_BI_PRINCIPAL,
  reports: COCKPIT_REPORTS.filter((r) => r.reportId !== UNKNOWN_TO_POWER_BI),
});
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  POWERBI_TENANT_ID: POWER_BI_PRINCIPAL.tenantId,
  POWERBI_CLIENT_ID: POWER_BI_PRINCIPAL.clientId,
  POWERBI_CLIENT_SECRET: POWER_BI_PRINCIPAL.clientSecret,
  POWERBI_API_URL: powerBi.url,
  POWERBI_AUTHORITY_URL: powerBi.url,
});
const server = await createServer(config);
await server.app.listen({ port: config.port, host: config.host });

const stop = async () => {
  await server.close();
  await powerBi.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
