import { expect, test, type Page } from './support/test';
import { expectPhoneFriendly, PHONE } from './support/phone';
import { HEAD_OFFICE, signIn } from './support/signIn';

const GUEST_RELATIONS = 'Oliver Smith';

const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });
const live = (page: Page) => expect(page.getByRole('status', { name: 'Live updates: Live' })).toBeVisible();

/**
 * The messenger hub's WebSocket, passed through between the page and the server; while `drop.newMessage` is set, the
 * server's newMessage pushes are kept from the page, as when a push is lost on the way.
 */
async function throughHub(page: Page) {
  const drop = { newMessage: false };
  await page.routeWebSocket(/\/hubs\/engage-messenger/, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      if (typeof message !== 'string' || !drop.newMessage) return ws.send(message);
      // A frame may hold several records, each ended by the record separator.
      const kept = message.split('\u001e').filter((record) => !record.includes('"target":"newMessage"'));
      if (kept.some(Boolean)) ws.send(kept.join('\u001e'));
    });
  });
  return drop;
}

test('on a phone, a messenger reply shows as pending until its push; when the push does not come it says so and a retry confirms it', async ({ personPage }) => {
  const page = await personPage({ viewport: PHONE });
  const drop = await throughHub(page);
  await signIn(page, GUEST_RELATIONS, '/crm/engage/messenger?view=open');
  await live(page);
  // The navigation bar keeps its tools behind one button, and the list fits the phone.
  await expect(page.getByRole('button', { name: 'More tools' })).toBeVisible();
  await expectPhoneFriendly(page);

  // The list, then the conversation alone, with a way back.
  await page.getByRole('list', { name: 'Conversations' }).getByRole('button').first().click();
  await expect(page.getByRole('list', { name: 'Conversations' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'All conversations' })).toBeVisible();
  await expectPhoneFriendly(page);

  // A reply waits for its own newMessage push, then shows once.
  const first = `Table for two at eight (${Date.now()})`;
  await page.getByRole('textbox', { name: 'Reply' }).fill(first);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(messages(page).getByText(first)).toHaveCount(1);
  await expect(messages(page).getByText('Sending…')).toBeHidden();

  // The next push is lost: the reply stays pending, then says it is not confirmed and offers to retry.
  drop.newMessage = true;
  const second = `And a cake for the birthday (${Date.now()})`;
  await page.getByRole('textbox', { name: 'Reply' }).fill(second);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(messages(page).getByText('Sending…')).toBeVisible();
  await expect(messages(page).getByText('Not confirmed: the message may not have reached the guest.')).toBeVisible({ timeout: 20_000 });
  await expectPhoneFriendly(page);
  // The retry asks the server first: the message had arrived, so it is confirmed and not sent twice.
  await messages(page).getByRole('button', { name: 'Retry' }).click();
  await expect(messages(page).getByText('Not confirmed: the message may not have reached the guest.')).toBeHidden();
  await expect(messages(page).getByText(second)).toHaveCount(1);
  await expect(messages(page).getByText('Sending…')).toBeHidden();

  await page.getByRole('button', { name: 'All conversations' }).click();
  await expect(page.getByRole('list', { name: 'Conversations' })).toBeVisible();
  await expectPhoneFriendly(page);
});

test('an email reply from an alias, with the venue’s signature, reaches a colleague’s open thread without reload', async ({ personPage }) => {
  const oliver = await personPage({ viewport: PHONE });
  const anna = await personPage();
  await signIn(oliver, GUEST_RELATIONS, '/crm/engage/email/inbox?view=open');
  await oliver.getByRole('list', { name: 'Conversations' }).getByRole('button').first().click();
  await expect(oliver).toHaveURL(/[?&]c=/);
  await signIn(anna, HEAD_OFFICE, new URL(oliver.url()).pathname + new URL(oliver.url()).search);
  await live(oliver);
  await live(anna);
  await expectPhoneFriendly(oliver);

  // Oliver picks the second address (an alias of the mailbox); the signature the server adds is shown under the reply.
  await oliver.getByRole('combobox', { name: 'From' }).click();
  const options = oliver.getByRole('option');
  await expect(options).not.toHaveCount(1);
  const alias = (await options.nth(1).textContent())!.trim();
  await options.nth(1).click();
  await expect(oliver.getByText('The venue’s signature is added below your reply:')).toBeVisible();
  const signature = (await oliver.getByText('The venue’s signature is added below your reply:').locator('xpath=following-sibling::*[1]').innerText()).split('\n')[0].trim();
  const reply = `We have the private room for you (${Date.now()})`;
  await oliver.locator('.ProseMirror').fill(reply);
  await expectPhoneFriendly(oliver);
  await oliver.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(oliver.getByText('Message sent')).toBeVisible();

  // Anna's open thread shows the reply, sent from the alias and signed, without a reload.
  const sent = anna.locator('div', { hasText: reply }).filter({ has: anna.getByText(alias) }).last();
  await expect(anna.getByText(reply)).toBeVisible({ timeout: 5_000 });
  await expect(sent.getByText(`${alias} · `, { exact: false })).toBeVisible();
  await expect(sent).toContainText(signature);
});
