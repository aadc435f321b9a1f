import type { StoredRecord } from '../records';

/** What the domain actions of dynamic forms answer: the contract between `src/server/domain/crm/dynamicForms.ts` and the typed calls. */
export interface DynamicFormsResults {
  listForms: {
    submissions: number;
    id: string;
    version: number;
    name: string;
    title: string;
    description?: string | null;
    isActive?: boolean | null;
    submitButtonText?: string | null;
    successMessage?: string | null;
    fields?: Array<{
      key: string;
      label: string;
      type: 'Text' | 'Textarea' | 'Email' | 'Phone' | 'Number' | 'Date' | 'Checkbox' | 'Dropdown';
      required?: boolean | null;
      options?: string[] | null;
    }> | null;
    venueIds?: string[] | null;
    createdAt: string;
    updatedAt: string;
    createdBy: string | null;
    updatedBy: string | null;
  }[];
  venues: {
    venueId: string;
    name: string;
    country: 'dk' | 'no' | 'fi' | 'uk' | null;
    forms: {
      id: string;
      name: string;
      isActive: boolean;
    }[];
    checkInsLast30Days: number;
  }[];
  create: StoredRecord;
  update: StoredRecord;
  duplicate: StoredRecord;
  previewForVenue: {
    dynamicFormId: string;
    venueId: string;
    venueName: string;
    publishedAtVenue: boolean;
    isActive: boolean;
    title: string;
    description: string;
    submitButtonText: string;
    successMessage: string;
    fields: {
      key: string;
      label: string;
      type: 'Text' | 'Textarea' | 'Email' | 'Phone' | 'Number' | 'Date' | 'Checkbox' | 'Dropdown';
      required: boolean;
      options: string[];
    }[];
    html: string;
  };
}
