import type { ThemeOptions } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

export type ThemeName = 'light' | 'dark' | 'semiDark';
export type Direction = 'ltr' | 'rtl';

/** The brand's dark green. */
export const PRIMARY = '#1b5e20';
const NAVY = '#0f1a14';

const shared: ThemeOptions = {
  // WCAG AA asks 4.5:1 for text: MUI's default threshold (3) put white text on the light info and warning colours
  // (chips, alerts) at 3.85:1 and 3.1:1; with 4.5 it picks dark text there.
  palette: { primary: { main: PRIMARY }, secondary: { main: '#8d6e63' }, contrastThreshold: 4.5 },
  shape: { borderRadius: 8 },
  typography: { fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  // Breakpoints of the specification: xs < 576, sm 576, md 768, lg 992, xl 1200.
  breakpoints: { values: { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    // Tabs that do not fit the width scroll within their row instead of widening the page (a phone, a tablet upright).
    MuiTabs: { defaultProps: { variant: 'scrollable', scrollButtons: 'auto', allowScrollButtonsMobile: true } },
    // Sidebar entries are a fingertip's size (44 px) on every screen: the same menu is used with a mouse and on a tablet.
    RaMenuItemLink: { styleOverrides: { root: { minHeight: 44 } } },
    // A table wider than the window scrolls within its own box, not the page.
    RaDataTable: { styleOverrides: { root: { '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } } },
    RaList: { styleOverrides: { root: { '& .RaList-main': { minWidth: 0 } } } },
    // The chosen values of a disabled multiple choice are what a read-only record shows (a campaign's venues): they
    // stay readable, where MUI fades a disabled chip to 38 % (under 4.5:1), and only lose their delete button.
    MuiAutocomplete: { styleOverrides: { tag: { '&.Mui-disabled': { opacity: 1, '& .MuiChip-deleteIcon': { display: 'none' } } } } },
    // What a field's help says (what a setting means, why a status is final) is read on a read-only form too.
    MuiFormHelperText: { styleOverrides: { root: ({ theme }) => ({ '&.Mui-disabled:not(.Mui-error)': { color: theme.palette.text.secondary } }) } },
    // A checkbox named by `aria-label` (react-admin's row selection does so) gets the name on its input, where a
    // screen reader looks for it; on the wrapping span it named nothing and is not allowed there.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: (ownerState: { 'aria-label'?: string }) => (ownerState['aria-label'] ? { 'aria-label': undefined } : {}),
          // A default slotProps.input takes the place of an instance's (deprecated) inputProps, so those are kept here.
          input: (ownerState: { 'aria-label'?: string; inputProps?: object }) => ({ ...ownerState.inputProps, ...(ownerState['aria-label'] ? { 'aria-label': ownerState['aria-label'] } : {}) }),
        },
      },
    },
  },
};

/**
 * The light backgrounds' info and warning colours, dark enough for 4.5:1 as text on white (outlined chips) and under
 * white text (filled chips): MUI's defaults reach 3.86:1 and 3.11:1.
 */
const lightStatus: ThemeOptions = { palette: { info: { main: '#0277bd' }, warning: { main: '#b45309' } } };

// The secondary brown is lightened on dark paper: the light theme's reads at 3.7:1 there.
const dark: ThemeOptions = { palette: { mode: 'dark', primary: { main: '#66bb6a' }, secondary: { main: '#bcaaa4' }, background: { default: '#101412', paper: '#171d19' } } };

/** Light content with a dark menu and navigation bar. */
const semiDark: ThemeOptions = {
  ...lightStatus,
  components: {
    RaSidebar: {
      styleOverrides: {
        root: {
          '& .RaSidebar-fixed, & .MuiDrawer-paper': { backgroundColor: NAVY, color: '#e8efe9' },
          '& .MuiListSubheader-root': { backgroundColor: NAVY, color: '#9fb8a5' },
          '& .MuiListItemIcon-root, & .MuiMenuItem-root, & .MuiSvgIcon-root': { color: '#cfe0d3' },
          '& .RaMenuItemLink-active': { backgroundColor: 'rgba(102,187,106,0.18)' },
          // The service switcher sits on the dark menu too.
          '& .MuiInputBase-root, & .MuiInputLabel-root, & .MuiInputLabel-root.Mui-focused': { color: '#e8efe9' },
          '& .MuiFilledInput-root': { backgroundColor: 'rgba(255,255,255,0.08)' },
          '& .MuiFilledInput-root::before': { borderBottomColor: 'rgba(255,255,255,0.4)' },
        },
      },
    },
  } as ThemeOptions['components'],
};

/** The theme options react-admin builds its theme from. */
export function buildTheme(name: ThemeName, direction: Direction): RaThemeOptions {
  const base = name === 'dark' ? defaultDarkTheme : defaultLightTheme;
  const options = deepmerge(deepmerge(base as ThemeOptions, shared), name === 'dark' ? dark : name === 'semiDark' ? semiDark : lightStatus);
  return { ...(options as RaThemeOptions), direction };
}
