import { Box, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { mediaApi } from '@generated/client/api/media';

/** An uploaded image fetched with the user's token (an <img src> cannot send it) and shown from a local object URL. */
export function BiImage({ mediaId, alt }: { mediaId: string; alt: string }) {
  const image = useQuery({ queryKey: ['media', mediaId], queryFn: () => mediaApi.download({ id: mediaId }), staleTime: Infinity });
  const url = useMemo(() => (image.data ? URL.createObjectURL(image.data) : null), [image.data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (image.isPending) return <CircularProgress size={24} />;
  if (image.isError || !url) return <Typography color="error">{image.error?.message}</Typography>;
  return <Box component="img" src={url} alt={alt} sx={{ display: 'block', maxWidth: '100%', maxHeight: 420, borderRadius: 1, border: 1, borderColor: 'divider' }} />;
}
