import { chromium } from 'playwright';
const base = 'http://localhost:8410';
const user = process.argv[2] ?? 'Oliver Smith';
const paths = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, locale: 'en-GB' });
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text().slice(0, 300)); });
await page.goto(base + paths[0]);
await page.waitForURL(/\/oidc\/interaction\//, { timeout: 90000 });
await page.getByRole('button', { name: new RegExp(user) }).click();
await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth-redirect'));
for (const [i, p] of paths.entries()) {
  if (i > 0) await page.goto(base + p);
  await page.waitForTimeout(3500);
  const name = `/tmp/i4a-shots/${i}.png`;
  await page.screenshot({ path: name, fullPage: false });
  console.log('shot', p, name);
}
await browser.close();
