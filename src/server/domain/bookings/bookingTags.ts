import type { BookingTagsGetListInput } from '@generated/server/resources/bookingTags';
import { bookingTagsResource } from '@generated/server/resources/bookingTags';
import { defineAction } from '../../api/action';

export const list = defineAction(async (ctx, _input: BookingTagsGetListInput) => {
  const { records } = await ctx.store.list(bookingTagsResource, { sort: { field: 'sortOrder', order: 'ASC' } });
  return records.map((r) => ({ tag: r.tag as string, translations: (r.translations as { languageCode: string; translation: string }[] | null) ?? [], isFreeText: Boolean(r.isFreeText) }));
});
