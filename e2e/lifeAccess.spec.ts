import { expect, test } from './support/test';
import { VENUE_MANAGER, signIn } from './support/signIn';

test('a venue manager without LIFE permissions cannot reach the LIFE pages nor their API', async ({ page }) => {
  const token = page.waitForRequest((r) => r.url().includes('/api/main/') && Boolean(r.headers().authorization));
  await signIn(page, VENUE_MANAGER, '/vp/lists?venueId=venue-dk-norrebro');
  const authorization = (await token).headers().authorization;

  await page.getByRole('combobox', { name: 'Services' }).click();
  await expect(page.getByRole('option', { name: 'Venue' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'LIFE' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  for (const path of ['/life/lists', '/life/list-rules', '/life/eod', '/life/meetings', '/life/meeting-rules', '/life/operationlinks']) {
    await page.goto(`${path}?countryId=dk`);
    await expect(page).toHaveURL(/\/pages\/no-access/);
    await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  }

  const headers = { authorization };
  for (const url of [
    '/api/main/Lists/QueryLatest?country=dk',
    '/api/main/Lists/Categories',
    '/api/main/ListNotificationRules?country=dk',
    '/api/main/EodReportRules?country=dk',
    '/api/main/Meetings?country=dk',
    '/api/main/MeetingNotificationRules?country=dk',
  ]) {
    expect((await page.request.get(url, { headers })).status(), url).toBe(403);
  }
  expect((await page.request.post('/api/main/Lists/NewVersion/VenueVisitLight?country=dk', { headers })).status()).toBe(403);
  const meeting = { title: 'Not mine to make', type: 'Weekly', country: 'dk', steps: ['summary'], isActive: true };
  expect((await page.request.post('/api/main/Meetings', { headers, data: meeting })).status()).toBe(403);
  expect((await page.request.post('/api/main/MeetingNotificationRules/meetingEnded?country=dk', { headers, data: { recipientRoles: ['vm'], title: 'x', message: 'x' } })).status()).toBe(403);
  expect((await page.request.post('/api/main/Operations', { headers, data: { country: 'dk', title: 'Not mine to add', url: 'https://example.com' } })).status()).toBe(403);
  // The venue side of the same data stays open to them: the lists, the meetings the venue holds, the country's links.
  expect((await page.request.get('/api/main/Lists/QueryLatestForVenue/venue-dk-norrebro', { headers })).status()).toBe(200);
  expect((await page.request.get('/api/main/Meetings/ByVenue/venue-dk-norrebro', { headers })).status()).toBe(200);
  expect((await page.request.get('/api/main/Operations/ByCountry/dk', { headers })).status()).toBe(200);
});
