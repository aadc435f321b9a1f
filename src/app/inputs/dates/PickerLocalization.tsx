import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { daDK, enUS, fiFI, nbNO, svSE } from '@mui/x-date-pickers/locales';
import { LOCALE_CODES, type LocaleCode } from '@/i18n/locales';
import { DAYJS_LOCALE } from '@/i18n/dayjsLocales';

const PACKS: Record<LocaleCode, typeof enUS> = { eng: enUS, dan: daDK, swe: svSE, nor: nbNO, fin: fiFI };

/**
 * The pickers' calendar (month names, first day of the week) and texts ("Choose date", "Clear") in the person's
 * language. Each picker brings its own, so a screen needs no provider above it.
 */
export function PickerLocalization({ children }: { children: ReactNode }) {
  const [chosen] = useLocaleState();
  const locale: LocaleCode = (LOCALE_CODES as readonly string[]).includes(chosen) ? (chosen as LocaleCode) : 'eng';
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={DAYJS_LOCALE[locale]} localeText={PACKS[locale].components.MuiLocalizationProvider.defaultProps.localeText}>
      {children}
    </LocalizationProvider>
  );
}
