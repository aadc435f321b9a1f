import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, CardHeader, Chip, Link, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import { emailSyncAccountsApi } from '@generated/client/api/emailSyncAccounts';
import { AddNameForm } from '@/app/widgets/AddNameForm';
import { ConfirmDialog } from '@/app/widgets/dialogs/ConfirmDialog';
import { QueryView } from '@/app/widgets/QueryView';
import { text } from './texts';
import { MAILBOXES_KEY, useMailboxes, type Mailbox } from './useMailboxes';
import { useCanWrite } from '@/app/access/useCanWrite';

function Aliases({ mailbox }: { mailbox: Mailbox }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [confirm, setConfirm] = useState(false);
  const reload = () => client.invalidateQueries({ queryKey: MAILBOXES_KEY });
  const where = { venueId: mailbox.venueId!, syncEmail: mailbox.syncEmail! };
  const mayEdit = useCanWrite('emailSyncAccounts.addAlias', { venueId: mailbox.venueId });
  const add = useMutation({
    mutationFn: (value: string) => emailSyncAccountsApi.addAlias({ body: { alias: value, ...where } }),
    onSuccess: () => {
      notify(text('mailbox.aliasAdded'), { type: 'success' });
      return reload();
    },
  });
  const removeAlias = useMutation({
    mutationFn: (value: string) => emailSyncAccountsApi.removeAlias({ alias: value, ...where }),
    onSuccess: () => {
      notify(text('mailbox.aliasRemoved'), { type: 'success' });
      return reload();
    },
    onError: (failure) => notify(failure.message, { type: 'error' }),
  });
  const remove = useMutation({
    mutationFn: () => emailSyncAccountsApi.delete(where),
    onSuccess: async () => {
      notify(text('mailboxes.removed'), { type: 'success' });
      await reload();
      navigate('/crm/engage/configuration');
    },
    onError: (failure) => notify(failure.message, { type: 'error' }),
  });
  return (
    <Card>
      <CardHeader title={mailbox.syncEmail} subheader={mailbox.venueName} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          {translate(text('mailbox.aliases'))}
        </Typography>
        {mailbox.aliases.length === 0 ? (
          <Typography color="text.secondary">{translate(text('mailbox.noAliases'))}</Typography>
        ) : (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {mailbox.aliases.map((a) => (
              <Chip key={a} label={a} onDelete={mayEdit ? () => removeAlias.mutate(a) : undefined} disabled={removeAlias.isPending} />
            ))}
          </Stack>
        )}
        {mayEdit && (
          <Box sx={{ mt: 2 }}>
            <AddNameForm type="email" label={translate(text('mailbox.alias'))} submitLabel={translate(text('mailbox.addAlias'))} add={add.mutateAsync} />
          </Box>
        )}
        {mayEdit && (
          <Button color="error" sx={{ mt: 3 }} onClick={() => setConfirm(true)}>
            {translate(text('mailbox.remove'))}
          </Button>
        )}
      </CardContent>
      {confirm && (
        <ConfirmDialog title={translate(text('mailbox.remove'))} confirmLabel={translate(text('mailbox.remove'))} destructive pending={remove.isPending} onConfirm={() => remove.mutate()} onClose={() => setConfirm(false)}>
          {translate(text('mailbox.confirm'), { mailbox: mailbox.syncEmail })}
        </ConfirmDialog>
      )}
    </Card>
  );
}

/** One synchronised mailbox (route /crm/engage/configuration/email/{id}): its aliases, and stopping the sync. */
export function MailboxDetail({ id }: { id: string }) {
  const translate = useTranslate();
  const query = useMailboxes();
  return (
    <Stack spacing={1}>
      <Link component={RouterLink} to="/crm/engage/configuration" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        <ArrowBackIcon fontSize="small" />
        {translate(text('mailbox.back'))}
      </Link>
      <QueryView query={query}>
        {(all) => {
          const mailbox = all.find((m) => m.id === id);
          return mailbox ? <Aliases mailbox={mailbox} /> : <Alert severity="warning">{translate(text('mailbox.notFound'))}</Alert>;
        }}
      </QueryView>
    </Stack>
  );
}
