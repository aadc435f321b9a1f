// Generated from schema/pos/countrySettings.ts by `npm run generate`. Do not edit.
/** Country settings: a stored record as the API returns it. */
export interface CountrySettingRecord {
  id: string;
  version: number;
  country: "dk" | "no" | "fi" | "uk";
  salesProductGroups?: Array<{ salesProductGroupId?: { id?: string | null; } | null; name: string; color?: string | null; validSubGroups?: Array<{ salesProductSubGroupId?: { id?: string | null; } | null; name: string; color?: string | null; }> | null; }> | null;
  productCategories?: Array<{ productCategoryId?: { id?: string | null; } | null; name: string; color?: string | null; tags?: string[] | null; validProductGroups?: Array<{ stockProductGroupId?: { id?: string | null; } | null; name: string; color?: string | null; }> | null; }> | null;
  taxGroups?: Array<{ taxGroupId?: { id?: string | null; } | null; code: string; taxRatePercentage: number; taxRate?: number | null; }> | null;
  allergies?: Array<{ allergyId?: { id?: string | null; } | null; name: string; }> | null;
  priceGroups?: Array<{ priceGroupId?: { id?: string | null; } | null; name: string; isDefault?: boolean | null; }> | null;
  tipPercentages?: number[] | null;
  pouringCategories?: Array<{ pouringCategoryId?: { id?: string | null; } | null; name: string; pourSize: number; wastePercentage?: number | null; }> | null;
  productUnits?: Array<{ productUnitId?: { id?: string | null; } | null; name: string; abbreviation?: string | null; }> | null;
  stockContainerTypes?: Array<{ stockContainerTypeId?: { id?: string | null; } | null; name: string; tareWeight?: number | null; }> | null;
  createdAt: string;
  updatedAt: string;
  /** Id of the user who created the record. */
  createdBy: string | null;
  updatedBy: string | null;
}

/** What a create or update sends. */
export type CountrySettingInput = Omit<CountrySettingRecord, 'id' | 'version' | 'createdAt' | 'updatedAt' | 'createdBy' | 'updatedBy'> & { id?: string; version?: number; };
