import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MultilingualTextInput, pickText } from '@/app/inputs/MultilingualTextInput';
import { renderInForm } from '../support/renderWithAdmin';

async function chooseLanguage(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Language' }));
  await user.click(within(screen.getByRole('listbox')).getByRole('option', { name: new RegExp(`^${name}`) }));
}

describe('pickText', () => {
  it('prefers the locale, then English, then the first language with text', () => {
    expect(pickText({ eng: 'Bar', dan: 'Bar DK' }, 'dan')).toBe('Bar DK');
    expect(pickText({ eng: 'Bar', dan: '  ' }, 'dan')).toBe('Bar');
    expect(pickText({ swe: 'Bar SE', fin: 'Baari' }, 'nor')).toBe('Bar SE');
    expect(pickText({ eng: null }, 'eng')).toBe('');
    expect(pickText(undefined, 'eng')).toBe('');
  });
});

describe('MultilingualTextInput', () => {
  it('edits the text of the chosen language', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderInForm(<MultilingualTextInput source="name" label="Name" />, { onSubmit, record: { id: 1, name: { eng: 'Bar' } } });

    const text = screen.getByRole('textbox', { name: 'Name' });
    expect(text).toHaveValue('Bar');

    await chooseLanguage(user, 'Dansk');
    expect(text).toHaveValue('');
    await user.type(text, 'Baren');

    await chooseLanguage(user, 'English');
    expect(text).toHaveValue('Bar');

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ name: { eng: 'Bar', dan: 'Baren' } });
  });

  it('marks the languages that have text', async () => {
    const user = userEvent.setup();
    renderInForm(<MultilingualTextInput source="name" label="Name" />, { record: { id: 1, name: { eng: 'Bar', fin: 'Baari' } } });
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveAccessibleDescription('Languages with text: English, Suomi');

    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    const options = within(screen.getByRole('listbox'));
    expect(within(options.getByRole('option', { name: /English/ })).getByTitle('Has text')).toBeInTheDocument();
    expect(within(options.getByRole('option', { name: /Suomi/ })).getByTitle('Has text')).toBeInTheDocument();
    expect(within(options.getByRole('option', { name: /Dansk/ })).queryByTitle('Has text')).not.toBeInTheDocument();
  });

  it('keeps the language picker narrow beside a full-width text, whatever the theme makes text fields', () => {
    renderInForm(<MultilingualTextInput source="name" label="Name" />, { record: { id: 1, name: { eng: 'Bar' } } });
    const picker = screen.getByRole('combobox', { name: 'Language' }).closest('.MuiFormControl-root');
    const text = screen.getByRole('textbox', { name: 'Name' }).closest('.MuiFormControl-root');
    expect(picker).not.toHaveClass('MuiFormControl-fullWidth');
    expect(text).toHaveClass('MuiFormControl-fullWidth');
  });

  it('starts in the UI language', () => {
    renderInForm(<MultilingualTextInput source="name" label="Name" />, { record: { id: 1, name: { eng: 'Bar', swe: 'Baren SE' } }, locale: 'swe' });
    // The whole interface is Swedish now, so the dropdown's own label is too.
    expect(screen.getByRole('combobox', { name: 'Språk' })).toHaveTextContent('Svenska');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Baren SE');
  });

  it('when required, refuses to submit until one language has text', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderInForm(<MultilingualTextInput source="name" label="Name" required />, { onSubmit });

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Write the text in at least one language')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await chooseLanguage(user, 'Norsk');
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Baren');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ name: { nor: 'Baren' } });
    expect(screen.queryByText('Write the text in at least one language')).not.toBeInTheDocument();
  });

  it('treats blank text as no text', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderInForm(<MultilingualTextInput source="name" label="Name" required />, { onSubmit });
    await user.type(screen.getByRole('textbox', { name: /Name/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Write the text in at least one language')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
