import { randomUUID } from 'node:crypto';
import type { AutomationsCreateInput, AutomationsDuplicateInput, AutomationsUpdateInput } from '@generated/server/resources/automations';
import { automationsResource } from '@generated/server/resources/automations';
import { dynamicFormsResource } from '@generated/server/resources/dynamicForms';
import { emailTemplatesResource } from '@generated/server/resources/emailTemplates';
import type { AutomationRecord } from '@generated/shared/types/automations';
import type { EmailTemplateRecord } from '@generated/shared/types/emailTemplates';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest } from '../../api/errors';
import { copyName } from './crmAccess';
import { lockRows } from './references';
import { cleanTemplateText } from './templateRules';

type Body = AutomationsCreateInput['body'];
type Condition = NonNullable<Body['conditions']>[number];
type Action = NonNullable<Body['actions']>[number];

async function emailTemplate(ctx: RequestContext, id: string | null | undefined, field: string): Promise<EmailTemplateRecord> {
  if (!id) throw badRequest(field, 'is required');
  // Held until the automation is saved: the template cannot be deleted, disabled or retyped in between.
  await lockRows(ctx, 'emailTemplates', [id], 'share');
  const template = (await ctx.store.get(emailTemplatesResource, id)) as unknown as EmailTemplateRecord | null;
  if (!template) throw badRequest(field, `no email template with the id ${id}`);
  return template;
}

function text(value: string | null | undefined, field: string): string {
  if (!value?.trim()) throw badRequest(field, 'is required');
  return value.trim();
}

async function cleanCondition(ctx: RequestContext, c: Condition, i: number): Promise<Condition> {
  const field = (name: string) => `body.conditions.${i}.${name}`;
  const base = { type: c.type, negate: Boolean(c.negate), emailTemplateId: null, label: null, dynamicFormId: null };
  switch (c.type) {
    case 'HasReadMailCondition':
    case 'HasClickedMailCondition':
      return { ...base, emailTemplateId: (await emailTemplate(ctx, c.emailTemplateId, field('emailTemplateId'))).id };
    case 'HasLabelCondition':
      return { ...base, label: text(c.label, field('label')) };
    case 'IsDynamicFormCondition': {
      if (!c.dynamicFormId) throw badRequest(field('dynamicFormId'), 'is required');
      await lockRows(ctx, 'dynamicForms', [c.dynamicFormId], 'share');
      if (!(await ctx.store.get(dynamicFormsResource, c.dynamicFormId))) throw badRequest(field('dynamicFormId'), `no dynamic form with the id ${c.dynamicFormId}`);
      return { ...base, dynamicFormId: c.dynamicFormId };
    }
  }
}

async function cleanAction(ctx: RequestContext, a: Action, i: number, enabled: boolean): Promise<Action> {
  const field = (name: string) => `body.actions.${i}.${name}`;
  const base = { id: a.id?.trim() || randomUUID(), type: a.type, delayDays: a.delayDays ?? 0, emailTemplateId: null, smsText: null, points: null, label: null };
  switch (a.type) {
    case 'SendMailAction': {
      const template = await emailTemplate(ctx, a.emailTemplateId, field('emailTemplateId'));
      if (template.type !== 'Automation') throw badRequest(field('emailTemplateId'), `"${template.name}" is a Campaign template; automations send Automation templates`);
      if (enabled && !template.enabled) throw badRequest(field('emailTemplateId'), `"${template.name}" is not enabled; enable it before enabling the automation`);
      return { ...base, emailTemplateId: template.id };
    }
    case 'SendSmsAction':
      return { ...base, smsText: cleanTemplateText(field('smsText'), text(a.smsText, field('smsText'))) };
    case 'AddPointsAction':
      if (!a.points) throw badRequest(field('points'), 'is required');
      return { ...base, points: a.points };
    case 'AddLabelAction':
      return { ...base, label: text(a.label, field('label')) };
  }
}

/** One or more distinct triggers, one or more actions, each condition and action complete for its type; every action gets an id. */
async function clean<B extends Body>(ctx: RequestContext, body: B): Promise<B> {
  const triggers = body.triggers ?? [];
  if (!triggers.length) throw badRequest('body.triggers', 'needs at least one trigger');
  const seen = new Set<number>();
  triggers.forEach((t, i) => {
    if (seen.has(t.type)) throw badRequest(`body.triggers.${i}.type`, 'is already a trigger of this automation');
    seen.add(t.type);
  });
  if (!body.actions?.length) throw badRequest('body.actions', 'needs at least one action');
  const conditions = await Promise.all((body.conditions ?? []).map((c, i) => cleanCondition(ctx, c, i)));
  const actions = await Promise.all(body.actions.map((a, i) => cleanAction(ctx, a, i, Boolean(body.enabled))));
  const ids = new Set<string>();
  actions.forEach((a, i) => {
    if (ids.has(a.id!)) throw badRequest(`body.actions.${i}.id`, 'is used by another action');
    ids.add(a.id!);
  });
  return { ...body, triggers: triggers.map((t) => ({ type: t.type })), conditions, actions };
}

export const create = defineAction(async (ctx, { body }: AutomationsCreateInput) => ctx.store.create(automationsResource, await clean(ctx, body)));

export const update = defineAction(async (ctx, { body }: AutomationsUpdateInput) => {
  await ctx.store.getOrThrow(automationsResource, body.id);
  return ctx.store.update(automationsResource, body.id, await clean(ctx, body), { version: body.version });
});

export const duplicate = defineAction(async (ctx, { body }: AutomationsDuplicateInput) => {
  const source = (await ctx.store.getOrThrow(automationsResource, body.id)) as unknown as AutomationRecord;
  return ctx.store.create(automationsResource, {
    name: copyName(source.name),
    description: source.description ?? null,
    enabled: false,
    triggers: source.triggers ?? [],
    conditions: source.conditions ?? [],
    actions: (source.actions ?? []).map((a) => ({ ...a, id: randomUUID() })),
  });
});
