import AddIcon from '@mui/icons-material/Add';
import { Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { maxLength, regex, required, TextInput, useNotify, useTranslate } from 'react-admin';
import { messengerIdentitiesApi } from '@generated/client/api/messengerIdentities';
import type { MessengerIdentitieRecord } from '@generated/shared/types/messengerIdentities';
import { enumLabelKey } from '@/app/enums';
import { EnumInput } from '@/app/inputs/EnumInput';
import { ConfirmDialog } from '@/app/widgets/dialogs/ConfirmDialog';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { QueryView } from '@/app/widgets/QueryView';
import { RecordTable, type Column } from '@/app/widgets/RecordTable';
import { tableExport, XlsxExportButton } from '@/app/export';
import { editDeleteActions } from '@/app/widgets/IconAction';
import { text } from './texts';
import { useCanWrite } from '@/app/access/useCanWrite';

const field = (name: string) => `resources.messengerIdentities.fields.${name}`;
type Body = Parameters<typeof messengerIdentitiesApi.create>[0]['body'];

/** The Facebook and Instagram pages of the venue: connect one, disconnect one. */
export function IdentitiesCard({ venueId }: { venueId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const key = ['messengerIdentities', venueId];
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<MessengerIdentitieRecord | null>(null);
  const mayEdit = useCanWrite('messengerIdentities.create', { venueId });
  const query = useQuery({ queryKey: key, queryFn: async () => (await messengerIdentitiesApi.getList({ venueId })) as unknown as MessengerIdentitieRecord[] });
  const add = useMutation({
    mutationFn: (body: Body) => messengerIdentitiesApi.create({ body }),
    onSuccess: () => {
      notify(text('identities.added'), { type: 'success' });
      return client.invalidateQueries({ queryKey: key });
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => messengerIdentitiesApi.delete({ id }),
    onSuccess: () => {
      notify(text('identities.removed'), { type: 'success' });
      return client.invalidateQueries({ queryKey: key });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
    onSettled: () => setRemoving(null),
  });
  const platform = (r: MessengerIdentitieRecord) => translate(enumLabelKey('messengerIdentities.messengerPlatform', r.platform));
  const columns: Column<MessengerIdentitieRecord>[] = [
    { label: translate(field('platform')), render: platform, cell: { kind: 'text', value: platform } },
    { label: translate(field('pageName')), render: (r) => r.pageName, cell: { kind: 'text', value: (r) => r.pageName } },
    { label: translate(field('pageId')), render: (r) => <Typography variant="body2" component="code">{r.pageId}</Typography>, cell: { kind: 'text', value: (r) => r.pageId } },
  ];
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader
        title={translate(text('identities.title'))}
        subheader={translate(text('identities.intro'))}
        slotProps={{ title: { component: 'h2', variant: 'h6', id: titleId } }}
        action={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {mayEdit && (
              <Button startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                {translate(text('identities.add'))}
              </Button>
            )}
            <XlsxExportButton disabled={!query.data?.length} job={() => tableExport('messenger-pages', translate(text('identities.title')), columns, query.data ?? [])} />
          </Stack>
        }
      />
      <CardContent>
        <QueryView query={query} empty={{ when: (d) => d.length === 0, text: translate(text('identities.empty')) }}>
          {(rows) => (
            <RecordTable
              caption={translate(text('identities.title'))}
              rows={rows}
              columns={columns}
              actions={editDeleteActions<MessengerIdentitieRecord>({ deleteLabel: (r) => translate(text('identities.remove'), { name: r.pageName }), onDelete: mayEdit ? (r) => setRemoving(r) : undefined })}
            />
          )}
        </QueryView>
      </CardContent>
      {adding && (
        <FormDialog<Body> title={translate(text('identities.add'))} defaultValues={{ venueId, platform: 'Facebook', pageId: '', pageName: '' }} onSave={(v) => add.mutateAsync({ ...v, venueId })} onClose={() => setAdding(false)}>
          <Stack>
            <EnumInput source="platform" enumKey="messengerIdentities.messengerPlatform" label={field('platform')} validate={required()} />
            <TextInput source="pageId" label={field('pageId')} validate={[required(), maxLength(60), regex(/^[0-9A-Za-z_.-]+$/)]} />
            <TextInput source="pageName" label={field('pageName')} validate={[required(), maxLength(120)]} />
          </Stack>
        </FormDialog>
      )}
      {removing && (
        <ConfirmDialog title={translate(text('identities.remove'), { name: removing.pageName })} confirmLabel={translate('ra.action.delete')} destructive pending={remove.isPending} onConfirm={() => remove.mutate(removing.id)} onClose={() => setRemoving(null)}>
          {translate(text('identities.confirm'), { name: removing.pageName })}
        </ConfirmDialog>
      )}
    </Card>
  );
}
