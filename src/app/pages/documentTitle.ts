import { PRODUCT_SUFFIX } from '@generated/shared/shell';

/** The browser tab's title (spec 000: the page title followed by the product suffix): "Cockpit · Venue Portal". */
export const documentTitle = (page: string | null | undefined): string => (page ? `${page} · ${PRODUCT_SUFFIX}` : PRODUCT_SUFFIX);
