import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { COUNTRIES, type CountryCode } from '@generated/shared/shell';
import { useNavigation } from '../navigation/useNavigation';
import { useSwitchers } from '../navigation/useSwitchers';
import { useSelection } from './useSelection';
import { useServiceCountries } from './useServiceCountries';

/** Picks the active country among those where the user holds the service's permissions (globally: every country). */
export function CountrySelector() {
  const translate = useTranslate();
  const { countryId } = useSelection();
  const { currentService } = useNavigation();
  const { switchCountry } = useSwitchers();
  const allowed = useServiceCountries(currentService)?.countries;
  const countries = COUNTRIES.filter((c) => (allowed?.length ? allowed.includes(c.code) : c.code === countryId));
  return (
    <TextField select size="small" label={translate('app.selector.country')} value={countryId} onChange={(e) => switchCountry(e.target.value as CountryCode)} sx={{ minWidth: 170, width: { xs: '100%', sm: 'auto' } }}>
      {countries.map((c) => (
        <MenuItem key={c.code} value={c.code}>
          {translate(`countries.${c.code}`)} ({c.currency})
        </MenuItem>
      ))}
    </TextField>
  );
}
