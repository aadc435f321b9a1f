import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { PortalMenu } from '../navigation/PortalMenu';
import { RememberLastRoute } from '../routing/RememberLastRoute';
import { SelectionSync } from '../selection/SelectionSync';
import { SessionProvider } from '../session/SessionProvider';
import { LocalizedTheme } from '../theme/LocalizedTheme';
import { PageHeader } from './PageHeader';
import { PortalAppBar } from './PortalAppBar';
import { PortalSidebar } from './PortalSidebar';

/** The signed-in frame: vertical layout with the service's sidebar, the navigation bar and the page header. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <SelectionSync />
      <RememberLastRoute />
      {/* The navigation bar is sticky or static, never fixed, so the frame needs no room above it. The frame is as wide
          as the window (react-admin's grows to its widest content, which scrolled every page sideways on a phone): what is
          wider scrolls inside its own box. */}
      <LocalizedTheme>
        <RaLayout
          appBar={PortalAppBar}
          menu={PortalMenu}
          sidebar={PortalSidebar}
          sx={{ minWidth: 0, '& .RaLayout-appFrame': { marginTop: 0 }, '& .RaLayout-content': { minWidth: 0 } }}
        >
          <Box sx={{ px: { xs: 1, sm: 2 } }}>
            <PageHeader />
            {children}
          </Box>
        </RaLayout>
      </LocalizedTheme>
    </SessionProvider>
  );
}
