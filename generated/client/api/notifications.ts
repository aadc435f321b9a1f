// Generated from schema/venue/notifications.ts by `npm run generate`. Do not edit.
import { call, type CallOptions, type EndpointDescriptor } from '@/data/kit';
import type { NotificationRecord } from '@generated/shared/types/notifications';

export const notificationsEndpoints = {
  listMine: { "resource": "notifications", "name": "listMine", "surface": "main", "method": "GET", "path": "/VPNotifications", "params": {}, "body": null, "returns": "records", "error": "Unable to get user VP notifications" },
  markAllAsRead: { "resource": "notifications", "name": "markAllAsRead", "surface": "main", "method": "POST", "path": "/VPNotifications/MarkAllAsRead", "params": {}, "body": null, "returns": "none", "error": "Unable to mark notifications read" },
} satisfies Record<string, EndpointDescriptor>;

/** Typed calls of Notification (main API). */
export const notificationsApi = {
  /** GET /VPNotifications */
  listMine: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<NotificationRecord[]>(notificationsEndpoints.listMine, input, options),
  /** POST /VPNotifications/MarkAllAsRead */
  markAllAsRead: (input: Record<string, never> = {}, options?: CallOptions) =>
    call<void>(notificationsEndpoints.markAllAsRead, input, options),
};
