import type { EmailTemplatesCreateInput, EmailTemplatesDeleteInput, EmailTemplatesDuplicateInput, EmailTemplatesForCampaignsInput, EmailTemplatesUpdateInput } from '@generated/server/resources/emailTemplates';
import { emailTemplatesResource } from '@generated/server/resources/emailTemplates';
import type { EmailTemplateRecord } from '@generated/shared/types/emailTemplates';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, conflict } from '../../api/errors';
import { copyName } from './crmAccess';
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

export const update = defineAction(async (ctx, { body }: EmailTemplatesUpdateInput) => {
  await ctx.store.getOrThrow(emailTemplatesResource, body.id);
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
  const template = await ctx.store.getOrThrow(emailTemplatesResource, query.id);
  const automations = await ctx.db.selectFrom('automations').select(['name', 'actions', 'conditions']).execute();
  const users = automations.filter((a) => JSON.stringify([a.actions, a.conditions]).includes(`"emailTemplateId":"${template.id}"`)).map((a) => a.name);
  if (users.length) throw conflict(`The email template is used by the automation${users.length > 1 ? 's' : ''} ${users.map((n) => `"${n}"`).join(', ')}. Change ${users.length > 1 ? 'them' : 'it'} first.`);
  await ctx.store.remove(emailTemplatesResource, template.id);
});
