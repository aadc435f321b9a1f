import type { ListNotificationRulesCreateInput, ListNotificationRulesUpdateInput } from '@generated/server/resources/listNotificationRules';
import { listNotificationRulesResource } from '@generated/server/resources/listNotificationRules';
import type { ListNotificationRuleRecord } from '@generated/shared/types/listNotificationRules';
import { defineAction } from '../../api/action';
import { badRequest } from '../../api/errors';
import { LIST_RULE_PLACEHOLDERS, checkPlaceholders } from './ruleMessages';

type RuleFields = ListNotificationRulesCreateInput['body'];
type RuleType = ListNotificationRuleRecord['type'];

/**
 * Score rules need a threshold (and may narrow to a question category); inactivity rules need an interval. What the
 * other type uses is cleared. Every rule notifies at least one role, and its message uses only its type's placeholders.
 */
export function normaliseRule<T extends RuleFields>(type: RuleType, rule: T): T {
  if (!rule.recipientRoles?.length) throw badRequest('body.recipientRoles', 'name at least one role to notify');
  checkPlaceholders(rule.message, LIST_RULE_PLACEHOLDERS[type], 'body.message');
  if (type === 'score') {
    if (rule.threshold === null || rule.threshold === undefined) throw badRequest('body.threshold', 'is required for a score rule');
    return { ...rule, inactivitySeconds: null, questionCategory: rule.questionCategory?.trim() || null };
  }
  if (!rule.inactivitySeconds) throw badRequest('body.inactivitySeconds', 'is required for an inactivity rule');
  return { ...rule, threshold: null, questionCategory: null };
}

const asRule = (record: unknown) => record as ListNotificationRuleRecord;

export const create = defineAction(async (ctx, { params, query, body }: ListNotificationRulesCreateInput) =>
  asRule(await ctx.store.create(listNotificationRulesResource, { ...normaliseRule(params.type, body), type: params.type, country: query.country, active: body.active ?? true })),
);

export const update = defineAction(async (ctx, { body }: ListNotificationRulesUpdateInput) =>
  asRule(await ctx.store.update(listNotificationRulesResource, body.id, normaliseRule(body.type, body), { version: body.version })),
);
