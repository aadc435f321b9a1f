import { useSyncExternalStore } from 'react';
import { selectionStore, type Selection } from './selectionStore';

export function useSelection(): Selection {
  return useSyncExternalStore(selectionStore.subscribe, selectionStore.get, selectionStore.get);
}
