import { useLocale, useTranslate } from 'react-admin';
import { periodLabelParts, type MeetingType } from '@/shared/meetingPeriods';
import { text } from './texts';

const BCP47: Record<string, string> = { eng: 'en-GB', dan: 'da-DK', swe: 'sv-SE', nor: 'nb-NO', fin: 'fi-FI' };

/** The month's name in a language, capitalised as a label starts ("marts" → "Marts"). */
export function monthName(month: number, locale: string): string {
  const name = new Intl.DateTimeFormat(BCP47[locale] ?? 'en-GB', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, month - 1, 15)));
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** Labels of meeting periods in the user's language: Week 12 2026, Weeks 11–12 2026, March 2026, Q1 2026, H1 2026, Year 2026. */
export function usePeriodLabel() {
  const translate = useTranslate();
  const locale = useLocale();
  return (type: string | null | undefined, year: number, period: number): string => {
    const parts = periodLabelParts((type ?? 'Weekly') as MeetingType, { year, period });
    switch (parts.kind) {
      case 'week':
        return translate(text('period.week'), { week: parts.week, year: parts.year });
      case 'weeks':
        return translate(text('period.weeks'), { from: parts.from, to: parts.to, year: parts.year });
      case 'month':
        return translate(text('period.month'), { month: monthName(parts.month, locale), year: parts.year });
      case 'quarter':
        return translate(text('period.quarter'), { quarter: parts.quarter, year: parts.year });
      case 'half':
        return translate(text('period.half'), { half: parts.half, year: parts.year });
      case 'year':
        return translate(text('period.year'), { year: parts.year });
    }
  };
}
