import InventoryIcon from '@mui/icons-material/Inventory2';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { Box, Button, Link, Stack, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import { bookingFormsApi } from '@generated/client/api/bookingForms';
import { useCanWrite } from '@/app/access/useCanWrite';
import { useHasPermission } from '../CrmCommon/access';
import { ActiveChip } from '../CrmCommon/ActiveChip';
import { CrmList } from '../CrmCommon/CrmList';
import { InputDialog } from '../CrmCommon/InputDialog';
import { common, LIST_STALE_TIME } from '../CrmCommon/texts';
import { useCrmMutation } from '../CrmCommon/useCrmMutation';
import { FieldIcon, useFieldTypeName } from './FieldIcon';
import { keys, text } from './texts';

/** Every booking form with its fields at a glance; submissions and products are one click away. Forms are not deleted. */
export function BookingFormList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const typeName = useFieldTypeName();
  const mayProducts = useHasPermission('vp.crm.bookingproducts.view');
  const [creating, setCreating] = useState(false);
  const mayCreate = useCanWrite('bookingForms.create');
  const query = useQuery({ queryKey: keys.all, queryFn: () => bookingFormsApi.getList({}), staleTime: LIST_STALE_TIME });
  const create = useCrmMutation({ mutationFn: (formName: string) => bookingFormsApi.create({ body: { formName } }), invalidate: [keys.all], notifyErrors: false });
  return (
    <Box>
      <CrmList
        query={query}
        caption={translate('resources.bookingForms.name', { smart_count: 2 })}
        emptyText={translate(text('list.empty'))}
        tools={
          <>
            <Button component={RouterLink} to="/crm/booking-form-submissions" startIcon={<ListAltIcon />}>
              {translate(text('list.submissions'))}
            </Button>
            {mayProducts && (
              <Button component={RouterLink} to="/crm/booking-products" startIcon={<InventoryIcon />}>
                {translate(text('list.products'))}
              </Button>
            )}
          </>
        }
        create={mayCreate ? { label: translate(text('list.new')), onClick: () => setCreating(true) } : undefined}
        exportName="booking-forms"
        columns={[
          {
            label: translate('resources.bookingForms.fields.formName'),
            cell: { kind: 'text', value: (f) => f.formName },
            render: (f) => (
              <Link component={RouterLink} to={f.id}>
                {f.formName}
              </Link>
            ),
          },
          {
            label: translate(common('labels.status')),
            cell: { kind: 'text', value: (f) => translate(common(f.isActive ? 'labels.active' : 'labels.inactive')) },
            render: (f) => <ActiveChip active={f.isActive} />,
          },
          {
            label: translate('resources.bookingForms.fields.fields'),
            cell: { kind: 'text', value: (f) => f.fields.map((field) => (field.label ? `${typeName(field.technicalType)}: ${field.label}` : typeName(field.technicalType))).join(', ') },
            render: (f) => (
              <Stack direction="row" spacing={0.5} role="group" aria-label={translate(text('list.fieldCount'), { smart_count: f.fields.length })}>
                {f.fields.map((field, i) => (
                  <Tooltip key={field.id ?? i} title={field.label ? `${typeName(field.technicalType)}: ${field.label}` : typeName(field.technicalType)}>
                    {/* An icon named by its tooltip. */}
                    <span role="img">
                      <FieldIcon icon={field.icon} />
                    </span>
                  </Tooltip>
                ))}
              </Stack>
            ),
          },
        ]}
      />
      {creating && (
        <InputDialog
          title={translate(text('list.newTitle'))}
          label={translate('resources.bookingForms.fields.formName')}
          field="formName"
          required
          multiline={false}
          confirmLabel={translate(text('list.create'))}
          onConfirm={async (formName) => navigate((await create.mutateAsync(formName)).id)}
          onClose={() => setCreating(false)}
        />
      )}
    </Box>
  );
}
