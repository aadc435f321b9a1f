import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';
import { PortalMenu } from '../navigation/PortalMenu';
import { SelectionSync } from '../selection/SelectionSync';
import { SessionProvider } from '../session/SessionProvider';
import { PageHeader } from './PageHeader';
import { PortalAppBar } from './PortalAppBar';

/** The signed-in frame: vertical layout with the service's sidebar, the navigation bar and the page header. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <SessionProvider>
      <SelectionSync />
      {/* The navigation bar is sticky or static, never fixed, so the frame needs no room above it. */}
      <RaLayout appBar={PortalAppBar} menu={PortalMenu} sx={{ '& .RaLayout-appFrame': { marginTop: 0 } }}>
        <Box sx={{ px: { xs: 1, sm: 2 } }}>
          <PageHeader />
          {children}
        </Box>
      </RaLayout>
    </SessionProvider>
  );
}
