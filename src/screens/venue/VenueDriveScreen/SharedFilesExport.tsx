import { useTranslate } from 'react-admin';
import { XlsxExportButton } from '@/app/export';
import { enumLabelKey } from '@/app/enums';
import { text } from './texts';
import { DOMAIN_ENUM, type SharedFile } from './types';

/** Export of the files other venues share with this one, as their table lists them: who shares and with whom in words. */
export function SharedFilesExport({ files }: { files: SharedFile[] }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<SharedFile>
      disabled={!files.length}
      job={() => ({
        fileName: 'venue-drive-shared',
        sheetName: translate(text('shared.title')),
        columns: [
          { header: translate(text('columns.name')), kind: 'text' },
          { header: translate(text('columns.from')), kind: 'text' },
          { header: translate(text('columns.sharing')), kind: 'text' },
        ],
        rows: files,
        toCells: (list) => list.map((file) => [file.name, file.venueName, translate(enumLabelKey(DOMAIN_ENUM, file.domainPermission))]),
      })}
    />
  );
}
