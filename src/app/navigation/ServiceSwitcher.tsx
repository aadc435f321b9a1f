import { FormControl, InputLabel, ListItemIcon, ListItemText, MenuItem, Select } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import { useNavigation } from './useNavigation';
import { useSwitchers } from './useSwitchers';

/** Lists the services the user may use; choosing one opens its first sidebar item. */
export function ServiceSwitcher() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { services, currentService } = useNavigation();
  const { switchService } = useSwitchers();
  if (!services.length || !currentService) return null;
  return (
    <FormControl size="small" fullWidth sx={{ px: open ? 1.5 : 0.5, pt: 1.5, pb: 1 }}>
      {open && <InputLabel id="service-switcher-label" sx={{ ml: 1.5, mt: 1.5 }}>{translate('app.nav.services')}</InputLabel>}
      <Select
        labelId="service-switcher-label"
        label={open ? translate('app.nav.services') : undefined}
        value={currentService}
        onChange={(e) => switchService(e.target.value as typeof currentService)}
        inputProps={{ 'aria-label': translate('app.nav.switchService') }}
        renderValue={(value) => {
          const service = services.find((s) => s.service === value);
          if (!service) return null;
          const Icon = service.icon;
          return (
            <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
              <Icon fontSize="small" />
              {open && translate(`services.${value}`)}
            </span>
          );
        }}
      >
        {services.map(({ service, icon: Icon }) => (
          <MenuItem key={service} value={service}>
            <ListItemIcon>
              <Icon fontSize="small" />
            </ListItemIcon>
            <ListItemText>{translate(`services.${service}`)}</ListItemText>
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
