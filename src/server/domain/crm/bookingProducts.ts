import type { BookingProductsDeleteInput } from '@generated/server/resources/bookingProducts';
import { bookingProductsResource } from '@generated/server/resources/bookingProducts';
import { defineAction } from '../../api/action';
import { conflict } from '../../api/errors';
import { bookingFormsUsingProduct, lockRows, quotedNames } from './references';

/** A product a booking form offers stays (409 naming the forms); make it inactive or take it off the forms first. */
export const remove = defineAction(async (ctx, { params }: BookingProductsDeleteInput) => {
  await lockRows(ctx, 'bookingProducts', [params.id], 'update');
  const product = await ctx.store.getOrThrow(bookingProductsResource, params.id);
  const forms = await bookingFormsUsingProduct(ctx, product.id);
  if (forms.length) throw conflict(`The booking product is offered by the booking form${forms.length > 1 ? 's' : ''} ${quotedNames(forms)}. Remove it from ${forms.length > 1 ? 'them' : 'it'} or make it inactive.`);
  await ctx.store.remove(bookingProductsResource, product.id);
});
