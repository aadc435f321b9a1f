import { expect, test } from './support/test';
import { HEAD_OFFICE, VENUE_MANAGER, signIn } from './support/signIn';

const MEETINGS = '/vp/meetings?venueId=venue-dk-norrebro';
const MEETING = 'Half-year people review';

/** The half-year the meeting is held for: that of today in Copenhagen. */
const halfYear = () => {
  const now = new Date(new Date().toLocaleString('en-US', { timeZone: 'Europe/Copenhagen' }));
  return `H${now.getMonth() < 6 ? 1 : 2} ${now.getFullYear()}`;
};

test('two people in one running meeting see each other’s step, notes and summary without reloading', async ({ page, personPage }) => {
  const stamp = Date.now() % 100000;
  const row = (p: typeof page) => p.getByRole('row', { name: `${MEETING} ${halfYear()}` });

  // The venue manager opens this half-year's meeting (creating it when the demo has not) and starts it.
  await signIn(page, VENUE_MANAGER, MEETINGS);
  await expect(page.getByRole('table', { name: 'Meeting' })).toBeVisible();
  if (await row(page).count()) {
    await row(page).click();
  } else {
    await page.getByRole('button', { name: 'New meeting' }).click();
    const create = page.getByRole('dialog', { name: 'New meeting' });
    await create.getByRole('combobox', { name: 'Meeting' }).click();
    await page.getByRole('option', { name: new RegExp(`^${MEETING}`) }).click();
    await create.getByRole('button', { name: 'Create' }).click();
  }
  await expect(page.getByRole('heading', { name: MEETING })).toBeVisible();
  await page.getByRole('button', { name: 'Start meeting' }).click();
  const start = page.getByRole('dialog', { name: `Start "${MEETING}"` });
  await start.getByRole('combobox', { name: 'Facilitator' }).fill(VENUE_MANAGER);
  await start.getByRole('combobox', { name: 'Attendees' }).fill(HEAD_OFFICE);
  await start.getByRole('button', { name: 'Start meeting' }).click();
  await expect(start).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Step 1 of 2: Employee Report' })).toBeVisible();

  // Head office joins from a browser of her own, at the step the meeting is on.
  const colleague = await personPage();
  await signIn(colleague, HEAD_OFFICE, MEETINGS);
  await row(colleague).click();
  await expect(colleague.getByRole('heading', { name: 'Step 1 of 2: Employee Report' })).toBeVisible();

  // A note on the step, saved by the manager, appears on her screen.
  const stepNote = `Two promotions to level 3 agreed ${stamp}`;
  await page.getByRole('textbox', { name: 'Note on this step' }).fill(stepNote);
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Notes saved')).toBeVisible();
  await expect(colleague.getByRole('textbox', { name: 'Note on this step' })).toHaveValue(stepNote);

  // The manager moves on; her screen follows to the Summary.
  await page.getByRole('button', { name: 'Next: Summary' }).click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 2: Summary' })).toBeVisible();
  await expect(colleague.getByRole('heading', { name: 'Step 2 of 2: Summary' })).toBeVisible();

  // She writes the notes; the manager's untouched summary shows them.
  const notes = `Training plan for the autumn approved ${stamp}`;
  await colleague.getByRole('textbox', { name: 'Notes' }).fill(notes);
  await colleague.getByRole('button', { name: 'Save summary' }).click();
  await expect(colleague.getByText('Notes saved')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue(notes);

  // While the manager types a decision, she saves again: his typing is kept, and he is offered hers.
  const decision = `Campus level 2 for every new bartender ${stamp}`;
  await page.getByRole('textbox', { name: 'Decisions' }).fill(decision);
  const revised = `${notes}; budget follows in January`;
  await colleague.getByRole('textbox', { name: 'Notes' }).fill(revised);
  await colleague.getByRole('button', { name: 'Save summary' }).click();
  await expect(page.getByText('Someone else saved the summary while you were editing.', { exact: false })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Decisions' })).toHaveValue(decision);
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue(notes);
  await page.getByRole('button', { name: 'Load theirs' }).click();
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue(revised);
});
