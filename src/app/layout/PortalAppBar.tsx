import { Box, useMediaQuery, type Theme } from '@mui/material';
import { AppBar, LoadingIndicator, Logout, TitlePortal, UserMenu, useGetIdentity, useTranslate, type AppBarProps } from 'react-admin';
import { NotificationsBell } from '../notifications/NotificationsBell';
import { useNavigation } from '../navigation/useNavigation';
import { LanguageMenu } from '../preferences/LanguageMenu';
import { PreferencesMenu } from '../preferences/PreferencesMenu';
import { usePreferences } from '../preferences/usePreferences';
import { SearchOverlay } from '../search/SearchOverlay';
import { CountrySelector } from '../selection/CountrySelector';
import { VenueSelector } from '../selection/VenueSelector';
import { StarredMenu } from '../starred/StarredMenu';
import { AppBarMoreTools } from './AppBarMoreTools';
import { useAppBarTools } from './appBarTools';

function Toolbar() {
  const translate = useTranslate();
  const { sidebar } = useNavigation();
  const tools = useAppBarTools();
  // Below lg (a phone, a tablet upright) the tools do not fit beside the title: they go behind one button; the selector
  // and the bell stay.
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('lg'));
  const more = (
    <>
      <SearchOverlay />
      <StarredMenu />
      {tools}
      <LanguageMenu />
      <PreferencesMenu />
    </>
  );
  return (
    // On a phone this box gives way (display: contents) so that the selector can take a row of its own under the title.
    <Box sx={{ display: { xs: 'contents', sm: 'flex' }, alignItems: 'center', gap: 0.5, minWidth: 0 }}>
      {sidebar?.selector && (
        <Box sx={{ order: { xs: 1, sm: 0 }, flexBasis: { xs: '100%', sm: 'auto' }, minWidth: 0, px: { xs: 1, sm: 0 }, pb: { xs: 1, sm: 0 } }}>
          {sidebar.selector === 'venue' ? <VenueSelector /> : <CountrySelector />}
        </Box>
      )}
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
          <LanguageMenu />
          <PreferencesMenu />
        </>
      )}
      {/* The spinner while anything loads is a progressbar, which needs a name. */}
      <LoadingIndicator aria-label={translate('ra.page.loading')} />
    </Box>
  );
}

/** The navigation bar: page title, the selector of the current service, search, starred pages, notifications, the entry point's tools (feedback), language, preferences, account. */
export function PortalAppBar(props: AppBarProps) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { navbar } = usePreferences();
  const floating = navbar === 'floating';
  return (
    <AppBar
      {...props}
      color="default"
      position={navbar === 'static' ? 'static' : 'sticky'}
      toolbar={<Toolbar />}
      userMenu={
        // The button shows the person's name: its accessible name must include it (WCAG 2.5.3).
        <UserMenu label={identity?.fullName ? `${translate('app.user.menu')}: ${identity.fullName}` : 'app.user.menu'}>
          <Logout />
        </UserMenu>
      }
      sx={{
        ...(floating && { m: { sm: 1.5 }, width: { sm: 'auto' }, borderRadius: { sm: 2 }, boxShadow: 3 }),
        bgcolor: 'background.paper',
        // A phone's selector wraps onto a second row; every button is a fingertip's size (44 px).
        '& .RaAppBar-toolbar': { flexWrap: { xs: 'wrap', sm: 'nowrap' } },
        '& .MuiIconButton-root, & .MuiButton-root': { minWidth: 44, minHeight: 44 },
      }}
    >
      {/* The page's one h1: every page names itself here (generated views by their title, screens by the page header). */}
      <TitlePortal component="h1" />
    </AppBar>
  );
}
