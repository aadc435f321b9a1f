import SettingsIcon from '@mui/icons-material/Settings';
import { Box, FormControlLabel, IconButton, Popover, Radio, RadioGroup, Switch, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { ThemeName } from '../theme/themes';
import { usePreferences, type NavbarType } from './usePreferences';

const THEMES: ThemeName[] = ['light', 'dark', 'semiDark'];
const NAVBARS: NavbarType[] = ['floating', 'sticky', 'static'];

/** Theme, navigation bar and reading direction; every choice is remembered. */
export function PreferencesMenu() {
  const translate = useTranslate();
  const { theme, setTheme, direction, setDirection, navbar, setNavbar } = usePreferences();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Tooltip title={translate('app.preferences.title')}>
        <IconButton color="inherit" onClick={(e) => setAnchor(e.currentTarget)} aria-label={translate('app.preferences.title')}>
          <SettingsIcon />
        </IconButton>
      </Tooltip>
      <Popover open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <Box sx={{ p: 2, width: 260 }}>
          <Typography variant="subtitle2" id="pref-theme">
            {translate('app.preferences.theme')}
          </Typography>
          <RadioGroup aria-labelledby="pref-theme" value={theme} onChange={(e) => setTheme(e.target.value as ThemeName)}>
            {THEMES.map((t) => (
              <FormControlLabel key={t} value={t} control={<Radio size="small" />} label={translate(`app.preferences.themes.${t}`)} />
            ))}
          </RadioGroup>
          <Typography variant="subtitle2" id="pref-navbar" sx={{ mt: 1 }}>
            {translate('app.preferences.navbar')}
          </Typography>
          <RadioGroup aria-labelledby="pref-navbar" value={navbar} onChange={(e) => setNavbar(e.target.value as NavbarType)}>
            {NAVBARS.map((n) => (
              <FormControlLabel key={n} value={n} control={<Radio size="small" />} label={translate(`app.preferences.navbars.${n}`)} />
            ))}
          </RadioGroup>
          <FormControlLabel
            sx={{ mt: 1 }}
            control={<Switch checked={direction === 'rtl'} onChange={(e) => setDirection(e.target.checked ? 'rtl' : 'ltr')} />}
            label={translate('app.preferences.direction')}
          />
        </Box>
      </Popover>
    </>
  );
}
