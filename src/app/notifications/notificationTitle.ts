import type { NotificationRecord } from '@generated/shared/types/notifications';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A notification's title in the reader's language where its kind says what it is; the stored title otherwise. */
export function notificationTitle(n: Pick<NotificationRecord, 'title' | 'kind' | 'params'>, translate: Translate): string {
  if (n.kind === 'mention' && n.params?.place) return translate(`app.notifications.mention.${n.params.place}`, { author: n.params.author ?? '', name: n.params.name ?? '' });
  return n.title;
}
