import type { CountryCode } from '../types';

/** What a country product assigned to a venue carries, sales and stock products alike: the venue's own row with the product's name and number. */
export interface AssignedProductRow {
  id: string;
  venueId: string | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  isActive: boolean | null;
  number: string | null;
  name: string | null;
  currency: string;
  country: CountryCode;
}
