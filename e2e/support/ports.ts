/** The first portal listens on E2E_PORT; the others a hundred ports apart, clear of the next checkout's E2E_PORT. */
export const e2ePort = (index: number): number => Number(process.env.E2E_PORT ?? 8181) + 100 * index;

/** One portal per worker: two on CI's two cores by default, one when a single journey is run by hand. */
export const e2eWorkers = (): number => Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** Each portal's Power BI stand-in listens on the port above the portal's, which the worker's browser is routed to. */
export const powerBiStandInPort = (portalPort: number): number => portalPort + 1;
