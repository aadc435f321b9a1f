/** A booking form with its fields, each with its technical type, name, icon and kind. */
export type BookingFormWithFields = {
  fields: {
    technicalType: string;
    name: string;
    icon: string;
    kind: string;
    id?: string | null;
    label?: string | null;
    required?: boolean | null;
    availableOptions?: string[] | null;
    productIds?: string[] | null;
  }[];
  id: string;
  version: number;
  formName: string;
  isActive?: boolean | null;
  createdAt: string;
  updatedAt: string;
  createdBy: string | null;
  updatedBy: string | null;
};

/** What the domain actions of booking forms answer: the contract between `src/server/domain/crm/bookingForms.ts` and the typed calls. */
export interface BookingFormsResults {
  listForms: BookingFormWithFields[];
  getForm: BookingFormWithFields;
  create: BookingFormWithFields;
  update: BookingFormWithFields;
  newField: BookingFormWithFields;
}
