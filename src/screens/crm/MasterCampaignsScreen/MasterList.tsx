import { Alert, Box, Link } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import { masterCampaignsApi } from '@generated/client/api/masterCampaigns';
import { enumLabelKey } from '@/app/enums';
import { formatDate, formatDateTime } from '@/shared/format';
import { CrmList } from '../CrmCommon/CrmList';
import { InputDialog } from '../CrmCommon/InputDialog';
import { StatusChip } from '../CrmCommon/StatusChip';
import { common, LIST_STALE_TIME } from '../CrmCommon/texts';
import { useCrmMutation } from '../CrmCommon/useCrmMutation';
import { keys, MASTER_ENUM, text } from './texts';
import { useCanWrite } from '@/app/access/useCanWrite';

/** Every master campaign, newest first, searchable by name; head office starts new ones here. */
export function MasterList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  // Master campaigns are head office's: changing them needs the write permission globally.
  const hq = useCanWrite('masterCampaigns.update', 'global');
  const [creating, setCreating] = useState(false);
  const query = useQuery({ queryKey: keys.list, queryFn: () => masterCampaignsApi.getList({}), staleTime: LIST_STALE_TIME });
  const create = useCrmMutation({ mutationFn: (name: string) => masterCampaignsApi.create({ body: { name, venueIds: [] } }), invalidate: [keys.all], notifyErrors: false });

  return (
    <Box>
      {!hq && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(text('list.readOnly'))}
        </Alert>
      )}
      <CrmList
        query={query}
        caption={translate('resources.masterCampaigns.name', { smart_count: 2 })}
        emptyText={translate(text('list.empty'))}
        searchBy={(m) => m.name}
        create={hq ? { label: translate(text('list.new')), onClick: () => setCreating(true) } : undefined}
        exportName="master-campaigns"
        columns={[
          {
            label: translate('resources.masterCampaigns.fields.name'),
            cell: { kind: 'text', value: (m) => m.name },
            render: (m) => (
              <Link component={RouterLink} to={m.id}>
                {m.name}
              </Link>
            ),
          },
          {
            label: translate('resources.masterCampaigns.fields.status'),
            cell: { kind: 'text', value: (m) => (m.status === null || m.status === undefined ? null : translate(enumLabelKey(MASTER_ENUM, m.status))) },
            render: (m) => <StatusChip enumKey={MASTER_ENUM} value={m.status} />,
          },
          { label: translate('resources.masterCampaigns.fields.emailDate'), cell: { kind: 'date', value: (m) => m.emailDate }, render: (m) => formatDate(m.emailDate) },
          { label: translate(text('list.venues')), cell: { kind: 'number', value: (m) => (m.venueIds ?? []).length }, render: (m) => (m.venueIds ?? []).length, align: 'right' },
          { label: translate(common('labels.updated')), cell: { kind: 'datetime', value: (m) => m.updatedAt }, render: (m) => formatDateTime(m.updatedAt) },
        ]}
      />
      {creating && (
        <InputDialog
          title={translate(text('list.newTitle'))}
          text={translate(text('list.newText'))}
          label={translate('resources.masterCampaigns.fields.name')}
          field="name"
          required
          multiline={false}
          confirmLabel={translate(text('list.create'))}
          onConfirm={async (name) => navigate((await create.mutateAsync(name)).id)}
          onClose={() => setCreating(false)}
        />
      )}
    </Box>
  );
}
