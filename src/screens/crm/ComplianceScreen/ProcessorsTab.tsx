import AddIcon from '@mui/icons-material/Add';
import { Button, Link, Stack } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { email, maxLength, required, TextArrayInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { DateInput } from '@/app/inputs/dates';
import { dataProcessorsApi } from '@generated/client/api/dataProcessors';
import type { DataProcessorRecord } from '@generated/shared/types/dataProcessors';
import { formatDate } from '@/shared/format';
import { ConfirmDialog } from '@/app/widgets/dialogs/ConfirmDialog';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { QueryView } from '@/app/widgets/QueryView';
import { RecordTable, type Column } from '@/app/widgets/RecordTable';
import { tableExport, XlsxExportButton } from '@/app/export';
import { editDeleteActions } from '@/app/widgets/IconAction';
import { text } from './texts';
import { useCanWrite } from '@/app/access/useCanWrite';

const KEY = ['dataProcessors'];
const field = (name: string) => `resources.dataProcessors.fields.${name}`;
type Values = Partial<DataProcessorRecord>;

/** The data processors: who processes guests' data for the group, why and where. */
export function ProcessorsTab() {
  const mayEdit = useCanWrite('dataProcessors.save');
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [editing, setEditing] = useState<Values | null>(null);
  const [deleting, setDeleting] = useState<DataProcessorRecord | null>(null);
  const query = useQuery({ queryKey: KEY, queryFn: async () => (await dataProcessorsApi.getList()) as unknown as DataProcessorRecord[] });
  const reload = () => client.invalidateQueries({ queryKey: KEY });
  const save = useMutation({
    mutationFn: (body: Values) => dataProcessorsApi.save({ body: body as never }),
    onSuccess: () => {
      notify(text('processors.saved'), { type: 'success' });
      return reload();
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => dataProcessorsApi.delete({ id }),
    onSuccess: () => {
      notify(text('processors.deleted'), { type: 'success' });
      return reload();
    },
    onError: (error) => notify(error.message, { type: 'error' }),
    onSettled: () => setDeleting(null),
  });
  const columns: Column<DataProcessorRecord>[] = [
    { label: translate(field('name')), render: (r) => (r.website ? <Link href={r.website} target="_blank" rel="noopener noreferrer">{r.name}</Link> : r.name), cell: { kind: 'text', value: (r) => r.name } },
    { label: translate(field('purpose')), render: (r) => r.purpose, cell: { kind: 'text', value: (r) => r.purpose } },
    { label: translate(field('location')), render: (r) => r.location, cell: { kind: 'text', value: (r) => r.location } },
    { label: translate(field('dataCategories')), render: (r) => (r.dataCategories ?? []).join(', '), cell: { kind: 'text', value: (r) => (r.dataCategories ?? []).join(', ') } },
    { label: translate(field('agreementSignedOn')), render: (r) => formatDate(r.agreementSignedOn), cell: { kind: 'date', value: (r) => r.agreementSignedOn } },
  ];
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {mayEdit && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ name: '', purpose: '', dataCategories: [] })}>
            {translate(text('processors.add'))}
          </Button>
        )}
        <XlsxExportButton disabled={!query.data?.length} job={() => tableExport('data-processors', translate(text('processors.caption')), columns, query.data ?? [])} />
      </Stack>
      <QueryView query={query} empty={{ when: (d) => d.length === 0, text: translate(text('processors.empty')) }}>
        {(rows) => (
          <RecordTable
            caption={translate(text('processors.caption'))}
            rows={rows}
            columns={columns}
            actions={editDeleteActions<DataProcessorRecord>({ editLabel: (r) => translate(text('processors.edit'), { name: r.name }), deleteLabel: (r) => translate(text('processors.delete'), { name: r.name }), onEdit: mayEdit ? (r) => setEditing(r) : undefined, onDelete: mayEdit ? (r) => setDeleting(r) : undefined })}
          />
        )}
      </QueryView>
      {editing && (
        <FormDialog<Values> title={editing.id ? translate(text('processors.edit'), { name: editing.name }) : translate(text('processors.create'))} defaultValues={editing} onSave={(v) => save.mutateAsync(v)} onClose={() => setEditing(null)}>
          <TextInput source="name" label={field('name')} validate={[required(), maxLength(200)]} autoFocus />
          <TextInput source="purpose" label={field('purpose')} validate={[required(), maxLength(1000)]} multiline minRows={2} />
          <TextInput source="location" label={field('location')} validate={maxLength(200)} />
          <TextInput source="website" label={field('website')} validate={maxLength(500)} />
          <TextInput source="contactEmail" label={field('contactEmail')} validate={[email(), maxLength(200)]} />
          <TextArrayInput source="dataCategories" label={field('dataCategories')} />
          <DateInput source="agreementSignedOn" label={field('agreementSignedOn')} />
        </FormDialog>
      )}
      {deleting && (
        <ConfirmDialog title={translate(text('processors.delete'), { name: deleting.name })} confirmLabel={translate('ra.action.delete')} destructive pending={remove.isPending} onConfirm={() => remove.mutate(deleting.id)} onClose={() => setDeleting(null)}>
          {translate(text('processors.confirm'), { name: deleting.name })}
        </ConfirmDialog>
      )}
    </Stack>
  );
}
