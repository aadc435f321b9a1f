import { expect, type Locator, type Page } from './test';

/** Adds a section to the setup shown on the venue setup page, and answers its card. */
export async function addSection(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add section' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add section' });
  await dialog.getByLabel('Section name').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  return page.getByRole('region', { name });
}

/** Adds a table with its seats to a section's card on the venue setup page. */
export async function addTable(page: Page, section: Locator, sectionName: string, name: string, seats: number): Promise<void> {
  await section.getByRole('button', { name: 'Add table' }).click();
  const dialog = page.getByRole('dialog', { name: `New table in ${sectionName}` });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Seats').fill(String(seats));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}
