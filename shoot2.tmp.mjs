import { chromium } from 'playwright';
const base = 'http://localhost:8410';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, locale: 'en-GB' });
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text().slice(0, 300), m.location()?.url); });
page.on('response', (r) => { if (r.status() >= 400) console.log('HTTP', r.status(), r.url()); });
await page.goto(base + '/crm/guests?countryId=uk&q=charlotte%20pem');
await page.waitForURL(/\/oidc\/interaction\//);
await page.getByRole('button', { name: /Oliver Smith/ }).click();
await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth-redirect'));
await page.getByRole('link', { name: 'Charlotte Pemberton' }).click();
await page.waitForTimeout(3000);
await page.screenshot({ path: '/tmp/i4a-shots/p0.png' });
for (const [i, tab] of ['Consents', 'Referrals', 'Change log'].entries()) {
  await page.getByRole('tab', { name: tab }).click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/i4a-shots/p${i + 1}.png` });
}
await browser.close();
