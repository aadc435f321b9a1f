import { useCanWrite } from '@/app/access/useCanWrite';

/** Whether the user may edit the venue's info (vp.vp.venueinfo.edit globally or at the venue). */
export function useCanEditInfo(venueId: string): boolean {
  return useCanWrite('venueInfo.setGeneral', { venueId });
}
