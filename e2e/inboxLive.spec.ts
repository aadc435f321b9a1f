import { expect, test, type Page } from './support/test';
import { DEMO_WEBHOOK_SECRETS } from '../src/server/config';
import { WEBHOOK_PATHS } from '../src/server/webhooks/paths';
import { sign } from '../src/server/webhooks/signature';
import { HEAD_OFFICE, signIn } from './support/signIn';

const GUEST_RELATIONS = 'Oliver Smith';

const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });
const live = (page: Page) => expect(page.getByRole('status', { name: 'Live updates: Live' })).toBeVisible();

test('two people on one conversation see each other’s reply, assignment, status change and a guest’s new message without reloading', async ({ personPage, request }) => {
  const oliver = await personPage();
  const anna = await personPage();
  await signIn(oliver, GUEST_RELATIONS, '/crm/engage/messenger?view=open');
  await oliver.getByRole('list', { name: 'Conversations' }).getByRole('button').first().click();
  await expect(oliver).toHaveURL(/[?&]c=/);
  const path = new URL(oliver.url()).pathname + new URL(oliver.url()).search;
  await signIn(anna, HEAD_OFFICE, path);
  await live(oliver);
  await live(anna);
  let annaRequests = 0;
  anna.on('request', (r) => (r.url().includes('/EngageMessenger?') || r.url().endsWith('/EngageMessenger') ? (annaRequests += 1) : undefined));

  // Oliver replies: his message waits for its own push, then both see it.
  const reply = `See you at eight (${Date.now()})`;
  await oliver.getByRole('textbox', { name: 'Reply' }).fill(reply);
  await oliver.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(messages(oliver).getByText('Sending…')).toBeHidden();
  await expect(messages(oliver).getByText(reply)).toHaveCount(1);
  await expect(messages(anna).getByText(reply)).toBeVisible({ timeout: 5_000 });

  // Oliver assigns the conversation to Anna: she sees the system message and herself as the assignee. The demo gives
  // its open conversations to the team in turn, so the newest may be hers already; then Oliver takes her off it first.
  if ((await oliver.getByRole('combobox', { name: 'Assignee' }).textContent()) === HEAD_OFFICE) {
    await oliver.getByRole('button', { name: 'Unassign' }).click();
    await expect(messages(oliver).getByText(`${GUEST_RELATIONS} removed the assignee`).last()).toBeVisible();
  }
  await oliver.getByRole('combobox', { name: 'Assignee' }).click();
  await oliver.getByRole('option', { name: HEAD_OFFICE }).click();
  await expect(messages(anna).getByText(`${GUEST_RELATIONS} assigned the conversation to ${HEAD_OFFICE}`).last()).toBeVisible({ timeout: 5_000 });
  await expect(anna.getByRole('combobox', { name: 'Assignee' })).toHaveText(HEAD_OFFICE);

  // Anna closes it: Oliver's screen offers to reopen it and no longer to reply.
  await anna.getByRole('button', { name: 'Close conversation' }).click();
  await expect(oliver.getByRole('button', { name: 'Reopen conversation' })).toBeVisible({ timeout: 5_000 });
  await expect(oliver.getByRole('textbox', { name: 'Reply' })).toBeHidden();
  await oliver.getByRole('button', { name: 'Reopen conversation' }).click();
  await expect(anna.getByRole('button', { name: 'Close conversation' })).toBeVisible({ timeout: 5_000 });

  // Oliver adds a topic; Anna sees it.
  await oliver.getByRole('textbox', { name: 'New topic' }).fill('Birthday');
  await oliver.getByRole('button', { name: 'Add topic' }).click();
  await expect(anna.getByRole('button', { name: 'Remove the topic Birthday' })).toBeVisible({ timeout: 5_000 });

  // A guest writes to a UK venue's page (through the Messenger webhook): the new conversation appears for both.
  const { pages } = (await (await request.get(WEBHOOK_PATHS.demoTargets)).json()) as { pages: { country: string; pageId: string }[] };
  const page = pages.find((p) => p.country === 'uk')!;
  const question = `Is the terrace open tonight? (${Date.now()})`;
  const now = Date.now();
  const body = JSON.stringify({ object: 'page', entry: [{ id: page.pageId, time: now, messaging: [{ sender: { id: `e2e-${now}` }, recipient: { id: page.pageId }, timestamp: now, message: { mid: `m_e2e_${now}`, text: question } }] }] });
  const delivered = await request.post(WEBHOOK_PATHS.messenger, { data: body, headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(DEMO_WEBHOOK_SECRETS.messenger, body) } });
  expect(delivered.status()).toBe(200);
  await expect(oliver.getByRole('list', { name: 'Conversations' }).getByText(question)).toBeVisible({ timeout: 5_000 });
  await expect(anna.getByRole('list', { name: 'Conversations' }).getByText(question)).toBeVisible({ timeout: 5_000 });

  // None of it needed Anna's screen to fetch the list again.
  expect(annaRequests).toBe(0);
});
