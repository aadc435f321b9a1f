import type { ChildProcess } from 'node:child_process';

/** Waits until the server process answers `url` with 2xx; fails at once when the process stopped. */
export async function waitForServer(server: ChildProcess, url: string, headers: Record<string, string> = {}, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`The server for ${url} stopped (exit code ${server.exitCode}).`);
    try {
      if ((await fetch(url, { headers })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}
