import { useStore } from 'react-admin';
import type { Direction, ThemeName } from '../theme/themes';

export type NavbarType = 'floating' | 'sticky' | 'static';

/** Layout preferences, persisted in the react-admin store (localStorage). Defaults: light, left-to-right, floating. */
export function usePreferences() {
  const [theme, setTheme] = useStore<ThemeName>('preferences.theme', 'light');
  const [direction, setDirection] = useStore<Direction>('preferences.direction', 'ltr');
  const [navbar, setNavbar] = useStore<NavbarType>('preferences.navbar', 'floating');
  return { theme, setTheme, direction, setDirection, navbar, setNavbar };
}
