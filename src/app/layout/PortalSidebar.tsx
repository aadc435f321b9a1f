import { useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';
import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';

/**
 * react-admin's sidebar, closed when the window narrows to a phone's width. Below that width the sidebar is a modal
 * drawer, and the open state kept from the wide window would cover the page with it (a window resized, a tablet turned).
 * On the render that narrows, the drawer is drawn closed (the stored state is a render late), and the stored state
 * follows.
 */
export function PortalSidebar(props: SidebarProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [, setOpen] = useSidebarState();
  const [drawnForPhone, setDrawnForPhone] = useState(phone);
  const narrowing = phone && !drawnForPhone;
  useEffect(() => {
    if (narrowing) setOpen(false);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one more render, once, when the width crosses: the narrowing one is drawn closed, the next follows the stored state set just above.
    setDrawnForPhone(phone);
  }, [narrowing, phone, setOpen]);
  return <Sidebar {...props} {...(narrowing ? { open: false } : {})} />;
}
