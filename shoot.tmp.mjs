import { chromium } from '@playwright/test';
const base = 'http://localhost:8320';
const [user, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, locale: 'en-GB', timezoneId: 'Europe/Copenhagen' });
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text().slice(0, 300)); });
await page.goto(base + paths[0]);
await page.waitForURL(/\/oidc\/interaction\//);
await page.getByRole('button', { name: new RegExp(user) }).click();
await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth-redirect'));
for (const [i, p] of paths.entries()) {
  if (i > 0) await page.goto(base + p);
  await page.waitForTimeout(2500);
  const name = `/tmp/i3b-shots/${p.replace(/[^a-z0-9]+/gi, '_')}.png`;
  await page.screenshot({ path: name, fullPage: false });
  console.log('shot', name);
}
await browser.close();
