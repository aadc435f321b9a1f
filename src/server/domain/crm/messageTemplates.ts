import type { MessageTemplatesCreateInput, MessageTemplatesUpdateInput } from '@generated/server/resources/messageTemplates';
import { messageTemplatesResource } from '@generated/server/resources/messageTemplates';
import { defineAction } from '../../api/action';
import { getVenueOrThrow } from '../shell/venueLookup';
import { cleanEmailHtml, cleanTemplateText } from './templateRules';

type Template = MessageTemplatesCreateInput['body']['template'];

/** HTML bodies are sanitised for email; plain ones lose any markup. Both must be valid handlebars templates. */
function cleanTemplate(template: Template): Template {
  const body = template.templateType === 'Html' ? cleanEmailHtml('body.template.body', template.body) : cleanTemplateText('body.template.body', template.body);
  return { ...template, subject: cleanTemplateText('body.template.subject', template.subject), body: body ?? '' };
}

export const create = defineAction(async (ctx, { body }: MessageTemplatesCreateInput) => {
  await getVenueOrThrow(ctx, body.venueId, 'body.venueId');
  return ctx.store.create(messageTemplatesResource, { ...body, template: cleanTemplate(body.template) });
});

export const update = defineAction(async (ctx, { body }: MessageTemplatesUpdateInput) => {
  await getVenueOrThrow(ctx, body.venueId, 'body.venueId');
  return ctx.store.update(messageTemplatesResource, body.id, { ...body, template: cleanTemplate(body.template) }, { version: body.version });
});
