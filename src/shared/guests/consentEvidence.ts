import type { ConsentType } from './consents';

/**
 * What a consent change was: given outright, asked for (an email consent waiting for the guest's confirmation),
 * confirmed by the guest through the link, or withdrawn.
 */
export const CONSENT_EVIDENCE_ACTIONS = ['Given', 'Requested', 'Confirmed', 'Withdrawn'] as const;
export type ConsentEvidenceAction = (typeof CONSENT_EVIDENCE_ACTIONS)[number];

/**
 * Where a consent change came from: staff on the profile, a booking form, a dynamic form, an import, the guest's
 * confirmation link, the guest's anonymisation (by staff or the retention job), the profile's deletion, or a merge of
 * duplicate profiles.
 */
export const CONSENT_SOURCES = ['Staff', 'BookingForm', 'DynamicForm', 'Import', 'ConfirmationLink', 'Anonymisation', 'Deletion', 'Merge'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

/** Email consent needs the guest's confirmation by a link sent to the address (double opt-in). */
export const DOUBLE_OPT_IN_CONSENTS: readonly ConsentType[] = ['Email'];

/** One piece of evidence as the profile shows it, newest first. */
export interface ConsentEvidenceEntry {
  id: string;
  at: string;
  venueId: string;
  venueName: string | null;
  /** The venue's time zone, in which the profile shows `at`. */
  timeZone: string | null;
  consent: ConsentType;
  action: ConsentEvidenceAction;
  source: ConsentSource;
  actorUserId: string | null;
  actorName: string | null;
  /** The form, job or link that made the change when no person did. */
  actorJob: string | null;
  legalDocument: { id: string; name: string | null; revision: number } | null;
}

/** An email consent waiting for the guest to follow the link. */
export interface PendingConsent {
  id: string;
  venueId: string;
  venueName: string | null;
  consent: ConsentType;
  email: string;
  requestedAt: string;
  expiresAt: string;
  expired: boolean;
}

/** A mail the portal sent the guest. */
export interface GuestMail {
  id: string;
  sentAt: string;
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  transport: 'Outbox' | 'Smtp';
}

export interface ConsentHistory {
  evidence: ConsentEvidenceEntry[];
  pending: PendingConsent[];
  mail: GuestMail[];
}
