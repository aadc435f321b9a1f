import { useSearchParams } from 'react-router';

interface TabParamOptions {
  /** The first tab leaves `tab` out of the URL, so that the page's plain address opens it. */
  omitInitial?: boolean;
  /** Each change of tab is a step of the browser's history (Back returns to the tab before). */
  history?: boolean;
}

/** The open tab of a page, kept in the URL's `tab` so that a link or a reload opens the same tab. */
export function useTabParam<T extends string>(tabs: readonly T[], initial: T, { omitInitial = false, history = false }: TabParamOptions = {}): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const tab = tabs.find((t) => t === params.get('tab')) ?? initial;
  const select = (next: T) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        if (omitInitial && next === initial) out.delete('tab');
        else out.set('tab', next);
        return out;
      },
      { replace: !history },
    );
  return [tab, select];
}
