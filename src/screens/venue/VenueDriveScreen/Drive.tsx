import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { useCanWrite } from '@/app/access/useCanWrite';
import { useSessionVenue } from '@/app/session/useSessionVenue';
import { VenueTimeNote } from '@/app/widgets/VenueTimeNote';
import { DrivePath } from './DrivePath';
import { DriveTable } from './DriveTable';
import { FolderExport } from './FolderExport';
import { NewFolderDialog } from './NewFolderDialog';
import { SharedFiles } from './SharedFiles';
import { text } from './texts';
import type { Deletion } from './types';
import { useDirectory, useDriveActions } from './useDrive';

/** The venue's drive: the folder in the URL (`?dir=/Menus`), its contents, uploads and the files shared with it. */
export function Drive({ venueId }: { venueId: string }) {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const directory = params.get('dir') || '/';
  const listing = useDirectory(venueId, directory);
  const actions = useDriveActions(venueId);
  const mayChange = useCanWrite('venueDrive.deleteFile', { venueId });
  const { venue, timeZone } = useSessionVenue(venueId);
  const [newFolder, setNewFolder] = useState(false);
  const [deletion, setDeletion] = useState<Deletion | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const open = (path: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (path === '/') next.delete('dir');
      else next.set('dir', path);
      return next;
    });

  const upload = (files: FileList | null) => {
    if (files?.length) actions.upload.mutate({ files: [...files], directory });
    if (fileInput.current) fileInput.current.value = '';
  };

  const confirmDelete = async () => {
    if (deletion?.kind === 'file') await actions.removeFile.mutateAsync(deletion.file).catch(() => undefined);
    if (deletion?.kind === 'folder') await actions.removeFolder.mutateAsync(deletion.folder).catch(() => undefined);
    setDeletion(null);
  };

  const data = listing.data;
  return (
    <Box>
      <VenueTimeNote timeZone={timeZone} venue={venue?.name ?? venueId} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <DrivePath directory={data?.directory ?? directory} onOpen={open} />
        {data && <FolderExport listing={data} timeZone={timeZone} />}
        {mayChange && (
          <>
            <Button startIcon={<CreateNewFolderIcon />} onClick={() => setNewFolder(true)} disabled={!data}>
              {translate(text('actions.newFolder'))}
            </Button>
            <Button variant="contained" startIcon={<UploadFileIcon />} onClick={() => fileInput.current?.click()} disabled={!data || actions.upload.isPending}>
              {translate(text('actions.upload'))}
            </Button>
            <input ref={fileInput} type="file" multiple hidden data-testid="drive-upload" onChange={(e) => upload(e.target.files)} />
          </>
        )}
      </Stack>
      {actions.upload.isPending && <LinearProgress aria-label={translate(text('states.uploading'), { name: '' })} sx={{ mb: 1 }} />}
      {listing.isPending && <LinearProgress aria-label={translate(text('states.loading'))} />}
      {listing.isError && (
        <Alert
          severity="error"
          action={
            directory === '/' ? (
              <Button color="inherit" size="small" onClick={() => listing.refetch()}>
                {translate(text('actions.retry'))}
              </Button>
            ) : (
              <Button color="inherit" size="small" onClick={() => open('/')}>
                {translate(text('path.up'), { name: translate(text('path.root')) })}
              </Button>
            )
          }
        >
          {listing.error.message}
        </Alert>
      )}
      {data && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          {data.folders.length || data.files.length ? (
            <DriveTable
              folders={data.folders}
              files={data.files}
              onOpen={open}
              onDownload={actions.download}
              onDelete={mayChange ? setDeletion : undefined}
              onSharing={mayChange ? (file, domainPermission) => actions.setSharing.mutate({ file, domainPermission }) : undefined}
              busy={actions.setSharing.isPending}
              timeZone={timeZone}
            />
          ) : (
            <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
              {translate(text('states.empty'))}
            </Typography>
          )}
        </Paper>
      )}
      {data && <SharedFiles files={data.shared} onDownload={actions.download} />}
      {newFolder && <NewFolderDialog directory={data?.directory ?? directory} create={(name) => actions.createFolder.mutateAsync({ directory: data?.directory ?? directory, name })} onClose={() => setNewFolder(false)} />}
      {deletion && (
        <Confirm
          isOpen
          loading={actions.removeFile.isPending || actions.removeFolder.isPending}
          title={text(deletion.kind === 'file' ? 'remove.fileTitle' : 'remove.folderTitle')}
          content={text(deletion.kind === 'file' ? 'remove.file' : 'remove.folder')}
          translateOptions={{ name: deletion.kind === 'file' ? deletion.file.name : deletion.folder.name }}
          contentTranslateOptions={deletion.kind === 'file' ? { name: deletion.file.name } : { name: deletion.folder.name, smart_count: deletion.folder.fileCount }}
          confirm="ra.action.delete"
          confirmColor="warning"
          onConfirm={confirmDelete}
          onClose={() => setDeletion(null)}
        />
      )}
    </Box>
  );
}
