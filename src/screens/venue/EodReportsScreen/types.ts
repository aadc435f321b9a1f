import type { eodReportsApi } from '@generated/client/api/eodReports';
import type { EodReportRecord } from '@generated/shared/types/eodReports';

export type EodReport = EodReportRecord;
export type EodReportDetail = Awaited<ReturnType<typeof eodReportsApi.getOne>>;
export const STATUS_ENUM = 'eodReports.status';
export const eodKey = (venueId: string) => ['eodReports', venueId] as const;
