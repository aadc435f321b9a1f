import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { guestProfilesApi } from '@generated/client/api/guestProfiles';
import { guestSegmentsApi } from '@generated/client/api/guestSegments';
import type { CountryCode } from '@generated/shared/shell';
import { DOUBLE_OPT_IN_CONSENTS } from '@/shared/guests/consentEvidence';
import { hasPermissionAnyVenue } from '@/shared/permissions';
import { useSession } from '@/app/session/SessionProvider';
import { text } from './texts';

export type GuestProfile = Awaited<ReturnType<typeof guestProfilesApi.getProfile>>;
export type ConsentType = GuestProfile['consents'][number]['consent'];
export type UpdateBody = Parameters<typeof guestProfilesApi.updateProfile>[0]['body'];

export const guestKey = (id: string) => ['guest', id] as const;

/** The guest's profile and everything around it; every query key starts with ['guest', id] so one invalidation refreshes all. */
export function useGuestProfile(country: CountryCode, id: string) {
  return useQuery({ queryKey: [...guestKey(id), country, 'profile'], queryFn: () => guestProfilesApi.getProfile({ country, userId: id }) });
}

export function useGuestValue(id: string, enabled: boolean) {
  return useQuery({ queryKey: [...guestKey(id), 'value'], queryFn: () => guestProfilesApi.getValue({ id }), enabled });
}

export function useGuestLog(country: CountryCode, id: string) {
  return useQuery({ queryKey: [...guestKey(id), country, 'log'], queryFn: () => guestProfilesApi.getLog({ country, userId: id }) });
}

export function useFieldSources(country: CountryCode, id: string) {
  return useQuery({ queryKey: [...guestKey(id), country, 'sources'], queryFn: () => guestProfilesApi.getFieldSources({ country, userId: id }) });
}

/** Who opened, exported or anonymised the guest: only asked for by holders of the access log permission. */
export function useAccessLog(country: CountryCode, id: string) {
  return useQuery({ queryKey: [...guestKey(id), country, 'access'], queryFn: () => guestProfilesApi.getAccessLog({ country, userId: id }) });
}

export function useGlobalLog(id: string) {
  return useQuery({ queryKey: [...guestKey(id), 'global'], queryFn: () => guestProfilesApi.globalLogs({ guestId: id }) });
}

/** The labels and interests to choose from; users without the segmentation permission keep the guest's own. */
export function useSegmentation() {
  const { permissions } = useSession();
  const allowed = Boolean(permissions && hasPermissionAnyVenue(permissions, 'vp.crm.guestprofiles.extended.view'));
  return useQuery({ queryKey: ['guestSegmentation'], queryFn: () => guestSegmentsApi.get(), retry: false, staleTime: 60_000, enabled: allowed });
}

/**
 * Changes to the guest. Each answers the whole profile, which replaces the loaded one; the log, field sources and
 * value are reloaded. Failures are left to the caller (forms show them on their fields) or notified.
 */
export function useGuestMutations(country: CountryCode, id: string) {
  const client = useQueryClient();
  const notify = useNotify();
  const profileKey = [...guestKey(id), country, 'profile'];
  const done = (profile: GuestProfile | undefined, message?: string, args?: Record<string, unknown>) => {
    if (profile) client.setQueryData(profileKey, profile);
    if (message) notify(message, { type: 'success', messageArgs: args });
    return client.invalidateQueries({ queryKey: guestKey(id), predicate: (q) => q.queryKey[q.queryKey.length - 1] !== 'profile' });
  };
  const failed = (error: Error) => {
    notify(error.message, { type: 'error' });
    return client.invalidateQueries({ queryKey: guestKey(id) });
  };

  const update = useMutation({
    mutationFn: (body: UpdateBody) => guestProfilesApi.updateProfile({ country, userId: id, body }),
    onSuccess: (profile) => done(profile, text('edit.saved')),
  });
  const consent = useMutation({
    mutationFn: (change: { venueId: string; venueName: string; consent: ConsentType; consentName: string; add: boolean }) =>
      change.add
        ? guestProfilesApi.addConsent({ body: { guestId: id, venueId: change.venueId, consent: change.consent } })
        : guestProfilesApi.removeConsent({ guestId: id, venueId: change.venueId, consent: change.consent }),
    // An email consent is only asked for: the guest confirms it by the mailed link.
    onSuccess: (profile, change) =>
      done(profile, text(change.add ? (DOUBLE_OPT_IN_CONSENTS.includes(change.consent) ? 'consents.asked' : 'consents.added') : 'consents.removed'), { consent: change.consentName, venue: change.venueName, email: profile.email ?? '' }),
    onError: failed,
  });
  const note = useMutation({
    mutationFn: (body: { text: string; venueId: string | null }) => guestProfilesApi.addNote({ body: { guestId: id, ...body } }),
    onSuccess: () => {
      notify(text('notes.added'), { type: 'success' });
      return client.invalidateQueries({ queryKey: guestKey(id) });
    },
  });
  const shorten = useMutation({
    mutationFn: (venueId: string | null) => guestProfilesApi.shortenReferralLink({ body: { guestId: id, venueId } }),
    onSuccess: () => {
      notify(text('referrals.created'), { type: 'success' });
      return client.invalidateQueries({ queryKey: guestKey(id) });
    },
    onError: failed,
  });
  const anonymize = useMutation({
    mutationFn: () => guestProfilesApi.anonymize({ country, userId: id }),
    onSuccess: (profile) => {
      client.removeQueries({ queryKey: ['guestSearch'] });
      return done(profile, text('anonymize.done'));
    },
    onError: failed,
  });
  /** After an export: the access log now holds it. */
  const exported = () => void done(undefined, text('exportData.done'));
  return { update, consent, note, shorten, anonymize, exported };
}
