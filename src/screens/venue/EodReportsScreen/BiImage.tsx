import { Box, CircularProgress, Typography } from '@mui/material';
import { useMediaImage } from '@/app/media/useMediaImage';

/** The report's uploaded business-intelligence picture. */
export function BiImage({ mediaId, alt }: { mediaId: string; alt: string }) {
  const { url, isPending, error } = useMediaImage(mediaId);
  if (isPending) return <CircularProgress size={24} />;
  if (!url) return <Typography color="error">{error?.message}</Typography>;
  return <Box component="img" src={url} alt={alt} sx={{ display: 'block', maxWidth: '100%', maxHeight: 420, borderRadius: 1, border: 1, borderColor: 'divider' }} />;
}
