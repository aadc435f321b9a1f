import { useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';
import { Sidebar, useRemoveFromStore, type SidebarProps } from 'react-admin';

/**
 * react-admin's sidebar, put back to its width's default when the window crosses a phone's width: closed on a phone,
 * open beside the page on a wider screen. Below that width the sidebar is a modal drawer, and the open state kept from
 * the wide window would cover the page with it (a window resized, a tablet turned). The stored state follows a render
 * late, so the render that narrows draws the drawer closed itself.
 */
export function PortalSidebar(props: SidebarProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const resetOpen = useRemoveFromStore('sidebar.open');
  const [drawnForPhone, setDrawnForPhone] = useState(phone);
  const crossing = phone !== drawnForPhone;
  useEffect(() => {
    if (!crossing) return;
    resetOpen();
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one more render, once, when the width crosses: the crossing one draws a phone's drawer closed, the next follows the reset state.
    setDrawnForPhone(phone);
  }, [crossing, phone, resetOpen]);
  return <Sidebar {...props} {...(crossing && phone ? { open: false } : {})} />;
}
