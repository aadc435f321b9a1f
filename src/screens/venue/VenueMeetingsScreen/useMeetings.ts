import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { meetingInstancesApi } from '@generated/client/api/meetingInstances';
import { meetingsApi } from '@generated/client/api/meetings';
import { venueInfoApi } from '@generated/client/api/venueInfo';
import type { MeetingInstanceRecord } from '@generated/shared/types/meetingInstances';

export type Status = MeetingInstanceRecord['status'];
export const instancesKey = (venueId: string) => ['meetingInstances', venueId] as const;

/** A page of the venue's meeting instances, newest period first (the server pages and counts). */
export function useInstancePage(venueId: string, status: Status | '', page: number, perPage: number) {
  return useQuery({
    queryKey: [...instancesKey(venueId), 'list', status, page, perPage],
    queryFn: async ({ signal }) => {
      const result = await meetingInstancesApi.getByVenue({ venueId, status: status || undefined, page, perPage }, { signal });
      return { items: result.items, total: result.totalItems };
    },
    placeholderData: keepPreviousData,
  });
}

/** How often an open meeting that is running is read again, so that people holding it together see each other's changes. */
export const RUNNING_REFRESH_MS = 5_000;

export function useInstance(venueId: string, id: string) {
  return useQuery({
    queryKey: [...instancesKey(venueId), 'one', id],
    queryFn: () => meetingInstancesApi.getOne({ id }),
    refetchInterval: (query) => (query.state.data?.status === 'started' ? RUNNING_REFRESH_MS : false),
    refetchOnWindowFocus: true,
  });
}

/** The active meetings the venue holds (its country's and its own). */
export function useVenueMeetings(venueId: string, enabled = true) {
  return useQuery({ queryKey: ['meetings', 'venue', venueId], queryFn: () => meetingsApi.getByVenue({ venueId }), enabled });
}

/** The venue's users (id and name); none when the user may not read them. */
export function useVenueUsers(venueId: string) {
  return useQuery({
    queryKey: ['venueInfo', venueId, 'users'],
    queryFn: async () => (await venueInfoApi.getUsers({ venueId })).filter((u) => u.name).map((u) => ({ id: u.userId, name: u.name as string })),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

/** The venue's people, as suggestions for facilitator and attendees. */
export function useVenuePeople(venueId: string) {
  const users = useVenueUsers(venueId);
  return { ...users, data: users.data?.map((u) => u.name) };
}

/** What the steps of a running meeting change: notes, decisions, action items, step notes. */
export type StepChanges = Partial<Pick<MeetingInstanceRecord, 'notes' | 'mentions' | 'decisions' | 'actionItems' | 'stepNotes'>>;

/** The whole instance as an update sends it, at the version it was read at; a change is spread over it. */
const updateBody = (instance: MeetingInstanceRecord) => ({
  id: instance.id,
  version: instance.version,
  meetingId: instance.meetingId,
  venueId: instance.venueId,
  facilitator: instance.facilitator ?? null,
  attendees: instance.attendees ?? [],
  notes: instance.notes ?? null,
  decisions: instance.decisions ?? null,
  actionItems: instance.actionItems ?? [],
  stepNotes: instance.stepNotes ?? [],
});

/** Creating, starting, ending and noting instances; each reloads the venue's meetings. Errors reach the caller. */
export function useInstanceActions(venueId: string) {
  const client = useQueryClient();
  const reload = () => client.invalidateQueries({ queryKey: instancesKey(venueId) });
  return {
    create: useMutation({ mutationFn: (meetingId: string) => meetingInstancesApi.create({ body: { meetingId, venueId } }), onSuccess: reload }),
    start: useMutation({
      mutationFn: (body: { meetingInstanceId: string; facilitator: string; attendees: string[]; when: string }) => meetingInstancesApi.start({ body }),
      onSuccess: reload,
    }),
    end: useMutation({ mutationFn: (meetingInstanceId: string) => meetingInstancesApi.end({ body: { meetingInstanceId } }), onSuccess: reload }),
    goToStep: useMutation({ mutationFn: (body: { meetingInstanceId: string; step: number }) => meetingInstancesApi.goToStep({ body }), onSuccess: reload }),
    saveSteps: useMutation({
      mutationFn: async ({ instance, changes }: { instance: MeetingInstanceRecord; changes: StepChanges }) =>
        (await meetingInstancesApi.update({ body: { ...updateBody(instance), ...changes } })) as unknown as MeetingInstanceRecord,
      onSuccess: reload,
      onError: (error: Error & { status?: number }) => (error.status === 409 ? reload() : undefined),
    }),
    saveNotes: useMutation({
      mutationFn: (instance: MeetingInstanceRecord & { notes: string }) => meetingInstancesApi.update({ body: updateBody(instance) }),
      onSuccess: reload,
      onError: (error: Error & { status?: number }) => (error.status === 409 ? reload() : undefined),
    }),
  };
}
