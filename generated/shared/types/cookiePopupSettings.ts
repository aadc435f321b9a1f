// Generated from schema/crm/cookiePopupSettings.ts by `npm run generate`. Do not edit.
import type { MultilingualText } from '@/shared/types';

/** Cookie popup settings: a stored record as the API returns it. */
export interface CookiePopupSettingRecord {
  id: string;
  version: number;
  title?: MultilingualText | null;
  text?: MultilingualText | null;
  acceptAllLabel?: MultilingualText | null;
  rejectAllLabel?: MultilingualText | null;
  settingsLabel?: MultilingualText | null;
  showRejectAll?: boolean | null;
  position: "bottom" | "bottomLeft" | "center";
  primaryColor?: string | null;
  consentLifetimeDays?: number | null;
  cookiePolicyDocumentId?: string | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type CookiePopupSettingInput = Omit<CookiePopupSettingRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
