import type { CookiePopupSettingsSaveInput } from '@generated/server/resources/cookiePopupSettings';
import { cookiePopupSettingsResource } from '@generated/server/resources/cookiePopupSettings';
import { defineAction } from '../../api/action';
import { badRequest } from '../../api/errors';
import { getSingle, saveSingle } from './records';

export const get = defineAction(async (ctx) => getSingle(ctx, cookiePopupSettingsResource));

/** The cookie policy it links to must be a cookie policy document. */
export const save = defineAction(async (ctx, { body }: CookiePopupSettingsSaveInput) =>
  saveSingle(ctx, cookiePopupSettingsResource, body, async (data) => {
    const documentId = data.cookiePolicyDocumentId as string | null | undefined;
    if (!documentId) return;
    const document = await ctx.db.selectFrom('legalDocuments').select(['type']).where('id', '=', documentId).executeTakeFirst();
    if (!document) throw badRequest('body.cookiePolicyDocumentId', `no legal document with the id ${documentId}`);
    if (document.type !== 'CookiePolicy') throw badRequest('body.cookiePolicyDocumentId', 'must be a cookie policy');
  }),
);
