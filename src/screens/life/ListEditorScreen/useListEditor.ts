import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router';
import { listsApi } from '@generated/client/api/lists';
import { text } from './texts';
import type { ListValues, ListVersion, QuestionKind } from './types';

export const listKey = (id: string) => ['lists', 'version', id] as const;

/** One list version, its sibling versions, and what can be done with it. Each change puts the server's answer in place. */
export function useListEditor(id: string) {
  const client = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();
  const list = useQuery({ queryKey: listKey(id), queryFn: () => listsApi.getOne({ id }) });
  const type = list.data?.type;
  const country = list.data?.country;
  const versions = useQuery({
    queryKey: ['lists', 'byType', type, country],
    queryFn: () => listsApi.byType({ type: type!, country: country! }),
    enabled: Boolean(type && country),
  });

  /** The answer becomes the list shown; the overviews load again. */
  const settle = async (answer: ListVersion) => {
    client.setQueryData(listKey(answer.id), answer);
    await client.invalidateQueries({ queryKey: ['lists'], predicate: (q) => q.queryKey[1] !== 'version' });
    return answer;
  };

  const save = async (values: ListValues) => {
    const saved = await listsApi.update({ body: values });
    notify(text('states.saved'), { type: 'success' });
    return settle(saved);
  };

  return {
    list,
    versions,
    save,
    /** Publishing reloads the list: the published version comes back and replaces the draft shown. */
    publish: async (unsaved: ListValues | null) => {
      if (unsaved) await save(unsaved);
      const published = await listsApi.publish({ body: { listId: id } });
      notify(text('states.published'), { type: 'success', messageArgs: { version: published.listVersion } });
      await settle(published);
      await client.invalidateQueries({ queryKey: listKey(id) });
    },
    /** Saves unsaved changes first; the question is added to the version saved (or shown), so nothing is added over someone else's change. */
    newQuestion: async (kind: QuestionKind, unsaved: ListValues | null) => {
      const version = unsaved ? (await save(unsaved)).version : list.data!.version;
      return settle(await listsApi.newQuestion({ id, body: { kind, version } }));
    },
    newVersion: async () => {
      const draft = await listsApi.newVersion({ type: type!, country: country! });
      notify(text('states.newVersion'), { type: 'success', messageArgs: { version: draft.listVersion } });
      await settle(draft);
      navigate(`/life/lists/${draft.id}`);
    },
    copy: async (target: { country: ListVersion['country']; type: ListVersion['type'] }) => {
      const copy = await listsApi.copy({ body: { listId: id, ...target } });
      notify(text('states.copied'), { type: 'success', messageArgs: { version: copy.listVersion, country: target.country.toUpperCase() } });
      await settle(copy);
      navigate(`/life/lists/${copy.id}`);
    },
    reload: () => client.invalidateQueries({ queryKey: listKey(id) }),
  };
}

export type ListEditor = ReturnType<typeof useListEditor>;
