import { expect, test } from './support/test';
import { SHIFT_MANAGER, VENUE_MANAGER, signIn } from './support/signIn';

const ARTICLE = 'New Campus level 3 programme';

test('a news comment mentions a colleague through the @-popup, who is notified and lands on the article', async ({ page, personPage }) => {
  // The author comments on an article and picks the colleague with the keyboard.
  await signIn(page, VENUE_MANAGER, '/vp/news');
  const article = page.getByRole('article', { name: ARTICLE });
  await article.getByRole('button', { name: /^\d+ comments?$/ }).click();
  const field = article.getByRole('textbox', { name: 'Write a comment' });
  await field.pressSequentially('Sign up before Friday, @So');
  const sofie = page.getByRole('option', { name: SHIFT_MANAGER });
  await expect(sofie).toBeVisible();
  await field.press('ArrowDown');
  await field.press('ArrowUp');
  await expect(sofie).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');
  await expect(page.getByRole('listbox', { name: 'People and venues to mention' })).toBeHidden();
  await expect(field).toHaveValue(`Sign up before Friday, @${SHIFT_MANAGER} `);
  await field.pressSequentially('please.');
  await article.getByRole('button', { name: 'Comment', exact: true }).click();
  const comment = `Sign up before Friday, @${SHIFT_MANAGER} please.`;
  await expect(article.getByText(comment)).toBeVisible();
  await expect(field).toHaveValue('');

  // The colleague, in a browser of her own, finds the notification in the bell and opens it.
  const colleague = await personPage();
  await signIn(colleague, SHIFT_MANAGER);
  await colleague.getByRole('button', { name: /Notifications: \d+ unread/ }).click();
  await colleague
    .getByRole('list', { name: 'Notifications' })
    .getByRole('button', { name: new RegExp(`${VENUE_MANAGER} mentioned you in a news comment: ${ARTICLE}`) })
    .click();
  await expect(colleague).toHaveURL(/\/vp\/news\?article=/);
  const opened = colleague.getByRole('article', { name: ARTICLE });
  await expect(opened.getByText(comment)).toBeVisible();
  await expect(opened.getByText(`@${SHIFT_MANAGER}`, { exact: false })).toBeVisible();
});
