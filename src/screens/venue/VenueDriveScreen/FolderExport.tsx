import { useTranslate } from 'react-admin';
import { XlsxExportButton } from '@/app/export';
import { enumLabelKey } from '@/app/enums';
import { text } from './texts';
import { DOMAIN_ENUM, type DriveListing } from './types';
import { useSizeText } from './useSizeText';

type Entry = { kind: 'folder'; folder: DriveListing['folders'][number] } | { kind: 'file'; file: DriveListing['files'][number] };

/**
 * Export of the folder shown, as its table lists it: sub-folders first, then files; sizes as shown (a folder's count
 * of files), the upload in the venue's time with who uploaded it in its own column, who sees a file in words.
 */
export function FolderExport({ listing, timeZone }: { listing: DriveListing; timeZone: string }) {
  const translate = useTranslate();
  const sizeText = useSizeText();
  const entries: Entry[] = [...listing.folders.map((folder) => ({ kind: 'folder' as const, folder })), ...listing.files.map((file) => ({ kind: 'file' as const, file }))];
  return (
    <XlsxExportButton<Entry>
      disabled={!entries.length}
      job={() => ({
        fileName: 'venue-drive',
        // The path as the breadcrumbs read it; Excel allows no slash in a sheet's name.
        sheetName: [translate(text('path.root')), ...listing.directory.split('/').filter(Boolean)].join(' - '),
        timeZone,
        columns: [
          { header: translate(text('columns.name')), kind: 'text' },
          { header: translate(text('columns.kind')), kind: 'text' },
          { header: translate(text('columns.size')), kind: 'text' },
          { header: translate(text('columns.uploaded')), kind: 'datetime' },
          { header: translate(text('columns.uploadedBy')), kind: 'text' },
          { header: translate(text('columns.sharing')), kind: 'text' },
        ],
        rows: entries,
        toCells: (list) =>
          list.map((entry) =>
            entry.kind === 'folder'
              ? [entry.folder.name, translate(text('kinds.folder')), translate(text('folder.files'), { smart_count: entry.folder.fileCount })]
              : [
                  entry.file.name,
                  translate(text('kinds.file')),
                  sizeText(entry.file.size),
                  entry.file.uploadedAt,
                  entry.file.uploadedBy,
                  translate(enumLabelKey(DOMAIN_ENUM, entry.file.domainPermission)),
                ],
          ),
      })}
    />
  );
}
