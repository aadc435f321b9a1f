/**
 * Permissions of the point-of-sale and procurement area. The specification names only the `.show` ones; changes
 * to country-wide data (catalogue, country settings, POS venues and their devices) need `pp.pos.poc.edit`
 * (see docs/decisions.md), venue-level work (orders, counts, waiter lists ...) the show permission at the venue.
 */
export const POS = 'pp.pos.poc.show';
export const POS_EDIT = 'pp.pos.poc.edit';
export const STOCK_PRODUCTS = 'pp.pim.stockproducts.show';
export const PRODUCT_REQUESTS = 'pp.pim.stockproductrequests.show';
export const VENUE_STOCK = 'vp.vp.pim.stockmanagement.show';
/** The Upkeep stock pages: the specification calls it only "stock management permission". */
export const UPKEEP_STOCK = 'pp.pim.stockmanagement.show';

/** Whoever works with the catalogue in any of the area's pages may read it. */
export const CATALOGUE_READERS = [POS, STOCK_PRODUCTS, VENUE_STOCK, UPKEEP_STOCK, PRODUCT_REQUESTS];

/** The CountryId header, filled from the active country (in the Venue service: the active venue's country). */
export const countryHeader = { countryId: { in: 'header', type: 'enum', enum: 'country', required: true, from: 'activeCountry', matches: 'country' } } as const;
export const countryHeaderScope = { country: 'header:countryId' } as const;
/** The same header for resources without a country field (lists served by actions). */
export const countryHeaderOnly = { countryId: { in: 'header', type: 'enum', enum: 'country', required: true, from: 'activeCountry' } } as const;
