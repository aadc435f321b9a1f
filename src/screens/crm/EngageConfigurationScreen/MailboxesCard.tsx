import AddIcon from '@mui/icons-material/Add';
import { Button, Card, CardContent, CardHeader, Chip, Link, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { email, maxLength, required, TextInput, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { emailSyncAccountsApi } from '@generated/client/api/emailSyncAccounts';
import { enumLabelKey, enumValues } from '@/app/enums';
import { formatDateTime } from '@/shared/format';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { QueryView } from '@/app/widgets/QueryView';
import { RecordTable, type Column } from '@/app/widgets/RecordTable';
import { tableExport, XlsxExportButton } from '@/app/export';
import { text } from './texts';
import { MAILBOXES_KEY, useMailboxes, type Mailbox } from './useMailboxes';
import { useCanWrite } from '@/app/access/useCanWrite';

const colour = (status: string) => (enumValues('emailSyncAccounts.syncState').find((v) => v.value === status)?.color ?? 'default') as 'default';

/** The mailboxes of the venue with their sync status; each opens its aliases. */
export function MailboxesCard({ venueId }: { venueId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [adding, setAdding] = useState(false);
  const mayEdit = useCanWrite('emailSyncAccounts.create', { venueId });
  const query = useMailboxes();
  const add = useMutation({
    mutationFn: (syncEmail: string) => emailSyncAccountsApi.create({ body: { venueId, syncEmail } }),
    onSuccess: () => {
      notify(text('mailboxes.added'), { type: 'success' });
      return client.invalidateQueries({ queryKey: MAILBOXES_KEY });
    },
  });
  const mine = (query.data ?? []).filter((m) => m.venueId === venueId);
  const aliases = (m: Mailbox) => translate(text('mailboxes.aliases'), { count: m.aliases.length });
  const status = (m: Mailbox) => translate(enumLabelKey('emailSyncAccounts.syncState', m.status ?? 'Pending'));
  const columns: Column<Mailbox>[] = [
    {
      label: translate('resources.emailSyncAccounts.fields.syncEmail'),
      render: (m) => (
        <Link component={RouterLink} to={`/crm/engage/configuration/email/${m.id}`} aria-label={translate(text('mailboxes.open'), { mailbox: m.syncEmail })}>
          {m.syncEmail}
        </Link>
      ),
      cell: { kind: 'text', value: (m) => m.syncEmail },
    },
    { label: translate('resources.emailSyncAccounts.fields.aliases'), render: aliases, cell: { kind: 'text', value: (m) => m.aliases.join(', ') } },
    { label: translate('resources.emailSyncAccounts.fields.status'), render: (m) => <Chip size="small" color={colour(m.status ?? 'Pending')} label={status(m)} />, cell: { kind: 'text', value: status } },
    { label: translate('resources.emailSyncAccounts.fields.lastSyncAt'), render: (m) => formatDateTime(m.lastSyncAt), cell: { kind: 'datetime', value: (m) => m.lastSyncAt } },
  ];
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader
        title={translate(text('mailboxes.title'))}
        subheader={translate(text('mailboxes.intro'))}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: titleId } }}
        action={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {mayEdit && (
              <Button startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                {translate(text('mailboxes.add'))}
              </Button>
            )}
            <XlsxExportButton disabled={!mine.length} job={() => tableExport('mailboxes', translate(text('mailboxes.title')), columns, mine)} />
          </Stack>
        }
      />
      <CardContent>
        <QueryView query={query}>
          {() => {
            if (!mine.length) return translate(text('mailboxes.empty'));
            return (
              <RecordTable
                caption={translate(text('mailboxes.title'))}
                rows={mine}
                columns={columns}
              />
            );
          }}
        </QueryView>
      </CardContent>
      {adding && (
        <FormDialog<{ syncEmail: string }> title={translate(text('mailboxes.add'))} defaultValues={{ syncEmail: '' }} onSave={(v) => add.mutateAsync(v.syncEmail)} onClose={() => setAdding(false)}>
          <TextInput source="syncEmail" type="email" label="resources.emailSyncAccounts.fields.syncEmail" validate={[required(), email(), maxLength(200)]} autoFocus />
        </FormDialog>
      )}
    </Card>
  );
}
