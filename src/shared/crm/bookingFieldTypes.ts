/**
 * The field types of booking forms (specification, section 3): technical type, name, icon and kind. An unknown
 * technical type (for example one a newer booking site wrote) is shown as "Unknown field technical type" with the
 * alert icon instead of failing.
 */

export const BOOKING_FIELD_TYPES = [
  { technicalType: 'GuestFullName', name: 'Guest name', icon: 'PersonIcon', kind: 'Text' },
  { technicalType: 'GuestEmail', name: 'Guest email', icon: 'EmailIcon', kind: 'Email' },
  { technicalType: 'GuestPhone', name: 'Guest phone', icon: 'PhoneIcon', kind: 'Phone' },
  { technicalType: 'GuestBirthdate', name: 'Guest birthdate', icon: 'CakeIcon', kind: 'Birthdate' },
  { technicalType: 'Products', name: 'Product select', icon: 'ShoppingCartIcon', kind: 'Products' },
  // The specification does not show this kind; one product out of several is a single choice of products.
  { technicalType: 'ProductsSingle', name: 'Single product select', icon: 'ShoppingBasketIcon', kind: 'ProductSingle' },
  { technicalType: 'NumGuests', name: 'Number of guests', icon: 'GroupsIcon', kind: 'Number' },
  { technicalType: 'ArrivalDate', name: 'Arrival date', icon: 'EventIcon', kind: 'Date' },
  { technicalType: 'GeneralComments', name: 'General comments', icon: 'NotesIcon', kind: 'Textarea' },
  { technicalType: 'DynamicText', name: 'Text dynamic', icon: 'TextFieldsIcon', kind: 'Text' },
  { technicalType: 'DynamicDropdown', name: 'Dropdown dynamic', icon: 'ArrowDropDownCircleIcon', kind: 'Dropdown' },
] as const;

export type BookingFieldTechnicalType = (typeof BOOKING_FIELD_TYPES)[number]['technicalType'];
export const BOOKING_FIELD_TECHNICAL_TYPES = BOOKING_FIELD_TYPES.map((t) => t.technicalType) as BookingFieldTechnicalType[];

export const UNKNOWN_FIELD_TYPE = { name: 'Unknown field technical type', icon: 'AlertCircleIcon', kind: 'Unknown' } as const;

export interface BookingFieldTypeInfo {
  technicalType: string;
  name: string;
  icon: string;
  kind: string;
}

/** The name, icon and kind of a technical type; the unknown entry for anything else. */
export function bookingFieldType(technicalType: string): BookingFieldTypeInfo {
  const known = BOOKING_FIELD_TYPES.find((t) => t.technicalType === technicalType);
  return known ? { ...known } : { technicalType, ...UNKNOWN_FIELD_TYPE };
}

/** Types that hold their guest's data and make sense once per form. */
export const SINGLE_USE_TYPES: readonly string[] = ['GuestFullName', 'GuestEmail', 'GuestPhone', 'GuestBirthdate', 'NumGuests', 'ArrivalDate', 'GeneralComments'];
