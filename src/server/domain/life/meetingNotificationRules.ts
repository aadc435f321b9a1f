import type { MeetingNotificationRulesCreateInput, MeetingNotificationRulesUpdateInput } from '@generated/server/resources/meetingNotificationRules';
import { meetingNotificationRulesResource } from '@generated/server/resources/meetingNotificationRules';
import { meetingsResource } from '@generated/server/resources/meetings';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest } from '../../api/errors';
import { MEETING_RULE_PLACEHOLDERS, unknownPlaceholders } from './meetingRuleNotifications';

interface RuleShape {
  type: string;
  country: string;
  meetingId?: string | null;
  inactivitySeconds?: number | null;
  recipientRoles?: string[] | null;
  title: string;
  message?: string | null;
}

/** An inactivity rule needs its interval; someone must be notified; placeholders must be known; the meeting must be of the country. */
async function assertValid(ctx: RequestContext, rule: RuleShape) {
  if (rule.type === 'inactivity' && !rule.inactivitySeconds) throw badRequest('body.inactivitySeconds', 'is required for an inactivity rule');
  if (!rule.recipientRoles?.length) throw badRequest('body.recipientRoles', 'needs at least one role to notify');
  for (const field of ['title', 'message'] as const) {
    const unknown = unknownPlaceholders(rule[field]);
    if (unknown.length) throw badRequest(`body.${field}`, `uses the unknown placeholder {${unknown[0]}}; use ${MEETING_RULE_PLACEHOLDERS.map((p) => `{${p}}`).join(' or ')}`);
  }
  if (rule.meetingId) {
    const meeting = await ctx.store.get(meetingsResource, rule.meetingId);
    if (!meeting) throw badRequest('body.meetingId', `no meeting with the id ${rule.meetingId}`);
    if (meeting.country !== rule.country) throw badRequest('body.meetingId', `is not a meeting in ${rule.country}`);
  }
}

const normalised = <T extends RuleShape>(rule: T): T => ({ ...rule, inactivitySeconds: rule.type === 'inactivity' ? rule.inactivitySeconds : null, recipientRoles: [...new Set(rule.recipientRoles)] });

/** The type comes from the path and the country from the query; a body saying otherwise is refused. */
export const create = defineAction(async (ctx, { params, query, body }: MeetingNotificationRulesCreateInput) => {
  if (body.type !== params.type) throw badRequest('body.type', `must be ${params.type}, the type in the path`);
  if (body.country !== query.country) throw badRequest('body.country', `must be ${query.country}, the country in the query`);
  await assertValid(ctx, body);
  return ctx.store.create(meetingNotificationRulesResource, normalised(body));
});

export const update = defineAction(async (ctx, { body }: MeetingNotificationRulesUpdateInput) => {
  await assertValid(ctx, body);
  return ctx.store.update(meetingNotificationRulesResource, body.id, normalised(body), { version: body.version });
});
