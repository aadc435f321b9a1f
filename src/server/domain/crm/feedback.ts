import type { FeedbackCreateInput } from '@generated/server/resources/feedback';
import { feedbackResource } from '@generated/server/resources/feedback';
import { defineAction } from '../../api/action';
import { badRequest } from '../../api/errors';
import { sanitizePlainText } from '../../sanitize';

export const submit = defineAction(async (ctx, { body }: FeedbackCreateInput) => {
  const message = sanitizePlainText(body.message).trim();
  if (!message) throw badRequest('body.message', 'is required');
  const saved = await ctx.store.create(feedbackResource, { ...body, message, page: body.page ? sanitizePlainText(body.page) : null });
  return { id: saved.id, category: saved.category, createdAt: saved.createdAt };
});
