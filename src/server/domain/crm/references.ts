import type { RequestContext } from '../../api/context';

/** Records other CRM records point at (a template an automation sends, a form it tests, a product a booking form offers). */
export type ReferencedTable = 'emailTemplates' | 'dynamicForms' | 'bookingProducts';

/**
 * Locks the rows of the request's transaction: `update` before a record that others may point at is deleted or
 * changed, `share` before a record is pointed at. A check of who points at a record and the change after it thus see
 * the same world, also when two requests race on PostgreSQL (PGlite runs one transaction at a time anyway).
 */
export async function lockRows(ctx: RequestContext, table: ReferencedTable, ids: string[], mode: 'update' | 'share'): Promise<void> {
  const wanted = [...new Set(ids.filter(Boolean))].sort();
  if (!wanted.length) return;
  const query = ctx.db.selectFrom(table).select('id').where('id', 'in', wanted).orderBy('id');
  await (mode === 'update' ? query.forUpdate() : query.forShare()).execute();
}

export function quotedNames(names: string[]): string {
  return names.map((n) => `"${n}"`).join(', ');
}

interface AutomationRow {
  name: string;
  enabled: boolean | null;
  actions: { type?: string; emailTemplateId?: string | null }[] | null;
  conditions: { type?: string; emailTemplateId?: string | null; dynamicFormId?: string | null }[] | null;
}

async function automations(ctx: RequestContext): Promise<AutomationRow[]> {
  return (await ctx.db.selectFrom('automations').select(['name', 'enabled', 'actions', 'conditions']).orderBy('name').execute()) as unknown as AutomationRow[];
}

/** Automations that send the template (SendMailAction) or test it (read / clicked conditions); `sending` keeps only senders. */
export async function automationsUsingTemplate(ctx: RequestContext, templateId: string, options: { sending?: boolean; enabledOnly?: boolean } = {}): Promise<string[]> {
  return (await automations(ctx))
    .filter((a) => !options.enabledOnly || a.enabled)
    .filter((a) => (a.actions ?? []).some((x) => x.type === 'SendMailAction' && x.emailTemplateId === templateId) || (!options.sending && (a.conditions ?? []).some((c) => c.emailTemplateId === templateId)))
    .map((a) => a.name);
}

/** Automations with an "is dynamic form" condition on the form. */
export async function automationsUsingForm(ctx: RequestContext, formId: string): Promise<string[]> {
  return (await automations(ctx)).filter((a) => (a.conditions ?? []).some((c) => c.type === 'IsDynamicFormCondition' && c.dynamicFormId === formId)).map((a) => a.name);
}

/** Booking forms with a product field offering the product. */
export async function bookingFormsUsingProduct(ctx: RequestContext, productId: string): Promise<string[]> {
  const forms = (await ctx.db.selectFrom('bookingForms').select(['formName', 'fields']).orderBy('formName').execute()) as unknown as { formName: string; fields: { productIds?: string[] | null }[] | null }[];
  return forms.filter((f) => (f.fields ?? []).some((field) => (field.productIds ?? []).includes(productId))).map((f) => f.formName);
}
