import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, locale: 'en-GB' });
page.on('response', (r) => { if (r.status() >= 400) console.log('resp', r.status(), r.url()); });
await page.goto('http://localhost:8320/cp/reports');
await page.waitForURL(/\/oidc\/interaction\//);
await page.getByRole('button', { name: /Anna Holm/ }).click();
await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth-redirect'));
await page.waitForTimeout(2000);
await page.locator('nav, ul').getByText('Sales overview').first().click();
await page.waitForTimeout(2500);
await page.screenshot({ path: '/tmp/i3b-shots/report.png' });
console.log(page.url());
for (const p of ['/cockpit/training-sessions', '/cockpit/wizard-instances']) {
  await page.goto('http://localhost:8320' + p);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/i3b-shots/${p.replace(/\W+/g, '_')}.png` });
}
await page.goto('http://localhost:8320/cp/reports');
await page.waitForTimeout(2000);
await page.getByRole('cell', { name: 'Sales overview' }).click();
await page.waitForTimeout(2000);
await page.screenshot({ path: '/tmp/i3b-shots/report_edit.png' });
await browser.close();
