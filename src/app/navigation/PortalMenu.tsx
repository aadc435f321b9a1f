import { ListSubheader } from '@mui/material';
import { Fragment } from 'react';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { useMatch } from 'react-router-dom';
import { useSelection } from '../selection/useSelection';
import { UNREAD_COUNTS, UnreadBadge } from './InboxUnread';
import { ServiceSwitcher } from './ServiceSwitcher';
import type { SidebarItem } from './types';
import { useNavigation, withSelection } from './useNavigation';

function ItemLink({ item, unread }: { item: SidebarItem; unread?: number }) {
  const translate = useTranslate();
  const { currentService } = useNavigation();
  const selection = useSelection();
  const Icon = item.icon;
  const current = useMatch({ path: item.path, end: true });
  const [open] = useSidebarState();
  const label = item.label ?? translate(`sidebar.${item.key}`);
  // Collapsed, an item shows only its icon and its count, and its tooltip would name it without the count: the name
  // must hold what is seen (WCAG 2.5.3), so a counted item is named by both. Open, it is named by what it shows.
  const named = unread && !open ? `${label}, ${translate('app.notifications.unread', { smart_count: unread })}` : undefined;
  // A page listed here from another service opens with that service's selection query.
  return (
    <Menu.Item
      // A page link in the sidebar's navigation, not an item of an application menu.
      role="link"
      aria-current={current ? 'page' : undefined}
      aria-label={named}
      to={withSelection(item.path, item.service ?? currentService, selection)}
      primaryText={label}
      leftIcon={unread === undefined ? <Icon /> : <UnreadBadge count={unread}><Icon /></UnreadBadge>}
    />
  );
}

function CountedItem({ item, useUnread }: { item: SidebarItem; useUnread: () => number }) {
  return <ItemLink item={item} unread={useUnread()} />;
}

function Item({ item }: { item: SidebarItem }) {
  const useUnread = UNREAD_COUNTS[item.path];
  return useUnread ? <CountedItem item={item} useUnread={useUnread} /> : <ItemLink item={item} />;
}

/** The sidebar of the current service: the service switcher, then the permitted items under their group headers. */
export function PortalMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { entries, currentService } = useNavigation();
  return (
    // Site navigation, not an ARIA menu: a menu may hold only its items, and the sidebar also holds the service
    // switcher and group headers (MUI's MenuList sets role="menu" unless told otherwise).
    <Menu component="nav" role={undefined} aria-label={translate('app.nav.sidebar')}>
      <ServiceSwitcher />
      {entries.map((entry) =>
        entry.kind === 'item' ? (
          <Item key={entry.path} item={entry} />
        ) : (
          <Fragment key={entry.id}>
            {open && (
              <ListSubheader component="div" disableSticky sx={{ lineHeight: '32px', mt: 1, fontSize: 12, textTransform: 'uppercase', letterSpacing: 0.6 }}>
                {translate(`sidebarGroups.${currentService}.${entry.id}`)}
              </ListSubheader>
            )}
            {entry.items.map((item) => (
              <Item key={item.path} item={item} />
            ))}
          </Fragment>
        ),
      )}
    </Menu>
  );
}
