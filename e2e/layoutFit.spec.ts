import { expect, test, type Locator } from './support/test';
import { HEAD_OFFICE, signIn } from './support/signIn';

/** The area an element paints on screen: its own box and those of everything inside it (a badge may sit outside its box). */
async function paintedBox(element: Locator) {
  return element.evaluate((root) => {
    const boxes = [root, ...root.querySelectorAll('*')].map((e) => e.getBoundingClientRect()).filter((r) => r.width > 0 && r.height > 0);
    if (!boxes.length) throw new Error('the element paints nothing');
    return { left: Math.min(...boxes.map((r) => r.left)), right: Math.max(...boxes.map((r) => r.right)), top: Math.min(...boxes.map((r) => r.top)), bottom: Math.max(...boxes.map((r) => r.bottom)) };
  });
}

/** Whether two elements paint over each other. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await paintedBox(a), await paintedBox(b)];
  return x.left < y.right && y.left < x.right && x.top < y.bottom && y.top < x.bottom;
}

test("the messenger's unread count stands beside a conversation's date, not over it", async ({ page }) => {
  await signIn(page, HEAD_OFFICE, '/crm/engage/messenger');
  const list = page.getByRole('list', { name: 'Conversations' });
  const row = list.getByRole('button').filter({ has: page.getByLabel(/unread/i) }).first();
  const unread = row.getByLabel(/unread/i);
  const date = row.getByText(/\d{1,2}:\d{2}/).first();
  await expect(date).toBeVisible();
  expect(await overlap(unread, date)).toBe(false);
});

for (const width of [1440, 390]) {
  test(`"New event" stays on one line at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, HEAD_OFFICE, '/marcom/marcom/events?venueId=venue-dk-norrebro');
    const button = page.getByRole('button', { name: 'New event' });
    await expect(button).toBeVisible();
    const lines = await button.evaluate((element) => {
      const label = [...element.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      if (!label) throw new Error('the button has no text of its own');
      const range = document.createRange();
      range.selectNodeContents(label);
      return Math.round(range.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight));
    });
    expect(lines).toBe(1);
  });
}
