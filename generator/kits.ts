/**
 * The modules generated code may import from hand-written code, besides `src/shared` and libraries: one kit per
 * side. docs/architecture.md states the contract; the lint's dependency rules enforce it.
 */
export const APP_KIT = '@/app/kit';
export const DATA_KIT = '@/data/kit';
export const SERVER_KIT = '@/server/kit';
