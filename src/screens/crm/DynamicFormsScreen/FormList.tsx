import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { CircularProgress, IconButton, Link, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import { dynamicFormsApi } from '@generated/client/api/dynamicForms';
import { ActiveChip } from '../CrmCommon/ActiveChip';
import { CrmList } from '../CrmCommon/CrmList';
import { common, LIST_STALE_TIME } from '../CrmCommon/texts';
import { useDuplicateDelete } from '../CrmCommon/useDuplicateDelete';
import { keys, text } from './texts';
import { useExport } from './useExport';
import { useCanWrite } from '@/app/access/useCanWrite';

type Form = Awaited<ReturnType<typeof dynamicFormsApi.getList>>[number];

export function FormList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const exportForm = useExport();
  const mayEdit = useCanWrite('dynamicForms.update');
  const query = useQuery({ queryKey: keys.list, queryFn: () => dynamicFormsApi.getList({}), staleTime: LIST_STALE_TIME });
  const rows = useDuplicateDelete<Form>({
    duplicate: (f) => dynamicFormsApi.duplicate({ body: { id: f.id } }),
    remove: (f) => dynamicFormsApi.delete({ id: f.id }),
    invalidate: [keys.all],
    deleteText: (f) => translate(text('list.deleteText'), { smart_count: f.submissions }),
  });
  const exportLabel = translate(text('list.export'));
  return (
    <>
      <CrmList
        query={query}
        caption={translate(text('tabs.forms'))}
        emptyText={translate(text('list.empty'))}
        create={mayEdit ? { label: translate(text('list.new')), onClick: () => navigate('new') } : undefined}
        actions={(f) => (
          <>
            <Tooltip title={exportLabel}>
              <span>
                <IconButton onClick={() => void exportForm.run(f)} disabled={exportForm.anyBusy} aria-busy={exportForm.busy(f.id)} aria-label={`${exportLabel}: ${f.name}`}>
                  {exportForm.busy(f.id) ? <CircularProgress size={18} /> : <FileDownloadIcon fontSize="small" />}
                </IconButton>
              </span>
            </Tooltip>
            {mayEdit && rows.buttons(f)}
          </>
        )}
        exportName="dynamic-forms"
        columns={[
          {
            label: translate('resources.dynamicForms.fields.name'),
            cell: { kind: 'text', value: (f) => f.name },
            render: (f) => (
              <Link component={RouterLink} to={f.id}>
                {f.name}
              </Link>
            ),
          },
          { label: translate(common('labels.status')), cell: { kind: 'text', value: (f) => translate(common(f.isActive ? 'labels.active' : 'labels.inactive')) }, render: (f) => <ActiveChip active={f.isActive} /> },
          { label: translate(text('list.questions')), cell: { kind: 'number', value: (f) => (f.fields ?? []).length }, render: (f) => (f.fields ?? []).length, align: 'right' },
          { label: translate(text('list.venues')), cell: { kind: 'number', value: (f) => (f.venueIds ?? []).length }, render: (f) => (f.venueIds ?? []).length, align: 'right' },
          { label: translate(text('list.submissions')), cell: { kind: 'number', value: (f) => f.submissions }, render: (f) => f.submissions, align: 'right' },
        ]}
      />
      {rows.dialog}
    </>
  );
}
