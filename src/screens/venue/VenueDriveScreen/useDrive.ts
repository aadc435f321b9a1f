import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { mediaApi } from '@generated/client/api/media';
import { venueDriveApi, venueDriveEndpoints } from '@generated/client/api/venueDrive';
import { enumLabelKey } from '@/app/enums';
import { downloadFrom } from '../../shared/download';
import { text } from './texts';
import { DOMAIN_ENUM, type DomainPermission, type DriveFile } from './types';

export const driveKey = (venueId: string) => ['venueDrive', venueId] as const;

/** One folder of the venue's drive. */
export function useDirectory(venueId: string, directory: string) {
  return useQuery({ queryKey: [...driveKey(venueId), directory], queryFn: () => venueDriveApi.listDirectory({ venueId, directory }) });
}

/**
 * Everything the drive can do. Each change reloads every folder of the venue that is loaded (a deleted folder
 * changes its parent's counts; an upload can create folders). Failures reach the caller, which shows them where
 * they belong (a dialog) or as a notification.
 */
export function useDriveActions(venueId: string) {
  const client = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const reload = () => client.invalidateQueries({ queryKey: driveKey(venueId) });
  const failed = (error: Error) => notify(error.message, { type: 'error' });

  const createFolder = useMutation({
    mutationFn: (input: { directory: string; name: string }) => venueDriveApi.createDirectory({ body: { venueId, ...input } }),
    onSuccess: (folder) => {
      notify(text('done.folder'), { type: 'success', messageArgs: { name: folder.name } });
      return reload();
    },
  });

  const upload = useMutation({
    mutationFn: async ({ files, directory }: { files: File[]; directory: string }) => {
      for (const file of files) {
        const body = new FormData();
        body.append('venueId', venueId);
        body.append('folder', directory);
        body.append('file', file, file.name);
        await mediaApi.upload({ type: 'venuedrive', body });
        notify(text('done.uploaded'), { type: 'success', messageArgs: { name: file.name } });
      }
    },
    onSettled: reload,
    onError: failed,
  });

  const removeFile = useMutation({
    mutationFn: (file: DriveFile) => venueDriveApi.deleteFile({ venueId, fileId: file.id }),
    onSuccess: (_r, file) => {
      notify(text('done.deleted'), { type: 'success', messageArgs: { name: file.name } });
      return reload();
    },
    onError: failed,
  });

  const removeFolder = useMutation({
    mutationFn: (folder: { path: string; name: string }) => venueDriveApi.deleteDirectory({ venueId, directory: folder.path }),
    onSuccess: (_r, folder) => {
      notify(text('done.deleted'), { type: 'success', messageArgs: { name: folder.name } });
      return reload();
    },
    onError: failed,
  });

  const setSharing = useMutation({
    mutationFn: ({ file, domainPermission }: { file: DriveFile; domainPermission: DomainPermission }) => venueDriveApi.setDomainPermission({ fileId: file.id, venueId, body: { domainPermission } }),
    onSuccess: (file) => {
      notify(text('done.sharing'), { type: 'success', messageArgs: { name: file.name, who: translate(enumLabelKey(DOMAIN_ENUM, file.domainPermission)) } });
      return reload();
    },
    onError: failed,
  });

  const download = (file: { id: string; name: string }) => downloadFrom(venueDriveEndpoints.download, { venueId, fileId: file.id }, file.name).catch(failed);

  return { createFolder, upload, removeFile, removeFolder, setSharing, download };
}
