import { chromium } from '@playwright/test';
const base = 'http://localhost:8310';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, locale: 'en-GB' });
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
page.on('response', (r) => { if (r.status() >= 400) console.log('HTTP', r.status(), r.url()); });
async function signIn(user, path) {
  await page.goto(base + path);
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.getByRole('button', { name: new RegExp(user) }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/oidc') && !url.pathname.startsWith('/auth-redirect'));
}
const shot = async (name, fullPage = true) => { await page.waitForTimeout(2500); await page.screenshot({ path: `/tmp/i3a-shots/${name}.png`, fullPage }); console.log('shot', name, page.url()); };
await signIn('Anna Holm', '/life/lists?countryId=dk');
await page.getByRole('link', { name: 'Edit the draft' }).first().click();
await shot('editor', false);
await page.goto(base + '/vp/lists/eodReports?venueId=venue-dk-norrebro');
await shot('eodlist');
await page.getByRole('link', { name: /Open the report/ }).first().click();
await shot('eodreport');
await page.goto(base + '/vp/todos?venueId=venue-dk-norrebro');
await shot('todos-hq');
await page.goto(base + '/vp/lists?venueId=venue-dk-norrebro');
await page.getByRole('link', { name: /Open/ }).first().click();
await shot('session');
await browser.close();
