import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { COUNTRIES, type CountryCode } from '@generated/shared/shell';
import { useSwitchers } from '../navigation/useSwitchers';
import { useSession } from '../session/SessionProvider';
import { useSelection } from './useSelection';

/** Picks the active country: every country for holders of global permissions, else the countries of their venues. */
export function CountrySelector() {
  const translate = useTranslate();
  const { permissions, venues } = useSession();
  const { countryId } = useSelection();
  const { switchCountry } = useSwitchers();
  const global = Boolean(permissions?.globalPermissions.length);
  const own = new Set(venues.map((v) => v.country).filter(Boolean));
  const countries = COUNTRIES.filter((c) => global || own.has(c.code) || c.code === countryId);
  return (
    <TextField select size="small" label={translate('app.selector.country')} value={countryId} onChange={(e) => switchCountry(e.target.value as CountryCode)} sx={{ minWidth: 170 }}>
      {countries.map((c) => (
        <MenuItem key={c.code} value={c.code}>
          {translate(`countries.${c.code}`)} ({c.currency})
        </MenuItem>
      ))}
    </TextField>
  );
}
