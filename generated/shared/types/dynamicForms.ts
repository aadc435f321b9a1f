// Generated from schema/crm/dynamicForms.ts by `npm run generate`. Do not edit.
/** Dynamic form: a stored record as the API returns it. */
export interface DynamicFormRecord {
  id: string;
  version: number;
  name: string;
  title: string;
  description?: string | null;
  isActive?: boolean | null;
  submitButtonText?: string | null;
  successMessage?: string | null;
  fields?: Array<{ key: string; label: string; type: "Text" | "Textarea" | "Email" | "Phone" | "Number" | "Date" | "Checkbox" | "Dropdown"; required?: boolean | null; options?: string[] | null; }> | null;
  venueIds?: string[] | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type DynamicFormInput = Omit<DynamicFormRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
