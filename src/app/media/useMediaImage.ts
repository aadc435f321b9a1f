import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { mediaApi } from '@generated/client/api/media';

/**
 * An uploaded picture to show: fetched with the user's token (an <img src> cannot send it), kept for the session and
 * shown from a local object URL, released when no longer shown. No id, no picture.
 */
export function useMediaImage(mediaId: string | null | undefined) {
  const image = useQuery({ queryKey: ['media', mediaId], queryFn: () => mediaApi.download({ id: mediaId! }), enabled: Boolean(mediaId), staleTime: Infinity });
  const url = useMemo(() => (image.data ? URL.createObjectURL(image.data) : null), [image.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, isPending: Boolean(mediaId) && image.isPending, isError: image.isError, error: image.error };
}
