import CancelIcon from '@mui/icons-material/Cancel';
import { Box, Card, CardContent, CardHeader, Chip, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { guestSegmentsApi } from '@generated/client/api/guestSegments';
import { AddNameForm } from '@/app/widgets/AddNameForm';
import { ConfirmDialog } from '@/app/widgets/dialogs/ConfirmDialog';
import { QueryView } from '@/app/widgets/QueryView';
import { text } from './texts';
import { useCanWrite } from '@/app/access/useCanWrite';

type Kind = 'labels' | 'interests';
const KEY = ['guestSegmentation'];

function SegmentCard({ kind, names }: { kind: Kind; names: string[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const [deleting, setDeleting] = useState<string | null>(null);
  const mayEdit = useCanWrite('guestSegments.addLabel');
  const add = useMutation({
    mutationFn: (value: string) => (kind === 'labels' ? guestSegmentsApi.addLabel({ body: { name: value } }) : guestSegmentsApi.addInterest({ body: { name: value } })),
    onSuccess: (added) => {
      notify(text(`${kind}.added`), { type: 'success', messageArgs: { name: added.name } });
      return client.invalidateQueries({ queryKey: KEY });
    },
  });
  const remove = useMutation({
    mutationFn: (value: string) => (kind === 'labels' ? guestSegmentsApi.deleteLabel({ name: value }) : guestSegmentsApi.deleteInterest({ name: value })),
    onSuccess: (_r, value) => {
      notify(text(`${kind}.deleted`), { type: 'success', messageArgs: { name: value } });
      return client.invalidateQueries({ queryKey: KEY });
    },
    onError: (failure) => notify(failure.message, { type: 'error' }),
    onSettled: () => setDeleting(null),
  });
  return (
    <Card sx={{ flex: 1 }}>
      <CardHeader title={translate(text(`${kind}.title`))} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        {mayEdit && (
          <Box sx={{ mb: 2 }}>
            <AddNameForm label={translate(text(`${kind}.add`))} submitLabel={translate(text('actions.add'))} add={add.mutateAsync} maxLength={60} />
          </Box>
        )}
        {names.length === 0 ? (
          <Typography color="text.secondary">{translate(text(`${kind}.empty`))}</Typography>
        ) : (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} component="ul" aria-label={translate(text(`${kind}.title`))} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {names.map((n) => (
              <li key={n}>
                <Chip label={n} onDelete={mayEdit ? () => setDeleting(n) : undefined} deleteIcon={<CancelIcon aria-label={translate(text('actions.delete'), { name: n })} aria-hidden={false} />} />
              </li>
            ))}
          </Stack>
        )}
      </CardContent>
      {deleting && (
        <ConfirmDialog title={translate(text('confirm.title'), { name: deleting })} confirmLabel={translate(text('confirm.ok'))} destructive pending={remove.isPending} onConfirm={() => remove.mutate(deleting)} onClose={() => setDeleting(null)}>
          {translate(text('confirm.text'))}
        </ConfirmDialog>
      )}
    </Card>
  );
}

/** Guest segmentation (route /crm/guest-segmentation): the labels and interests, each by name. */
export default function GuestSegmentationScreen() {
  const translate = useTranslate();
  const query = useQuery({ queryKey: KEY, queryFn: () => guestSegmentsApi.get() });
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{translate(text('intro'))}</Typography>
      <QueryView query={query}>
        {(data) => (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
            <SegmentCard kind="labels" names={data.labels.map((l) => l.name)} />
            <SegmentCard kind="interests" names={data.interests.map((i) => i.name)} />
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
