import { chromium } from '@playwright/test';
const base = 'http://localhost:8310';
const [user, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, locale: 'en-GB' });
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text().slice(0, 300)); });
await page.goto(base + paths[0]);
await page.waitForURL(/\/oidc\/interaction\//);
await page.getByRole('button', { name: new RegExp(user) }).click();
await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth-redirect')).catch(async (e) => { console.log('URL', page.url()); await page.screenshot({ path: '/tmp/i3a-shots/fail.png' }); throw e; });
// English UI
for (const [i, p] of paths.entries()) {
  if (i > 0) await page.goto(base + p);
  await page.waitForTimeout(3500);
  const name = p.replace(/[^a-z0-9]+/gi, '_');
  await page.screenshot({ path: `/tmp/i3a-shots/${name}.png`, fullPage: true });
  console.log('shot', p, page.url());
}
await browser.close();
