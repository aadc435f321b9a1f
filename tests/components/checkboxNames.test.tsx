import { Checkbox } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTheme } from '@/app/theme/themes';

describe("the portal theme's checkboxes", () => {
  it('put a name given as aria-label on the input, keep one given as inputProps, and leave none on the wrapper', () => {
    const { container } = render(
      <ThemeProvider theme={createTheme(buildTheme('light', 'ltr'))}>
        <Checkbox aria-label="Select this row" />
        <Checkbox inputProps={{ 'aria-label': 'Select all' }} />
        <Checkbox slotProps={{ input: { 'aria-label': 'Select Anna' } }} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('checkbox', { name: 'Select this row' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select all' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Anna' })).toBeInTheDocument();
    expect(container.querySelectorAll('span[aria-label]')).toHaveLength(0);
  });
});
