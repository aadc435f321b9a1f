import { Card, CardContent, CardHeader } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { RichTextInput } from '@/app/inputs';
import { required, useNotify, useTranslate } from 'react-admin';
import { emailSignaturesApi } from '@generated/client/api/emailSignatures';
import { QueryView } from '@/app/widgets/QueryView';
import { SingleRecordForm } from '../ComplianceScreen/SingleRecordForm';
import { text } from './texts';
import { useCanWrite } from '@/app/access/useCanWrite';

/** The venue's email signature: created on the first save, changed with its version after that. */
export function SignatureCard({ venueId }: { venueId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const key = ['emailSignature', venueId];
  const mayEdit = useCanWrite('emailSignatures.update', { venueId });
  const query = useQuery({ queryKey: key, queryFn: () => emailSignaturesApi.get({ venueId }) });
  const save = useMutation({
    mutationFn: (values: Record<string, unknown>) => {
      const current = query.data as { id: string; version: number } | null | undefined;
      const html = String(values.html ?? '');
      return current ? emailSignaturesApi.update({ body: { id: current.id, version: current.version, venueId, html } }) : emailSignaturesApi.create({ body: { venueId, html } });
    },
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      notify(text('signature.saved'), { type: 'success' });
    },
  });
  return (
    <Card>
      <CardHeader title={translate(text('signature.title'))} subheader={translate(text('signature.intro'))} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <QueryView query={query}>
          {(signature) => (
            <SingleRecordForm key={String((signature as { version?: number } | null)?.version ?? 0)} record={(signature as Record<string, unknown> | null) ?? { html: '' }} onSave={(v) => save.mutateAsync(v)} mayEdit={mayEdit}>
              <RichTextInput source="html" label="resources.emailSignatures.fields.html" validate={required()} fullWidth />
            </SingleRecordForm>
          )}
        </QueryView>
      </CardContent>
    </Card>
  );
}
