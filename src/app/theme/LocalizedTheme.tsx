import { ThemeProvider, createTheme, type Theme } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { LOCALE_CODES, type LocaleCode } from '@/i18n/locales';
import { MUI_LOCALES } from './muiLocales';

const packFor = (locale: string) => MUI_LOCALES[(LOCALE_CODES as readonly string[]).includes(locale) ? (locale as LocaleCode) : 'eng'];

/** The portal's theme with MUI's texts in the language the person chose; it follows a change of language at once. */
export function LocalizedTheme({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const localize = useMemo(() => (outer: Theme) => createTheme(outer, packFor(locale)), [locale]);
  return <ThemeProvider theme={localize}>{children}</ThemeProvider>;
}
