import type { BrowserConfig } from '@/shared/browserConfig';

/** The server tells the browser at start how to sign in and where the APIs are, so one build serves every setting. */
export async function loadBrowserConfig(): Promise<BrowserConfig> {
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`The portal's configuration could not be loaded (${response.status})`);
  return (await response.json()) as BrowserConfig;
}
