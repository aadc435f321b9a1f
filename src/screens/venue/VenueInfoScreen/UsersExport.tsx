import { useTranslate } from 'react-admin';
import type { venueInfoApi } from '@generated/client/api/venueInfo';
import { XlsxExportButton } from '@/app/export';
import { text } from './texts';

type User = Awaited<ReturnType<typeof venueInfoApi.getUsers>>[number];

/** Export of the people holding a role at the venue, as the card lists them: roles in words, one cell. */
export function UsersExport({ users }: { users: User[] }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<User>
      disabled={!users.length}
      job={() => ({
        fileName: 'venue-users',
        sheetName: translate(text('users.title')),
        columns: [
          { header: translate(text('users.name')), kind: 'text' },
          { header: translate(text('users.email')), kind: 'text' },
          { header: translate(text('users.phone')), kind: 'text' },
          { header: translate(text('users.roles')), kind: 'text' },
        ],
        rows: users,
        toCells: (list) => list.map((u) => [u.name, u.email, u.phone, u.roles.map((code) => translate(`contactRoles.${code}`, { _: code })).join(', ')]),
      })}
    />
  );
}
