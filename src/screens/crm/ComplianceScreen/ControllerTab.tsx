import { Box, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { email, maxLength, required, TextInput, useNotify, useTranslate } from 'react-admin';
import { dataControllerApi } from '@generated/client/api/dataController';
import { EnumInput } from '@/app/inputs/EnumInput';
import { QueryView } from '@/app/widgets/QueryView';
import { SingleRecordForm } from './SingleRecordForm';
import { text } from './texts';
import { useCanWrite } from '@/app/access/useCanWrite';

const KEY = ['dataController'];
const field = (name: string) => `resources.dataController.fields.${name}`;

/** The one data controller record of the group. */
export function ControllerTab() {
  const mayEdit = useCanWrite('dataController.save');
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: () => dataControllerApi.get() });
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => dataControllerApi.save({ body: body as never }),
    onSuccess: (saved) => {
      client.setQueryData(KEY, saved);
      notify(text('controller.saved'), { type: 'success' });
    },
  });
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{translate(text('controller.intro'))}</Typography>
      <QueryView query={query}>
        {(record) => (
          <SingleRecordForm key={String(record.version)} record={record} onSave={(v) => save.mutateAsync(v)} mayEdit={mayEdit}>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
              <TextInput source="companyName" label={field('companyName')} validate={[required(), maxLength(200)]} />
              <TextInput source="registrationNumber" label={field('registrationNumber')} validate={[required(), maxLength(40)]} />
              <TextInput source="street" label={field('street')} validate={[required(), maxLength(200)]} />
              <TextInput source="postalCode" label={field('postalCode')} validate={[required(), maxLength(20)]} />
              <TextInput source="city" label={field('city')} validate={[required(), maxLength(100)]} />
              <EnumInput source="country" enumKey="shared.country" label={field('country')} validate={required()} />
              <TextInput source="email" label={field('email')} validate={[required(), email(), maxLength(200)]} />
              <TextInput source="phone" label={field('phone')} />
              <TextInput source="dpoName" label={field('dpoName')} validate={maxLength(200)} />
              <TextInput source="dpoEmail" label={field('dpoEmail')} validate={[email(), maxLength(200)]} />
            </Box>
          </SingleRecordForm>
        )}
      </QueryView>
    </Stack>
  );
}
