import type { LegalDocumentsCreateInput, LegalDocumentsDeleteInput, LegalDocumentsGetOneInput, LegalDocumentsGetRevisionInput, LegalDocumentsUpdateInput } from '@generated/server/resources/legalDocuments';
import { legalDocumentsResource } from '@generated/server/resources/legalDocuments';
import type { LegalDocumentRecord } from '@generated/shared/types/legalDocuments';
import { sql } from 'kysely';
import type { StoredRecord } from '@/shared/records';
import { defineAction, type RequestContext } from '../../api/action';
import { conflict, notFound } from '../../api/errors';
import { sanitizePlainText, sanitizeRichText } from '../../sanitize';
import { permittedCountries } from './access';
import { GUEST_PERMISSIONS } from './guestPermissionTexts';

const PERMISSION = 'vp.crm.legaldocuments.view';

interface Revision {
  revision: number;
  content: string;
  changeNote?: string | null;
  publishedAt: string;
  publishedBy?: string | null;
}

/** The record with `legalDocumentId`, the name the specification gives the id; the list leaves the revisions out. */
function view(stored: StoredRecord): Omit<LegalDocumentRecord, 'revisions'> & { legalDocumentId: string; revisionCount: number };
function view(stored: StoredRecord, withRevisions: true): LegalDocumentRecord & { legalDocumentId: string; revisionCount: number };
function view(stored: StoredRecord, withRevisions = false) {
  const record = stored as unknown as LegalDocumentRecord;
  const revisions = record.revisions ?? [];
  const { revisions: _all, ...rest } = record;
  return {
    ...rest,
    legalDocumentId: record.id,
    revisionCount: revisions.length,
    ...(withRevisions ? { revisions: [...revisions].sort((a, b) => b.revision - a.revision) } : {}),
  };
}

/** Enabling a document disables the other documents of its type in its country. */
async function disableOthers(ctx: RequestContext, keep: StoredRecord) {
  await ctx.db
    .updateTable('legalDocuments')
    .set({ isEnabled: false, version: sql`version + 1`, updatedAt: ctx.now, updatedBy: ctx.user.userId })
    .where('type', '=', keep.type as 'Other')
    .where('country', '=', keep.country as 'dk')
    .where('isEnabled', '=', true)
    .where('id', '!=', keep.id)
    .execute();
}

export const list = defineAction(async (ctx) => {
  const { records } = await ctx.store.list(legalDocumentsResource, { countryIn: permittedCountries(ctx, PERMISSION), sort: { field: 'name', order: 'ASC' } });
  return records.map((r) => view(r));
});

/** A document with every revision, newest first, each with the name of whoever published it. */
export const get = defineAction(async (ctx, { params }: LegalDocumentsGetOneInput) => {
  const doc = view(await ctx.store.getOrThrow(legalDocumentsResource, params.id), true);
  const ids = [...new Set(doc.revisions.map((r) => r.publishedBy).filter((v): v is string => Boolean(v)))];
  const users = ids.length ? await ctx.db.selectFrom('users').select(['id', 'name']).where('id', 'in', ids).execute() : [];
  const names = new Map(users.map((u) => [u.id, u.name]));
  return { ...doc, revisions: doc.revisions.map((r) => ({ ...r, publishedByName: (r.publishedBy && names.get(r.publishedBy)) ?? null })) };
});

/** One revision as published: the text a guest agreed to, which consent evidence names by document and revision. */
export const getRevision = defineAction(async (ctx, { params }: LegalDocumentsGetRevisionInput) => {
  const doc = await ctx.store.getOrThrow(legalDocumentsResource, params.id);
  const found = ((doc.revisions as Revision[] | null) ?? []).find((r) => r.revision === params.revision);
  if (!found) throw notFound(`Revision ${params.revision} of the legal document ${params.id}`);
  return {
    legalDocumentId: doc.id,
    name: doc.name as string,
    type: doc.type as LegalDocumentRecord['type'],
    country: doc.country as LegalDocumentRecord['country'],
    language: doc.language as LegalDocumentRecord['language'],
    revision: found.revision,
    content: found.content,
    publishedAt: found.publishedAt,
    isCurrent: found.revision === doc.currentRevision,
  };
});

export const create = defineAction(async (ctx, { body }: LegalDocumentsCreateInput) => {
  const revision: Revision = { revision: 1, content: sanitizeRichText(body.content), changeNote: body.changeNote ? sanitizePlainText(body.changeNote) : null, publishedAt: ctx.now.toISOString(), publishedBy: ctx.user.userId };
  const created = await ctx.store.create(legalDocumentsResource, { name: body.name, type: body.type, country: body.country, language: body.language, isEnabled: false });
  return view(await ctx.store.setFields(legalDocumentsResource, created.id, { currentRevision: 1, revisions: [revision] }), true);
});

export const update = defineAction(async (ctx, { body }: LegalDocumentsUpdateInput) => {
  const current = await ctx.store.getOrThrow(legalDocumentsResource, body.id);
  const revisions = [...((current.revisions as Revision[] | null) ?? [])];
  const latest = revisions.reduce<Revision | undefined>((best, r) => (!best || r.revision > best.revision ? r : best), undefined);
  const content = sanitizeRichText(body.content);
  const saved = await ctx.store.update(legalDocumentsResource, current.id, { name: body.name, type: body.type, country: body.country, language: body.language, isEnabled: body.isEnabled }, { version: body.version });
  let result = saved;
  if (!latest || latest.content !== content) {
    const next = (latest?.revision ?? 0) + 1;
    revisions.push({ revision: next, content, changeNote: body.changeNote ? sanitizePlainText(body.changeNote) : null, publishedAt: ctx.now.toISOString(), publishedBy: ctx.user.userId });
    result = await ctx.store.setFields(legalDocumentsResource, current.id, { currentRevision: next, revisions });
  }
  if (body.isEnabled) await disableOthers(ctx, result);
  return view(result, true);
});

export const remove = defineAction(async (ctx, { query }: LegalDocumentsDeleteInput) => {
  const current = await ctx.store.getOrThrow(legalDocumentsResource, query.id);
  if (current.isEnabled) throw conflict('The document is enabled; disable it before deleting it');
  // Consent evidence names the revisions guests agreed to: their texts must stay readable.
  const agreed = await ctx.db.selectFrom('guestConsentEvidence').select('id').where('legalDocumentId', '=', current.id).executeTakeFirst();
  if (agreed) throw conflict('Guests agreed to this document: it is kept as evidence of their consent and cannot be deleted; disable it instead');
  const usedBy = await ctx.db.selectFrom('cookiePopupSettings').select('id').where('cookiePolicyDocumentId', '=', current.id).executeTakeFirst();
  if (usedBy) throw conflict('The cookie popup links to this document; choose another cookie policy there first');
  await ctx.store.remove(legalDocumentsResource, current.id);
});

export const guestPermissions = defineAction(async (ctx) => {
  const countries = permittedCountries(ctx, PERMISSION);
  const enabled = await ctx.db
    .selectFrom('legalDocuments')
    .select(['id', 'name', 'type', 'country', 'currentRevision'])
    .where('isEnabled', '=', true)
    .where('country', 'in', countries.length ? countries : ['-' as 'dk'])
    .orderBy('country')
    .execute();
  return GUEST_PERMISSIONS.map((p) => ({
    consent: p.consent,
    description: p.description,
    governedBy: p.governedBy,
    documents: enabled.filter((d) => d.type === p.governedBy).map((d) => ({ legalDocumentId: d.id, name: d.name!, country: d.country!, currentRevision: d.currentRevision ?? 1 })),
  }));
});
