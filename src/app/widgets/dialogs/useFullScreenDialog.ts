import { useMediaQuery, type Theme } from '@mui/material';

/**
 * A dialog fills a phone's screen (below `sm`): a floating box leaves too little room for its fields and pushes its
 * buttons under the keyboard. Give the answer to MUI's `fullScreen`.
 */
export const useFullScreenDialog = (): boolean => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
