import { expect, test } from './support/test';
import { SHIFT_MANAGER, VENUE_MANAGER, signIn } from './support/signIn';

test('a venue manager adds guests to tonight’s guest list; a shift manager checks them in, one party in two parts, and adds none', async ({ page: office, personPage }) => {
  const stamp = Date.now() % 100000;
  const solo = `Freja Solo ${stamp}`;
  const party = `Emil Party ${stamp}`;
  await signIn(office, VENUE_MANAGER, '/marcom/marcom/guest-list?venueId=venue-dk-norrebro');
  await expect(office.getByRole('button', { name: 'Tonight' })).toBeDisabled();

  const add = office.getByRole('region', { name: 'Add to the guest list' });
  await add.getByRole('button', { name: 'Add guest' }).click();
  await expect(add.getByText('Required')).toBeVisible();
  await add.getByLabel('Full name').fill(solo);
  await add.getByRole('button', { name: 'Add guest' }).click();
  await expect(office.getByTestId(`guest-${solo}`)).toContainText('Not arrived');
  await add.getByLabel('Full name').fill(party);
  await add.getByLabel('Guests').fill('3');
  await add.getByLabel('Note').fill('Birthday – plus guests');
  await add.getByRole('button', { name: 'Add guest' }).click();
  await expect(office.getByTestId(`guest-${party}`)).toContainText('Approved');

  // At the door: the shift manager checks guests in, and is offered no adding (that is the guest list's managers').
  const page = await personPage();
  await signIn(page, SHIFT_MANAGER, '/marcom/marcom/guest-list?venueId=venue-dk-norrebro');
  const partyRow = page.getByTestId(`guest-${party}`);
  await expect(partyRow).toContainText('Approved');
  await expect(page.getByRole('region', { name: 'Add to the guest list' })).toHaveCount(0);

  await page.getByRole('button', { name: `Check in: ${solo}` }).click();
  const soloDialog = page.getByRole('dialog', { name: `Check in – ${solo}` });
  await soloDialog.getByRole('button', { name: 'Check in' }).click();
  await expect(soloDialog.getByText('1 of 1')).toBeVisible();
  await soloDialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId(`guest-${solo}`)).toContainText('Arrived');

  await page.getByRole('button', { name: `Check in: ${party}` }).click();
  const partyDialog = page.getByRole('dialog', { name: `Check in – ${party}` });
  await partyDialog.getByLabel('Guests arriving now').fill('2');
  await partyDialog.getByLabel('Note', { exact: true }).fill('One is still in the taxi');
  await partyDialog.getByRole('button', { name: 'Check in' }).click();
  await expect(partyDialog.getByText('2 of 3')).toBeVisible();
  await partyDialog.getByRole('button', { name: 'Close' }).click();
  await expect(partyRow).toContainText('Partially arrived');

  await page.getByRole('button', { name: `Check in: ${party}` }).click();
  await partyDialog.getByRole('button', { name: 'Check in' }).click();
  await expect(partyDialog.getByText('3 of 3')).toBeVisible();
  await partyDialog.getByRole('button', { name: 'Close' }).click();
  await expect(partyRow).toContainText('Arrived');

  await page.reload();
  await expect(page.getByTestId(`guest-${party}`)).toContainText('3 of 3');
});
