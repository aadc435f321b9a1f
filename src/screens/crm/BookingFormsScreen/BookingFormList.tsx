import AddIcon from '@mui/icons-material/Add';
import InventoryIcon from '@mui/icons-material/Inventory2';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { Box, Button, Chip, Link, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import { bookingFormsApi } from '@generated/client/api/bookingForms';
import { useCanWrite } from '@/app/access/useCanWrite';
import { useHasPermission } from '../CrmCommon/access';
import { InputDialog } from '../CrmCommon/InputDialog';
import { QueryView } from '../CrmCommon/QueryView';
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
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to="/crm/booking-form-submissions" startIcon={<ListAltIcon />}>
          {translate(text('list.submissions'))}
        </Button>
        {mayProducts && (
          <Button component={RouterLink} to="/crm/booking-products" startIcon={<InventoryIcon />}>
            {translate(text('list.products'))}
          </Button>
        )}
        {mayCreate && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
            {translate(text('list.new'))}
          </Button>
        )}
      </Stack>
      <QueryView query={query} isEmpty={(d) => d.length === 0} emptyText={translate(text('list.empty'))}>
        {(list) => (
          <TableContainer>
            <Table size="small" aria-label={translate('resources.bookingForms.name', { smart_count: 2 })}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('resources.bookingForms.fields.formName')}</TableCell>
                  <TableCell>{translate(common('labels.status'))}</TableCell>
                  <TableCell>{translate('resources.bookingForms.fields.fields')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.map((f) => (
                  <TableRow key={f.id} hover>
                    <TableCell>
                      <Link component={RouterLink} to={f.id}>
                        {f.formName}
                      </Link>
                    </TableCell>
                    <TableCell>
                      <Chip size="small" color={f.isActive ? 'success' : 'default'} variant={f.isActive ? 'filled' : 'outlined'} label={translate(common(f.isActive ? 'labels.active' : 'labels.inactive'))} />
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={0.5} aria-label={translate(text('list.fieldCount'), { smart_count: f.fields.length })}>
                        {f.fields.map((field, i) => (
                          <Tooltip key={field.id ?? i} title={field.label ? `${typeName(field.technicalType)}: ${field.label}` : typeName(field.technicalType)}>
                            <span>
                              <FieldIcon icon={field.icon} />
                            </span>
                          </Tooltip>
                        ))}
                      </Stack>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </QueryView>
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
