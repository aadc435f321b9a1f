/**
 * What an entry of a guest's access log records: the profile was opened (`view`), exported (`export`, with the reason
 * typed), anonymised by a person or a retention job (`anonymise`), merged into or from another profile (`merge`), or a
 * merge undone (`unmerge`).
 */
export const GUEST_ACCESS_ACTIONS = ['view', 'export', 'anonymise', 'merge', 'unmerge'] as const;
export type GuestAccessAction = (typeof GUEST_ACCESS_ACTIONS)[number];

/** One entry as `GET /UserProfiles/{country}/{userId}/accessLog` answers it, newest first. */
export interface GuestAccessEntry {
  id: string;
  action: GuestAccessAction;
  at: string;
  actorUserId: string | null;
  actorName: string | null;
  job: string | null;
  reason: string | null;
}

/** Why personal data leaves the portal, as typed: trimmed, 3 to 500 characters. The screens and the server share it. */
export const EXPORT_REASON_LENGTH = { min: 3, max: 500 } as const;

export function isExportReason(reason: string): boolean {
  const length = reason.trim().length;
  return length >= EXPORT_REASON_LENGTH.min && length <= EXPORT_REASON_LENGTH.max;
}
