import type { ThemeOptions } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

export type ThemeName = 'light' | 'dark' | 'semiDark';
export type Direction = 'ltr' | 'rtl';

/** The brand's dark green. */
export const PRIMARY = '#1b5e20';
const NAVY = '#0f1a14';

const shared: ThemeOptions = {
  palette: { primary: { main: PRIMARY }, secondary: { main: '#8d6e63' } },
  shape: { borderRadius: 8 },
  typography: { fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  // Breakpoints of the specification: xs < 576, sm 576, md 768, lg 992, xl 1200.
  breakpoints: { values: { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200 } },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
  },
};

const dark: ThemeOptions = { palette: { mode: 'dark', primary: { main: '#66bb6a' }, background: { default: '#101412', paper: '#171d19' } } };

/** Light content with a dark menu and navigation bar. */
const semiDark: ThemeOptions = {
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
  const options = deepmerge(deepmerge(base as ThemeOptions, shared), name === 'dark' ? dark : name === 'semiDark' ? semiDark : {});
  return { ...(options as RaThemeOptions), direction };
}
