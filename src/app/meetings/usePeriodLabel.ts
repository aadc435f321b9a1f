import { useLocale, useTranslate } from 'react-admin';
import { periodLabelParts, type MeetingType } from '@/shared/meetingPeriods';
import { monthName } from '@/shared/monthName';

/**
 * Labels of meeting periods in the user's language: Week 12 2026, Weeks 11–12 2026, March 2026, Q1 2026, H1 2026,
 * Year 2026. Shared by the meetings screen and the cockpit's meetings card.
 */
export function usePeriodLabel() {
  const translate = useTranslate();
  const locale = useLocale();
  return (type: string | null | undefined, year: number, period: number): string => {
    const parts = periodLabelParts((type ?? 'Weekly') as MeetingType, { year, period });
    switch (parts.kind) {
      case 'week':
        return translate('app.meetingPeriod.week', { week: parts.week, year: parts.year });
      case 'weeks':
        return translate('app.meetingPeriod.weeks', { from: parts.from, to: parts.to, year: parts.year });
      case 'month':
        return translate('app.meetingPeriod.month', { month: monthName(parts.month, locale), year: parts.year });
      case 'quarter':
        return translate('app.meetingPeriod.quarter', { quarter: parts.quarter, year: parts.year });
      case 'half':
        return translate('app.meetingPeriod.half', { half: parts.half, year: parts.year });
      case 'year':
        return translate('app.meetingPeriod.year', { year: parts.year });
    }
  };
}
