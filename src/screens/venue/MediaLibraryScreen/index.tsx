import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DownloadIcon from '@mui/icons-material/Download';
import ImageNotSupportedIcon from '@mui/icons-material/ImageNotSupported';
import UploadIcon from '@mui/icons-material/Upload';
import { Alert, Box, Button, Card, CardActions, CardContent, CardMedia, LinearProgress, Pagination, Stack, TextField, Typography } from '@mui/material';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { mediaApi, mediaEndpoints } from '@generated/client/api/media';
import { mediaLibraryApi } from '@generated/client/api/mediaLibrary';
import { useMediaImage } from '@/app/media/useMediaImage';
import { useSelection } from '@/app/selection/useSelection';
import { formatDateTime } from '@/shared/format';
import { downloadFrom, formatBytes } from '../../shared/download';
import { useCanWrite } from '@/app/access/useCanWrite';
import { MEDIA_ACCESS } from '@/shared/mediaAccess';
import { IconAction } from '@/app/widgets/IconAction';
import { text as t } from './texts';

type Picture = Awaited<ReturnType<typeof mediaLibraryApi.list>>['items'][number];
/** Pictures a page shows; the server pages the library. */
const PER_PAGE = 48;

/** A picture of the library, as a card's image. */
function Thumbnail({ picture }: { picture: Picture }) {
  const translate = useTranslate();
  const { url, isError } = useMediaImage(picture.id);
  if (isError)
    return (
      <Box sx={{ height: 160, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }} role="img" aria-label={translate(t('states.picture'))}>
        <ImageNotSupportedIcon color="disabled" />
      </Box>
    );
  return url ? <CardMedia component="img" image={url} alt={picture.name} sx={{ height: 160, objectFit: 'cover' }} /> : <Box sx={{ height: 160, bgcolor: 'action.hover' }} />;
}

function Library({ venueId }: { venueId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<Picture | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const pictures = useQuery({
    queryKey: ['mediaLibrary', venueId, query, page],
    queryFn: () => mediaLibraryApi.list({ venueId, query: query.trim() || undefined, page, perPage: PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  const totalPages = pictures.data?.totalPages ?? 1;
  const reload = () => client.invalidateQueries({ queryKey: ['mediaLibrary', venueId] });
  const mayUpload = useCanWrite({ permission: [MEDIA_ACCESS.medialibrary.write] }, { venueId });
  const mayDelete = useCanWrite({ permission: [MEDIA_ACCESS.medialibrary.remove] }, { venueId });
  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      for (const file of files) {
        const body = new FormData();
        body.append('venueId', venueId);
        body.append('file', file, file.name);
        await mediaApi.upload({ type: 'medialibrary', body });
        notify(t('done.uploaded'), { type: 'success', messageArgs: { name: file.name } });
      }
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
    onSettled: reload,
  });
  const remove = useMutation({
    mutationFn: (p: Picture) => mediaApi.remove({ id: p.id }),
    // The last picture of a page gone, the page before shows.
    onSuccess: () => {
      if (page > 1 && pictures.data?.items.length === 1) setPage(page - 1);
    },
    onSettled: reload,
  });

  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(t('intro'))}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField fullWidth={false} size="small" type="search" label={translate(t('search'))} value={query} onChange={(e) => {
            setQuery(e.target.value);
            setPage(1);
          }} />
        <Box sx={{ flexGrow: 1 }} />
        {mayUpload && (
          <>
            <Button variant="contained" startIcon={<UploadIcon />} onClick={() => input.current?.click()} disabled={upload.isPending}>
              {translate(t('upload'))}
            </Button>
            <input
              ref={input}
              type="file"
              accept="image/png,image/jpeg,image/gif,image/webp"
              multiple
              hidden
              data-testid="library-upload"
              onChange={(e) => {
                if (e.target.files?.length) upload.mutate([...e.target.files]);
                e.target.value = '';
              }}
            />
          </>
        )}
      </Stack>
      {(pictures.isFetching || upload.isPending) && <LinearProgress aria-label={translate(t('states.loading'))} sx={{ mb: 1 }} />}
      {pictures.isError && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => pictures.refetch()}>{translate(t('states.retry'))}</Button>}>
          {pictures.error.message}
        </Alert>
      )}
      {pictures.data && !pictures.data.items.length && (
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
          {translate(t('states.empty'))}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {pictures.data?.items.map((p) => (
          <Card component="li" key={p.id} variant="outlined">
            <Thumbnail picture={p} />
            <CardContent sx={{ pb: 0 }}>
              <Typography variant="subtitle2" noWrap title={p.name}>
                {p.name}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="div">
                {formatBytes(p.size)} · {translate(t('by'), { date: formatDateTime(p.uploadedAt), name: p.uploadedBy ?? '—' })}
              </Typography>
            </CardContent>
            <CardActions sx={{ justifyContent: 'flex-end' }}>
              <IconAction size="small" label={translate(t('download'), { name: p.name })} icon={<DownloadIcon fontSize="small" />} onClick={() => downloadFrom(mediaEndpoints.download, { id: p.id }, p.name).catch((e: Error) => notify(e.message, { type: 'error' }))} />
              {mayDelete && (
                <IconAction size="small" label={translate(t('delete'), { name: p.name })} icon={<DeleteOutlineIcon fontSize="small" />} onClick={() => setDeleting(p)} />
              )}
            </CardActions>
          </Card>
        ))}
      </Box>
      {totalPages > 1 && (
        <Stack sx={{ alignItems: 'center', mt: 2 }}>
          <Pagination count={totalPages} page={page} onChange={(_e, p) => setPage(p)} getItemAriaLabel={(type, p) => (type === 'start-ellipsis' || type === 'end-ellipsis' ? '' : translate(t(`paging.${type}`), { page: p ?? '' }))} />
        </Stack>
      )}
      <Confirm
        isOpen={Boolean(deleting)}
        loading={remove.isPending}
        title={t('deleteTitle')}
        content={t('deleteContent')}
        contentTranslateOptions={{ name: deleting?.name ?? '' }}
        confirm="ra.action.delete"
        confirmColor="warning"
        onConfirm={async () => {
          const picture = deleting!;
          await remove.mutateAsync(picture).then(
            () => notify(t('done.deleted'), { type: 'success', messageArgs: { name: picture.name } }),
            (e: Error) => notify(e.message, { type: 'error' }),
          );
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Box>
  );
}

/** The active venue's media library (route /vp/medialibrary). */
export default function MediaLibraryScreen() {
  const translate = useTranslate();
  const { venueId } = useSelection();
  if (!venueId) return <Alert severity="info">{translate(t('states.noVenue'))}</Alert>;
  return <Library key={venueId} venueId={venueId} />;
}
