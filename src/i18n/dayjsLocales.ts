import 'dayjs/locale/da';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/fi';
import 'dayjs/locale/nb';
import 'dayjs/locale/sv';
import type { LocaleCode } from './locales';

/** dayjs's locale for each of the portal's languages (British English: its weeks start on Monday, as the venues' do). */
export const DAYJS_LOCALE: Record<LocaleCode, string> = { eng: 'en-gb', dan: 'da', swe: 'sv', nor: 'nb', fin: 'fi' };
