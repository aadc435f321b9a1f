import { useCanWrite } from '@/app/access/useCanWrite';

/** Whether the user may change the lists of a country: vp.life.lists.edit globally or at one of its venues. */
export function useCanEditLists(country: string | null | undefined): boolean {
  return useCanWrite('lists.update', { country });
}
