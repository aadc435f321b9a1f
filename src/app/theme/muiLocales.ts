import { daDK, enUS, fiFI, nbNO, svSE, type Localization } from '@mui/material/locale';
import type { LocaleCode } from '@/i18n/locales';

/**
 * MUI's own texts (an autocomplete's "Open" and "No options", pagination's "Go to next page", an alert's "Close") in
 * each of the portal's languages. MUI ships no British English pack: its American English is MUI's default and reads
 * the same in these texts.
 */
export const MUI_LOCALES: Record<LocaleCode, Localization> = { eng: enUS, dan: daDK, swe: svSE, nor: nbNO, fin: fiFI };
