import { templateError } from '@/shared/crm/handlebars';
import { sanitizeEmailHtml, sanitizePlainText } from '../../sanitize';
import { badRequest } from '../../api/errors';

/** Refuses text that Handlebars cannot read, naming the field. */
export function assertTemplate(field: string, text: string | null | undefined): void {
  if (!text) return;
  const error = templateError(text);
  if (error) throw badRequest(field, `is not a valid template: ${error}`);
}

/** Email HTML as it is stored: sanitised for email, and readable by Handlebars. */
export function cleanEmailHtml(field: string, html: string | null | undefined): string | null {
  if (html === null || html === undefined) return html ?? null;
  const clean = sanitizeEmailHtml(html);
  assertTemplate(field, clean);
  return clean;
}

/** Plain texts with placeholders (subjects, SMS, push): no markup, readable by Handlebars. */
export function cleanTemplateText(field: string, text: string | null | undefined): string | null {
  if (text === null || text === undefined) return text ?? null;
  const clean = sanitizePlainText(text);
  assertTemplate(field, clean);
  return clean;
}
