import { Box, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BooleanInput, maxValue, minValue, NumberInput, required, SelectInput, TextInput, useNotify, useTranslate } from 'react-admin';
import { cookiePopupSettingsApi } from '@generated/client/api/cookiePopupSettings';
import { legalDocumentsApi } from '@generated/client/api/legalDocuments';
import { EnumInput } from '@/app/inputs/EnumInput';
import { MultilingualTextInput } from '@/app/inputs/MultilingualTextInput';
import { QueryView } from '@/app/widgets/QueryView';
import { LEGAL_KEY } from './DocumentsTab';
import { SingleRecordForm } from './SingleRecordForm';
import { text } from './texts';
import { useCanWrite } from '@/app/access/useCanWrite';

const KEY = ['cookiePopupSettings'];
const field = (name: string) => `resources.cookiePopupSettings.fields.${name}`;

/** The one cookie popup record: texts in every language, buttons, position, colour, and the cookie policy it links to. */
export function PopupTab() {
  const mayEdit = useCanWrite('cookiePopupSettings.save');
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: () => cookiePopupSettingsApi.get() });
  const documents = useQuery({ queryKey: LEGAL_KEY, queryFn: () => legalDocumentsApi.getList() });
  const policies = (documents.data ?? []).filter((d) => d.type === 'CookiePolicy').map((d) => ({ id: d.id, name: `${d.name} (${d.country.toUpperCase()})` }));
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) => cookiePopupSettingsApi.save({ body: body as never }),
    onSuccess: (saved) => {
      client.setQueryData(KEY, saved);
      notify(text('popup.saved'), { type: 'success' });
    },
  });
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{translate(text('popup.intro'))}</Typography>
      <QueryView query={query}>
        {(record) => (
          <SingleRecordForm key={String(record.version)} record={record} onSave={(v) => save.mutateAsync(v)} mayEdit={mayEdit}>
            <MultilingualTextInput source="title" label={field('title')} />
            <MultilingualTextInput source="text" label={field('text')} multiline />
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, columnGap: 2 }}>
              <MultilingualTextInput source="acceptAllLabel" label={field('acceptAllLabel')} />
              <MultilingualTextInput source="rejectAllLabel" label={field('rejectAllLabel')} />
              <MultilingualTextInput source="settingsLabel" label={field('settingsLabel')} />
            </Box>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, columnGap: 2, alignItems: 'center' }}>
              <EnumInput source="position" enumKey="cookiePopupSettings.popupPosition" label={field('position')} validate={required()} />
              <TextInput source="primaryColor" label={field('primaryColor')} />
              <NumberInput source="consentLifetimeDays" label={field('consentLifetimeDays')} validate={[minValue(1), maxValue(730)]} />
            </Box>
            <BooleanInput source="showRejectAll" label={field('showRejectAll')} />
            <SelectInput source="cookiePolicyDocumentId" label={field('cookiePolicyDocumentId')} choices={policies} emptyText="—" />
          </SingleRecordForm>
        )}
      </QueryView>
    </Stack>
  );
}
