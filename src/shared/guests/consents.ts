/** The kinds of consent a guest gives, per venue. */
export const CONSENT_TYPES = ['PersonalData', 'Analytics', 'Enrichment', 'Email', 'Phone', 'SoMe', 'SnailMail', 'Marketing'] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];
