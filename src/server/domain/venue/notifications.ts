import type { NotificationsListMineInput, NotificationsMarkAllAsReadInput } from '@generated/server/resources/notifications';
import { notificationsResource } from '@generated/server/resources/notifications';
import { defineAction } from '../../api/action';

const LATEST = 100;

export const listMine = defineAction(async (ctx, _input: NotificationsListMineInput) => {
  const { records } = await ctx.store.list(notificationsResource, {
    match: { userId: ctx.user.userId },
    sort: { field: 'createdAt', order: 'DESC' },
    page: 1,
    pageSize: LATEST,
  });
  return records;
});

export const markAllAsRead = defineAction(async (ctx, _input: NotificationsMarkAllAsReadInput) => {
  await ctx.db.updateTable('notifications').set({ isRead: true, updatedAt: ctx.now }).where('userId', '=', ctx.user.userId).where('isRead', 'is not', true).execute();
});
