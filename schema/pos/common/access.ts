/**
 * Permissions of the point-of-sale and procurement area (docs/permissions.md). The `.show` ones read; changing
 * country-wide data (catalogue, country settings, POS venues and their devices) needs `pp.pos.poc.edit`, a venue's
 * point of sale (assignments, floorplans, waiter lists, price shift windows, orders, counts) `pp.pos.venue.edit` at
 * the venue, the venue's stock `vp.vp.pim.stockmanagement.edit`, the country's recipes, templates and stock settings
 * `pp.pim.stockmanagement.edit`, and approving product requests `pp.pim.stockproductrequests.edit`.
 */
export const POS = 'pp.pos.poc.show';
export const POS_EDIT = 'pp.pos.poc.edit';
export const POS_VENUE = 'pp.pos.venue.edit';
export const STOCK_PRODUCTS = 'pp.pim.stockproducts.show';
export const PRODUCT_REQUESTS = 'pp.pim.stockproductrequests.show';
export const PRODUCT_REQUESTS_EDIT = 'pp.pim.stockproductrequests.edit';
export const VENUE_STOCK = 'vp.vp.pim.stockmanagement.show';
export const VENUE_STOCK_EDIT = 'vp.vp.pim.stockmanagement.edit';
/** The Upkeep stock pages: the specification calls it only "stock management permission". */
export const UPKEEP_STOCK = 'pp.pim.stockmanagement.show';
export const UPKEEP_STOCK_EDIT = 'pp.pim.stockmanagement.edit';

/** Whoever works with the catalogue in any of the area's pages may read it. */
export const CATALOGUE_READERS = [POS, STOCK_PRODUCTS, VENUE_STOCK, UPKEEP_STOCK, PRODUCT_REQUESTS];

/** The CountryId header, filled from the active country (in the Venue service: the active venue's country). */
export const countryHeader = { countryId: { in: 'header', type: 'enum', enum: 'country', required: true, from: 'activeCountry', matches: 'country' } } as const;
export const countryHeaderScope = { country: 'header:countryId' } as const;
/** The same header for resources without a country field (lists served by actions). */
export const countryHeaderOnly = { countryId: { in: 'header', type: 'enum', enum: 'country', required: true, from: 'activeCountry' } } as const;
