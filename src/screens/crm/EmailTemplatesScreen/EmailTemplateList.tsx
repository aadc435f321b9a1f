import { Link, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import { emailTemplatesApi } from '@generated/client/api/emailTemplates';
import type { EmailTemplateRecord } from '@generated/shared/types/emailTemplates';
import { useCanWrite } from '@/app/access/useCanWrite';
import { enumChoices, enumLabelKey } from '@/app/enums';
import { formatDateTime } from '@/shared/format';
import { CrmList } from '../CrmCommon/CrmList';
import { StatusChip } from '../CrmCommon/StatusChip';
import { common, LIST_STALE_TIME } from '../CrmCommon/texts';
import { useDuplicateDelete } from '../CrmCommon/useDuplicateDelete';
import { useEnabledColumn } from '../CrmCommon/useEnabledColumn';
import { keys, text, TYPE_ENUM } from './texts';

/** Every email template with its type and enabled switch; filter by type, search by name, duplicate, delete. */
export function EmailTemplateList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [type, setType] = useState('');
  const mayEdit = useCanWrite('emailTemplates.update');
  const query = useQuery({ queryKey: keys.email, queryFn: () => emailTemplatesApi.getList({}), staleTime: LIST_STALE_TIME });
  const enabled = useEnabledColumn<EmailTemplateRecord>({ label: translate('resources.emailTemplates.fields.enabled'), mayEdit, toggle: (t) => emailTemplatesApi.update({ body: { ...t, enabled: !t.enabled } }), invalidate: [keys.email] });
  const rows = useDuplicateDelete<EmailTemplateRecord>({ duplicate: (t) => emailTemplatesApi.duplicate({ body: { id: t.id } }), remove: (t) => emailTemplatesApi.delete({ id: t.id }), invalidate: [keys.email] });

  return (
    <>
      <CrmList
        query={query}
        caption={translate(text('tabs.email'))}
        emptyText={translate(text('list.empty'))}
        searchBy={(t) => t.name}
        keep={(t) => !type || t.type === type}
        filters={
          <TextField select size="small" label={translate('resources.emailTemplates.fields.type')} value={type} onChange={(e) => setType(e.target.value)} sx={{ width: 200 }} slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
            <MenuItem value="">{translate(text('list.allTypes'))}</MenuItem>
            {enumChoices(TYPE_ENUM).map((c) => (
              <MenuItem key={c.id} value={c.id}>
                {translate(c.name)}
              </MenuItem>
            ))}
          </TextField>
        }
        create={mayEdit ? { label: translate(text('list.new')), onClick: () => navigate('new') } : undefined}
        actions={mayEdit ? rows.buttons : undefined}
        exportName="email-templates"
        columns={[
          {
            label: translate('resources.emailTemplates.fields.name'),
            cell: { kind: 'text', value: (t) => t.name },
            render: (t) => (
              <Link component={RouterLink} to={t.id}>
                {t.name}
              </Link>
            ),
          },
          { label: translate('resources.emailTemplates.fields.type'), cell: { kind: 'text', value: (t) => (t.type ? translate(enumLabelKey(TYPE_ENUM, t.type)) : null) }, render: (t) => <StatusChip enumKey={TYPE_ENUM} value={t.type} /> },
          enabled,
          { label: translate('resources.emailTemplates.fields.subject'), cell: { kind: 'text', value: (t) => t.subject }, render: (t) => t.subject ?? '', sx: { maxWidth: 320, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } },
          { label: translate(common('labels.updated')), cell: { kind: 'datetime', value: (t) => t.updatedAt }, render: (t) => formatDateTime(t.updatedAt) },
        ]}
      />
      {rows.dialog}
    </>
  );
}
