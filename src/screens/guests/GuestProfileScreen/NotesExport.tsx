import { useTranslate } from 'react-admin';
import { XlsxExportButton } from '@/app/export';
import { text } from './texts';
import type { GuestProfile } from './useGuestProfile';

type Note = GuestProfile['notes'][number];

/** Export of the staff notes about the guest as listed, newest first: the note, who wrote it, when and about which visit. */
export function NotesExport({ notes }: { notes: Note[] }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<Note>
      disabled={!notes.length}
      job={() => ({
        fileName: 'guest-notes',
        sheetName: translate(text('tabs.notes')),
        columns: [
          { header: translate(text('export.note')), kind: 'text' },
          { header: translate(text('export.writtenBy')), kind: 'text' },
          { header: translate(text('export.created')), kind: 'datetime' },
          { header: translate(text('export.venue')), kind: 'text' },
        ],
        rows: notes,
        toCells: (rows) => rows.map((n) => [n.text, n.createdByName, n.createdAt, n.venueName]),
      })}
    />
  );
}
