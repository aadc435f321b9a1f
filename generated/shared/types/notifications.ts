// Generated from schema/venue/notifications.ts by `npm run generate`. Do not edit.
/** Notification: a stored record as the API returns it. */
export interface NotificationRecord {
  id: string;
  userId: string;
  venueId?: string | null;
  title: string;
  message?: string | null;
  link?: string | null;
  kind?: "mention" | null;
  params?: { author?: string | null; place?: "news" | "activationPlan" | "meeting" | null; name?: string | null; } | null;
  sourceKey?: string | null;
  isRead: boolean;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type NotificationInput = Omit<NotificationRecord, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy' | 'isRead'> & { id?: string; };
