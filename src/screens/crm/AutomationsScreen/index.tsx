import { Chip, Link, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import { automationsApi } from '@generated/client/api/automations';
import type { AutomationRecord } from '@generated/shared/types/automations';
import { useCanWrite } from '@/app/access/useCanWrite';
import { enumLabelKey } from '@/app/enums';
import { formatDateTime } from '@/shared/format';
import { CrmList } from '../CrmCommon/CrmList';
import { StatusChip } from '../CrmCommon/StatusChip';
import { common, LIST_STALE_TIME } from '../CrmCommon/texts';
import { useDuplicateDelete } from '../CrmCommon/useDuplicateDelete';
import { useEnabledColumn } from '../CrmCommon/useEnabledColumn';
import { ACTION_ENUM, keys, text, TRIGGER_ENUM } from './texts';

/** Every automation: when it runs, what it does, whether it is on; the editor is at /crm/templates/{id}. */
export default function AutomationsScreen() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const query = useQuery({ queryKey: keys.all, queryFn: () => automationsApi.getList({}), staleTime: LIST_STALE_TIME });
  const mayEdit = useCanWrite('automations.update');
  const enabled = useEnabledColumn<AutomationRecord>({ label: translate('resources.automations.fields.enabled'), mayEdit, toggle: (a) => automationsApi.update({ body: { ...a, enabled: !a.enabled } }), invalidate: [keys.all] });
  const rows = useDuplicateDelete<AutomationRecord>({ duplicate: (a) => automationsApi.duplicate({ body: { id: a.id } }), remove: (a) => automationsApi.delete({ id: a.id }), invalidate: [keys.all] });

  return (
    <>
      <CrmList
        query={query}
        caption={translate('resources.automations.name', { smart_count: 2 })}
        emptyText={translate(text('empty'))}
        searchBy={(a) => a.name}
        create={mayEdit ? { label: translate(text('new')), onClick: () => navigate('/crm/templates/new') } : undefined}
        actions={mayEdit ? rows.buttons : undefined}
        exportName="automations"
        columns={[
          {
            label: translate('resources.automations.fields.name'),
            cell: { kind: 'text', value: (a) => a.name },
            render: (a) => (
              <Link component={RouterLink} to={`/crm/templates/${a.id}`}>
                {a.name}
              </Link>
            ),
          },
          enabled,
          {
            label: translate(text('when')),
            cell: { kind: 'text', value: (a) => (a.triggers ?? []).map((t) => translate(enumLabelKey(TRIGGER_ENUM, t.type))).join(', ') },
            render: (a) => (
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {(a.triggers ?? []).map((t) => (
                  <Chip key={t.type} size="small" variant="outlined" label={translate(enumLabelKey(TRIGGER_ENUM, t.type))} />
                ))}
                {(a.conditions ?? []).length > 0 && <Chip size="small" label={translate(text('conditions'), { smart_count: a.conditions!.length })} />}
              </Stack>
            ),
          },
          {
            label: translate(text('then')),
            cell: { kind: 'text', value: (a) => (a.actions ?? []).map((action) => translate(enumLabelKey(ACTION_ENUM, action.type))).join(', ') },
            render: (a) => (
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {(a.actions ?? []).map((action, i) => (
                  <StatusChip key={action.id ?? i} enumKey={ACTION_ENUM} value={action.type} />
                ))}
              </Stack>
            ),
          },
          { label: translate(common('labels.updated')), cell: { kind: 'datetime', value: (a) => a.updatedAt }, render: (a) => formatDateTime(a.updatedAt) },
        ]}
      />
      {rows.dialog}
    </>
  );
}
