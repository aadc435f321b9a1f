/** What the domain actions of booking tags answer: the contract between `src/server/domain/bookings/bookingTags.ts` and the typed calls. */
export interface BookingTagsResults {
  list: {
    tag: string;
    translations: {
      languageCode: string;
      translation: string;
    }[];
    isFreeText: boolean;
  }[];
}
