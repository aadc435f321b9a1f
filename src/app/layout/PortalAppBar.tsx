import { Box, useMediaQuery, type Theme } from '@mui/material';
import { AppBar, LoadingIndicator, LocalesMenuButton, Logout, TitlePortal, UserMenu, type AppBarProps } from 'react-admin';
import { NotificationsBell } from '../notifications/NotificationsBell';
import { useNavigation } from '../navigation/useNavigation';
import { PreferencesMenu } from '../preferences/PreferencesMenu';
import { usePreferences } from '../preferences/usePreferences';
import { SearchOverlay } from '../search/SearchOverlay';
import { CountrySelector } from '../selection/CountrySelector';
import { VenueSelector } from '../selection/VenueSelector';
import { StarredMenu } from '../starred/StarredMenu';
import { AppBarMoreTools } from './AppBarMoreTools';
import { useAppBarTools } from './appBarTools';

function Toolbar() {
  const { sidebar } = useNavigation();
  const tools = useAppBarTools();
  // Below sm (a phone) the tools do not fit beside the title: they go behind one button, the selector and bell stay.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const more = (
    <>
      <SearchOverlay />
      <StarredMenu />
      {tools}
      <LocalesMenuButton />
      <PreferencesMenu />
    </>
  );
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      {sidebar?.selector === 'venue' && <VenueSelector />}
      {sidebar?.selector === 'country' && <CountrySelector />}
      {narrow ? (
        <>
          <NotificationsBell />
          <AppBarMoreTools>{more}</AppBarMoreTools>
        </>
      ) : (
        <>
          <SearchOverlay />
          <StarredMenu />
          <NotificationsBell />
          {tools}
          <LocalesMenuButton />
          <PreferencesMenu />
        </>
      )}
      <LoadingIndicator />
    </Box>
  );
}

/** The navigation bar: page title, the selector of the current service, search, starred pages, notifications, the entry point's tools (feedback), language, preferences, account. */
export function PortalAppBar(props: AppBarProps) {
  const { navbar } = usePreferences();
  const floating = navbar === 'floating';
  return (
    <AppBar
      {...props}
      color="default"
      position={navbar === 'static' ? 'static' : 'sticky'}
      toolbar={<Toolbar />}
      userMenu={
        <UserMenu>
          <Logout />
        </UserMenu>
      }
      sx={{
        ...(floating && { m: { sm: 1.5 }, width: { sm: 'auto' }, borderRadius: { sm: 2 }, boxShadow: 3 }),
        bgcolor: 'background.paper',
      }}
    >
      <TitlePortal />
    </AppBar>
  );
}
