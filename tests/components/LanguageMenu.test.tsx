import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LanguageMenu } from '@/app/preferences/LanguageMenu';
import { renderPage } from '../support/renderWithAdmin';

describe('the language menu', () => {
  it('is named by what it is and the language it shows, and changes the portal’s language', async () => {
    const user = userEvent.setup();
    renderPage(<LanguageMenu />, { path: '/crm/guests' });
    const button = await screen.findByRole('button', { name: 'Language: English' });
    expect(button).toHaveTextContent('English');
    await user.click(button);
    const danish = screen.getByRole('menuitem', { name: 'Dansk' });
    expect(danish).toHaveAttribute('lang', expect.stringMatching(/^da/));
    await user.click(danish);
    expect(await screen.findByRole('button', { name: 'Sprog: Dansk' })).toHaveTextContent('Dansk');
  });
});
