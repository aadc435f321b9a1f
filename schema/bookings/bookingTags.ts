import { defineResource } from '../dsl';
import { l, readPermissions } from '../setup/parts/common';

/**
 * The tags a booking can carry, with translations. `THEME:` tags are themes (one per booking; `THEME:OTHER|` takes
 * free text), `BOOKING_TYPE:` tags are booking types (AwaitsConfirmation, WalkIn, Ended).
 */
export default defineResource({
  name: 'bookingTags',
  label: l('Booking tag', 'Bookingtag', 'Bokningstagg', 'Bookingtagg', 'Varaustunniste'),
  labelPlural: l('Booking tags', 'Bookingtags', 'Bokningstaggar', 'Bookingtagger', 'Varaustunnisteet'),
  api: 'setup',
  recordRepresentation: 'tag',
  defaultSort: { field: 'sortOrder', order: 'ASC' },
  indexes: [{ fields: ['tag'], unique: true }],
  fields: {
    tag: { type: 'text', required: true, maxLength: 120, label: l('Tag', 'Tag', 'Tagg', 'Tagg', 'Tunniste') },
    translations: {
      type: 'list',
      maxItems: 10,
      of: {
        type: 'object',
        fields: {
          languageCode: { type: 'text', required: true, maxLength: 3, label: l('Language', 'Sprog', 'Språk', 'Språk', 'Kieli') },
          translation: { type: 'text', required: true, maxLength: 120, label: l('Translation', 'Oversættelse', 'Översättning', 'Oversettelse', 'Käännös') },
        },
        label: l('Translation', 'Oversættelse', 'Översättning', 'Oversettelse', 'Käännös'),
      },
      label: l('Translations', 'Oversættelser', 'Översättningar', 'Oversettelser', 'Käännökset'),
    },
    isFreeText: { type: 'boolean', default: false, label: l('Free text', 'Fritekst', 'Fritext', 'Fritekst', 'Vapaa teksti') },
    sortOrder: { type: 'number', integer: true, default: 0, label: l('Order', 'Rækkefølge', 'Ordning', 'Rekkefølge', 'Järjestys') },
  },
  actions: {
    list: { description: 'Every booking tag with its translations.' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/bookings/booking-tags', permission: readPermissions, action: 'list', error: 'Unable to get tags' },
  },
});
