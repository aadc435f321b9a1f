import { useQuery } from '@tanstack/react-query';
import { handlebarsApi } from '@generated/client/api/handlebars';

/** The handlebar catalogue from the API; it changes only with a release, so it is loaded once per session. */
export function useHandlebarCatalogue() {
  return useQuery({ queryKey: ['crm', 'handlebars'], queryFn: () => handlebarsApi.catalogue({}), staleTime: Infinity });
}
