import type { Theme } from '@mui/material';

/**
 * On a phone every control of a floor screen is at least 44 px each way, a fingertip's size; the desk keeps the
 * denser size. Given to the screen's outer `sx`.
 */
export const phoneTouchTargets = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& :is(button, a[href], [role="button"])': { minHeight: 44, minWidth: 44 },
    '& .MuiCheckbox-root': { width: 44, height: 44 },
    '& .MuiInputBase-root': { minHeight: 44 },
  },
});
