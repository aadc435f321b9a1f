import { expect, test, type Page } from './support/test';
import { seriousViolations } from './support/axe';
import { HEAD_OFFICE, signIn } from './support/signIn';

test.use({ bypassCSP: true });

const COUNTRY_DIRECTOR_DK = 'Mads Kjær';
const PREVIEW = /^(\d+ guests? (has|have) been inactive since \d\d-\d\d-\d{4} and would be anonymised\.|No guest has been inactive since \d\d-\d\d-\d{4}\.)$/;

/** At each width, opened afresh as a device of that size would: the preview shown, no sideways scroll in the screen, axe-clean. */
async function expectFits(page: Page, preview: RegExp, found: RegExp) {
  for (const width of [1440, 1024, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await page.getByRole('button', { name: preview }).click();
    await expect(page.getByRole('status').filter({ hasText: found })).toBeVisible();
    // The screen's own content: at 390 px the shell's app bar (country selector) is wider than the phone by itself.
    const { scrollWidth, clientWidth } = await page.locator('main').evaluate((main) => ({ scrollWidth: main.scrollWidth, clientWidth: main.clientWidth }));
    expect(scrollWidth, `no sideways scroll at ${width} px`).toBeLessThanOrEqual(clientWidth);
    expect(await seriousViolations(page), `axe at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('head office sets a retention schedule and previews whom it would anonymise; a country director sees it in Danish, read-only', async ({ page, personPage }) => {
  // Six openings of the screen at three widths, each checked by axe.
  test.setTimeout(300_000);
  await signIn(page, HEAD_OFFICE, '/crm/guests/retention?countryId=fi');
  await expect(page.getByRole('heading', { name: 'Data retention in Finland' })).toBeVisible();
  const enabled = page.getByRole('switch', { name: 'Anonymise inactive guests' });
  const months = page.getByRole('textbox', { name: 'Months without activity' });

  await months.fill('3');
  await expect(page.getByText('Enter a whole number of months from 6 to 120.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save schedule' })).toBeDisabled();
  await months.fill('6');
  await enabled.check();
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('Retention schedule saved')).toBeVisible();

  await page.getByRole('button', { name: 'Preview with 6 months' }).click();
  const result = page.getByRole('status').filter({ hasText: /inactive since/ });
  await expect(result).toHaveText(PREVIEW);
  if (/would be anonymised/.test((await result.textContent()) ?? '')) {
    await expect(page.getByRole('table', { name: 'Guests the schedule would anonymise' }).getByRole('link').first()).toBeVisible();
  }
  await expectFits(page, /^Preview with \d+ months$/, /inactive since/);

  // The schedule is kept.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Anonymise inactive guests' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Months without activity' })).toHaveValue('6');

  // A Danish country director sees Denmark's schedule and may preview it, not change it.
  const director = await personPage({ bypassCSP: true, locale: 'da-DK' });
  await signIn(director, COUNTRY_DIRECTOR_DK, '/crm/guests/retention?countryId=dk');
  await expect(director.getByRole('heading', { name: 'Dataopbevaring i Danmark' })).toBeVisible();
  await expect(director.getByText('Kun hovedkontoret kan ændre opbevaringsplanen.')).toBeVisible();
  await expect(director.getByRole('switch', { name: 'Anonymisér inaktive gæster' })).toBeDisabled();
  await expect(director.getByRole('button', { name: 'Gem plan' })).toHaveCount(0);
  await director.getByRole('button', { name: 'Forhåndsvis med 36 måneder' }).click();
  await expect(director.getByRole('status').filter({ hasText: /inaktiv/ })).toBeVisible();
  await expectFits(director, /^Forhåndsvis med \d+ måneder$/, /inaktiv/);

  // Switched off again, so that no night of the shared demo anonymises Finland's guests.
  await page.getByRole('switch', { name: 'Anonymise inactive guests' }).uncheck();
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('Retention schedule saved')).toBeVisible();
  await expect(page.getByText('The schedule is off: no guest is anonymised by it.')).toBeVisible();
});
