import { useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useSidebarState } from 'react-admin';

/**
 * Closes the sidebar when the window narrows to a phone's width. Below that width the sidebar is a modal drawer, and the
 * open state kept from the wide window would otherwise cover the page with it (a tablet turned or a window resized).
 */
export function SidebarFollowsWidth() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [, setOpen] = useSidebarState();
  const wasPhone = useRef(phone);
  useEffect(() => {
    if (phone && !wasPhone.current) setOpen(false);
    wasPhone.current = phone;
  }, [phone, setOpen]);
  return null;
}
