import { localStorageStore } from 'react-admin';

/** Preferences, starred pages and the chosen language, in localStorage under the product prefix. */
export const store = localStorageStore(undefined, 'venue-portal');
