import { ThemeProvider, createTheme, type Theme } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALE_CODES, type LocaleCode } from '@/i18n/locales';
import { MUI_LOCALES } from './muiLocales';

const packFor = (locale: string) => MUI_LOCALES[(LOCALE_CODES as readonly string[]).includes(locale) ? (locale as LocaleCode) : 'eng'];

/**
 * The portal's theme with MUI's texts in the language the person chose; it follows a change of language at once.
 * A progress bar with no name of its own (react-admin's, while a referenced record loads) is called "Loading"; spinners
 * are left alone, as a name on one inside a button would become part of the button's.
 */
export function LocalizedTheme({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const translate = useTranslate();
  const loading = translate('app.loading');
  const localize = useMemo(
    () => (outer: Theme) =>
      createTheme(outer, packFor(locale), {
        components: {
          MuiLinearProgress: { defaultProps: { 'aria-label': loading } },
        },
      }),
    [locale, loading],
  );
  return <ThemeProvider theme={localize}>{children}</ThemeProvider>;
}
