import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { useEffect, useMemo, type ReactNode } from 'react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import { usePreferences } from '../preferences/usePreferences';
import { buildTheme } from './themes';

const ltrCache = createCache({ key: 'mui' });
const rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });

/** Reading direction for the whole document, and the theme for the public pages (react-admin themes the rest). */
export function ThemedRoot({ children }: { children: ReactNode }) {
  const { theme, direction } = usePreferences();
  useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);
  const publicTheme = useMemo(() => createTheme(buildTheme(theme, direction)), [theme, direction]);
  return (
    <CacheProvider value={direction === 'rtl' ? rtlCache : ltrCache}>
      <ThemeProvider theme={publicTheme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
