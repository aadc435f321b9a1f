import { useMediaQuery, type Theme } from '@mui/material';

/**
 * The window is a phone's (below `sm`): lists show cards instead of table rows. Answered on the first render
 * (`noSsr`), so a phone never draws the table first and then swaps it for cards.
 */
export const usePhone = (): boolean => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
