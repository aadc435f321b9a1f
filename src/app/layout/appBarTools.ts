import { createContext, useContext, type ReactNode } from 'react';

/**
 * Tools the entry point adds to the navigation bar, such as the feedback button of the CRM screens: the shell shows
 * them without importing a screen.
 */
export const AppBarToolsContext = createContext<ReactNode>(null);

export const useAppBarTools = (): ReactNode => useContext(AppBarToolsContext);
