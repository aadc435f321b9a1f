import { useQuery } from '@tanstack/react-query';
import { countrySettingsApi } from '@generated/client/api/countrySettings';
import { useSelection } from '@/app/selection/useSelection';
import { useCanWrite } from '@/app/access/useCanWrite';
import { QueryView } from '../PosShared/QueryView';
import type { Settings } from './draft';
import { SettingsEditor, settingsKey } from './SettingsEditor';

/** The point-of-sale settings of the selected country (route /procurement/poc/configuration). */
export default function CountrySettingsScreen() {
  const { countryId } = useSelection();
  const canEdit = useCanWrite('countrySettings.update', { country: countryId });
  const settings = useQuery({ queryKey: settingsKey(countryId), queryFn: () => countrySettingsApi.get({ countryId }) });
  return (
    <QueryView query={settings}>
      {(data) => <SettingsEditor key={`${countryId}-${data.version}`} country={countryId} saved={data as unknown as Settings} readOnly={!canEdit} />}
    </QueryView>
  );
}
