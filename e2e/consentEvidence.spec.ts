import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';
import { HEAD_OFFICE, signIn } from './support/signIn';

test.use({ bypassCSP: true });

/**
 * Double opt-in on a guest's profile: head office withdraws the showcase Norwegian guest's email consent at her home
 * venue and asks for it again; the mail waits in the guest's outbox; following its link (as the guest, signed out)
 * confirms it; the profile shows the consent given with its evidence, newest first.
 */
test('head office asks for email consent, the guest confirms by the link from the outbox, and the evidence shows it', async ({ page, personPage }) => {
  await signIn(page, HEAD_OFFICE, '/crm/guests?countryId=no');
  await page.getByRole('searchbox', { name: 'Search guests' }).fill('solveig aa');
  await page.getByRole('link', { name: 'Solveig Aasen' }).first().click();
  await expect(page.getByRole('heading', { name: 'Solveig Aasen' })).toBeVisible();
  await page.getByRole('tab', { name: 'Consents' }).click();

  // The showcase guest consented to email at her home venue: withdraw it, then ask again.
  const email = page.getByRole('checkbox', { name: 'Email at Grünerløkka Bar', exact: true });
  await expect(email).toBeChecked();
  // Clicks, not check(): the box changes once the save is under way, a moment after the click.
  await email.click();
  await expect(page.getByText('Consent Email removed at Grünerløkka Bar')).toBeVisible();
  await email.click();
  await expect(page.getByText('Consent Email at Grünerløkka Bar asked for: a confirmation link was sent to solveig.aasen@online.no')).toBeVisible();

  // Pending: half-ticked, announced, and the mail in the outbox.
  const pending = page.getByRole('checkbox', { name: 'Email at Grünerløkka Bar, waiting for the guest to confirm' });
  await expect(pending).toBeChecked({ indeterminate: true });
  await expect(page.getByText(/Email at Grünerløkka Bar: waiting for the guest to confirm by the link sent to solveig\.aasen@online\.no/)).toBeVisible();
  const history = page.getByRole('list', { name: 'Consent history' });
  await expect(history.getByRole('listitem').first()).toContainText('Email at Grünerløkka Bar: asked for, waiting for the guest to confirm');
  await expect(history.getByRole('listitem').nth(1)).toContainText('Email at Grünerløkka Bar: withdrawn');
  const outbox = page.getByRole('list', { name: 'Mail to the guest' });
  await expect(outbox.getByRole('listitem').first()).toContainText('Bekreft at vi kan sende deg e-post');
  const link = await outbox.getByRole('link', { name: /\/consent\// }).first().getAttribute('href');
  expect(link).toMatch(/\/consent\/[A-Za-z0-9_-]{20,}$/);
  expect(await seriousViolations(page)).toEqual([]);

  // The guest opens the link without signing in: Norwegian, a button, and only the button confirms.
  const guestPage = await personPage();
  await guestPage.goto(link!);
  await expect(guestPage.getByRole('heading', { level: 1, name: 'Bekreft samtykket ditt til e-post' })).toBeVisible();
  await expect(guestPage.getByText('Bekreft at Grünerløkka Bar kan sende nyheter og tilbud til solveig.aasen@online.no.')).toBeVisible();
  await guestPage.getByRole('button', { name: 'Bekreft' }).click();
  await expect(guestPage.getByRole('heading', { level: 1, name: 'Takk' })).toBeVisible();
  // Used once: the link says so afterwards.
  await guestPage.goto(link!);
  await expect(guestPage.getByRole('heading', { level: 1, name: 'Allerede bekreftet' })).toBeVisible();

  // Back on the profile: given, with the guest's confirmation as the newest evidence and the document to read.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Email at Grünerløkka Bar', exact: true })).toBeChecked();
  const first = page.getByRole('list', { name: 'Consent history' }).getByRole('listitem').first();
  await expect(first).toContainText('Email at Grünerløkka Bar: confirmed by the guest');
  await expect(first).toContainText("(Europe/Oslo) · guest's confirmation link · by confirmation link sent");

  expect(await seriousViolations(page)).toEqual([]);
});
