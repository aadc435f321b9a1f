import { useSearchParams } from 'react-router';
import type { CountryCode } from '@generated/shared/shell';
import { isCountryCode } from '@/app/selection/selectionStore';
import { useSelection } from '@/app/selection/useSelection';

/**
 * The country a Guests page works in: the URL's countryId when it has a valid one (the shell copies it into the
 * selection after the first render, so the first requests already go to the right country), else the selection.
 */
export function useActiveCountry(): CountryCode {
  const { countryId } = useSelection();
  const [params] = useSearchParams();
  const fromUrl = params.get('countryId');
  return isCountryCode(fromUrl) ? fromUrl : countryId;
}
