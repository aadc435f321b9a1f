import { expect, test, type Page } from './support/test';
import { HEAD_OFFICE, signIn } from './support/signIn';

const API_CALL = '/api/main/Idam/User/Permissions?useCache=true';

/** Signs in and returns the bearer header the app sends to the API. */
async function signInAndCatchToken(page: Page): Promise<string> {
  const sent = page.waitForRequest((request) => request.url().includes('/api/') && Boolean(request.headers().authorization));
  await signIn(page, HEAD_OFFICE);
  return (await sent).headers().authorization;
}

test('after signing out the old access token is refused, and the portal asks to sign in', async ({ page }) => {
  const bearer = await signInAndCatchToken(page);
  expect((await page.request.get(API_CALL, { headers: { authorization: bearer } })).status()).toBe(200);

  await page.getByRole('button', { name: /profile|account|Anna Holm/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'You are signed out.' })).toBeVisible();

  const refused = await page.request.get(API_CALL, { headers: { authorization: bearer } });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).message).toBe('Sign-in required: the session has ended');

  await page.goto('/vp/tasks');
  await page.waitForURL(/\/oidc\/interaction\//);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('a session ended on the server while the portal is open: its next call gets 401, renewal fails and the portal asks to sign in', async ({ page }) => {
  const bearer = await signInAndCatchToken(page);
  // As a sign-out elsewhere with this session's token (or a stolen refresh token used again) ends it.
  expect((await page.request.post('/auth/sign-out', { headers: { authorization: bearer } })).status()).toBe(204);

  const refused = page.waitForResponse((response) => response.url().includes('/api/') && response.status() === 401);
  await page.reload();
  await refused;
  await page.waitForURL(/\/oidc\/interaction\//);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  // Signing in again starts a new session that the API accepts.
  await page.getByRole('button', { name: new RegExp(HEAD_OFFICE) }).click();
  await expect(page.getByRole('navigation', { name: 'breadcrumb' })).toBeVisible();
});
