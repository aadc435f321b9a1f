import { useQuery } from '@tanstack/react-query';
import { guestProfilesApi } from '@generated/client/api/guestProfiles';
import { legalDocumentsApi } from '@generated/client/api/legalDocuments';
import type { CountryCode } from '@generated/shared/shell';
import { guestKey } from './useGuestProfile';

export type ConsentHistory = Awaited<ReturnType<typeof guestProfilesApi.getConsentHistory>>;

/** The guest's consent evidence, pending email consents and mail; under ['guest', id] so every change of the guest refreshes it. */
export function useConsentHistory(country: CountryCode, id: string) {
  return useQuery({ queryKey: [...guestKey(id), country, 'consentHistory'], queryFn: () => guestProfilesApi.getConsentHistory({ country, userId: id }) });
}

/** One legal document revision as published (what the guest agreed to). */
export function useLegalRevision(id: string, revision: number) {
  return useQuery({ queryKey: ['legalRevision', id, revision], queryFn: () => legalDocumentsApi.getRevision({ id, revision }), staleTime: Infinity });
}
