import { expect, test } from './support/test';
import { HEAD_OFFICE, VENUE_MANAGER, signIn } from './support/signIn';
import { seriousViolations } from './support/axe';

test('a venue user submits a venue campaign and head office approves it in the queue', async ({ page, personPage }) => {
  const title = 'Quiz night every Thursday';
  await signIn(page, VENUE_MANAGER, '/vp/venuecampaigns?venueId=venue-dk-norrebro');
  await expect(page.getByRole('tab', { name: 'Draft', selected: true })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByRole('toolbar', { name: 'Campaign actions' }).getByRole('button', { name: 'Submit for approval' }).click();
  const submit = page.getByRole('dialog', { name: 'Submit for approval' });
  await submit.getByLabel('Comment (optional)').fill('Ready for Thursday, with our own prizes.');
  await submit.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(submit).toBeHidden();
  await expect(page.getByText('Submitted for approval', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Campaign actions' }).getByRole('button', { name: 'Retract' })).toBeVisible();

  const hq = await personPage();
  await signIn(hq, HEAD_OFFICE, '/vp/venuecampaigns?venueId=venue-dk-norrebro&tab=queue');
  const queue = hq.getByRole('table', { name: 'Approval queue' });
  await expect(queue.getByRole('link', { name: title })).toBeVisible();
  await queue.getByRole('button', { name: `Approve: ${title}, Nørrebro Social` }).click();
  const approve = hq.getByRole('dialog', { name: `Approve "${title}" of Nørrebro Social` });
  await approve.getByLabel('Comment (optional)').fill('Great, go ahead.');
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(approve).toBeHidden();
  await expect(queue.getByRole('link', { name: title })).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText('Approved', { exact: true }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByText(/Great, go ahead\./)).toBeVisible();
});

test('a campaign built from an email template previews with the handlebars filled in', async ({ page }) => {
  const title = `Wine tasting ${Date.now()}`;
  await signIn(page, VENUE_MANAGER, '/vp/venuecampaigns?venueId=venue-dk-norrebro');
  await page.getByRole('button', { name: 'New campaign' }).click();
  const create = page.getByRole('dialog', { name: 'New venue campaign' });
  await create.getByLabel('Title').fill(title);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  await page.getByRole('toolbar', { name: 'Campaign actions' }).getByRole('button', { name: 'Apply email template' }).click();
  const templates = page.getByRole('dialog', { name: 'Apply an email template' });
  await expect(templates.getByText('Summer 2024 (old)')).toBeHidden();
  await expect(templates.getByText('Welcome to the club')).toBeHidden();
  await templates.getByRole('button', { name: /^Event invitation/ }).click();
  await expect(templates).toBeHidden();

  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByText('You are invited to Nørrebro Social')).toBeVisible();
  const email = page.frameLocator('iframe[title="Preview of Email"]');
  await expect(email.getByRole('heading', { name: 'You are invited, Emil!' })).toBeVisible();
  await expect(email.getByText('Join us at Nørrebro Social, Nørrebrogade 52.')).toBeVisible();
});

test.describe('read-only', () => {
  // axe is added to the page as a script.
  test.use({ bypassCSP: true });

  test('head office reads a master campaign approved for sending: its venues are legible and nothing can be changed', async ({ page }) => {
    await signIn(page, HEAD_OFFICE, '/crm/campaigns');
    await page.getByRole('link', { name: 'Black Friday cocktails' }).click();
    await expect(page.getByRole('heading', { name: 'Black Friday cocktails' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    const venues = page.locator('.MuiAutocomplete-tag');
    await expect(venues.first()).toBeVisible();
    await expect(venues.first().locator('.MuiChip-deleteIcon')).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
