import { useStore } from 'react-admin';

/** The first ten starred pages form the limited set shown directly; the rest sit under "more". */
export const STARRED_LIMIT = 10;

/** Starred pages by path, in the order they were starred; kept in the browser. */
export function useStarred() {
  const [starred, setStarred] = useStore<string[]>('starred', []);
  return {
    starred,
    isStarred: (path: string) => starred.includes(path),
    toggle: (path: string) => setStarred(starred.includes(path) ? starred.filter((p) => p !== path) : [...starred, path]),
    limited: starred.slice(0, STARRED_LIMIT),
    more: starred.slice(STARRED_LIMIT),
  };
}
