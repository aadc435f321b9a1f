import type { EmailTemplatesCreateInput, EmailTemplatesDeleteInput, EmailTemplatesDuplicateInput, EmailTemplatesForCampaignsInput, EmailTemplatesUpdateInput } from '@generated/server/resources/emailTemplates';
import { emailTemplatesResource } from '@generated/server/resources/emailTemplates';
import type { EmailTemplateRecord } from '@generated/shared/types/emailTemplates';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, conflict } from '../../api/errors';
import { copyName } from './crmAccess';
import { automationsUsingTemplate, lockRows, quotedNames } from './references';
import { cleanEmailHtml, cleanTemplateText } from './templateRules';

type TemplateBody = EmailTemplatesCreateInput['body'];

function clean<T extends TemplateBody>(body: T): T {
  return { ...body, subject: cleanTemplateText('body.subject', body.subject), html: cleanEmailHtml('body.html', body.html) };
}

/** A template campaigns may use: enabled and of type Campaign (specification, section 5). */
export async function campaignTemplateOrThrow(ctx: RequestContext, id: string, field = 'body.emailTemplateId'): Promise<EmailTemplateRecord> {
  const template = (await ctx.store.get(emailTemplatesResource, id)) as unknown as EmailTemplateRecord | null;
  if (!template) throw badRequest(field, `no email template with the id ${id}`);
  if (template.type !== 'Campaign') throw badRequest(field, `"${template.name}" is an Automation template; campaigns use enabled Campaign templates`);
  if (!template.enabled) throw badRequest(field, `"${template.name}" is not enabled; campaigns use enabled Campaign templates`);
  return template;
}

/** What campaign screens offer: enabled Campaign templates, by name (specification, section 5). */
export const forCampaigns = defineAction(async (ctx, _input: EmailTemplatesForCampaignsInput) => {
  const { records } = await ctx.store.list(emailTemplatesResource, { match: { type: 'Campaign', enabled: true } });
  return (records as unknown as EmailTemplateRecord[]).map((t) => ({ id: t.id, name: t.name, description: t.description ?? null, subject: t.subject ?? null }));
});

export const create = defineAction(async (ctx, { body }: EmailTemplatesCreateInput) => ctx.store.create(emailTemplatesResource, clean(body)));

/**
 * Automations send Automation templates, enabled before the automation is: a template an automation sends keeps its
 * type, and one an enabled automation sends stays enabled (409 naming the automations).
 */
export const update = defineAction(async (ctx, { body }: EmailTemplatesUpdateInput) => {
  await lockRows(ctx, 'emailTemplates', [body.id], 'update');
  const current = (await ctx.store.getOrThrow(emailTemplatesResource, body.id)) as unknown as EmailTemplateRecord;
  if (current.type === 'Automation' && body.type !== 'Automation') {
    const senders = await automationsUsingTemplate(ctx, current.id, { sending: true });
    if (senders.length) throw conflict(`The email template is sent by the automation${senders.length > 1 ? 's' : ''} ${quotedNames(senders)}, so it stays an Automation template. Change ${senders.length > 1 ? 'them' : 'it'} first.`);
  }
  if (current.enabled && !body.enabled) {
    const senders = await automationsUsingTemplate(ctx, current.id, { sending: true, enabledOnly: true });
    if (senders.length) throw conflict(`The email template is sent by the enabled automation${senders.length > 1 ? 's' : ''} ${quotedNames(senders)}. Disable or change ${senders.length > 1 ? 'them' : 'it'} first.`);
  }
  return ctx.store.update(emailTemplatesResource, body.id, clean(body), { version: body.version });
});

export const duplicate = defineAction(async (ctx, { body }: EmailTemplatesDuplicateInput) => {
  const source = (await ctx.store.getOrThrow(emailTemplatesResource, body.id)) as unknown as EmailTemplateRecord;
  return ctx.store.create(emailTemplatesResource, {
    name: copyName(source.name),
    type: source.type,
    enabled: false,
    description: source.description ?? null,
    subject: source.subject ?? null,
    html: source.html ?? null,
  });
});

/** A template an automation sends cannot go: the automation would fail on its next run. */
export const remove = defineAction(async (ctx, { query }: EmailTemplatesDeleteInput) => {
  await lockRows(ctx, 'emailTemplates', [query.id], 'update');
  const template = await ctx.store.getOrThrow(emailTemplatesResource, query.id);
  const users = await automationsUsingTemplate(ctx, template.id);
  if (users.length) throw conflict(`The email template is used by the automation${users.length > 1 ? 's' : ''} ${quotedNames(users)}. Change ${users.length > 1 ? 'them' : 'it'} first.`);
  await ctx.store.remove(emailTemplatesResource, template.id);
});
