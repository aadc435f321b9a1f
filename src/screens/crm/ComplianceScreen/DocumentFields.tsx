import { Box } from '@mui/material';
import { RichTextInput } from '@/app/inputs';
import { maxLength, required, TextInput } from 'react-admin';
import { EnumInput } from '@/app/inputs/EnumInput';
import { text } from './texts';

const field = (name: string) => `resources.legalDocuments.fields.${name}`;

/** The inputs of a legal document and the text of its next revision; shared by the create and edit dialogs. */
export function DocumentFields() {
  return (
    <>
      <TextInput source="name" label={field('name')} validate={[required(), maxLength(200)]} autoFocus />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, columnGap: 2 }}>
        <EnumInput source="type" enumKey="legalDocuments.legalDocumentType" label={field('type')} validate={required()} />
        <EnumInput source="country" enumKey="shared.country" label={field('country')} validate={required()} />
        <EnumInput source="language" enumKey="shared.locale" label={field('language')} validate={required()} />
      </Box>
      <RichTextInput source="content" label={field('content')} validate={required()} fullWidth />
      <TextInput source="changeNote" label={text('documents.changeNote')} validate={maxLength(500)} />
    </>
  );
}
