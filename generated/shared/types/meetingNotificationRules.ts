// Generated from schema/life/meetingNotificationRules.ts by `npm run generate`. Do not edit.
/** Meeting rule: a stored record as the API returns it. */
export interface MeetingNotificationRuleRecord {
  id: string;
  version: number;
  name: string;
  type: "meetingEnded" | "inactivity";
  country: "dk" | "no" | "fi" | "uk";
  meetingId?: string | null;
  inactivitySeconds?: 86400 | 172800 | 259200 | 604800 | 1209600 | 1814400 | 2629743 | 5259486 | 7889229 | 10518972 | 13148715 | 15778458 | 31556926 | null;
  recipientRoles?: Array<"vm" | "svm" | "avm" | "sm" | "rm" | "rd" | "cd"> | null;
  title: string;
  message?: string | null;
  isActive?: boolean | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type MeetingNotificationRuleInput = Omit<MeetingNotificationRuleRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
