import { Alert, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useParams, useSearchParams } from 'react-router';
import { hasPermission } from '@/shared/permissions';
import { useSession } from '@/app/session/SessionProvider';
import { IdentitiesCard } from './IdentitiesCard';
import { MailboxDetail } from './MailboxDetail';
import { MailboxesCard } from './MailboxesCard';
import { SignatureCard } from './SignatureCard';
import { text } from './texts';

const PERMISSION = 'vp.crm.engageconfiguration.view';

/** Inbox configuration (route /crm/engage/configuration): per venue its messenger pages, mailboxes with aliases, and email signature. */
export default function EngageConfigurationScreen() {
  const translate = useTranslate();
  const { venues, permissions } = useSession();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const mailboxId = /^email\/(.+)$/.exec(params['*'] ?? '')?.[1];
  if (mailboxId) return <MailboxDetail id={mailboxId} />;

  const mine = venues.filter((v) => permissions && hasPermission(permissions, PERMISSION, v.venueId));
  if (!mine.length) return <Alert severity="info">{translate(text('noVenues'))}</Alert>;
  const venueId = mine.find((v) => v.venueId === search.get('venue'))?.venueId ?? mine[0].venueId;
  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label={translate(text('venue'))}
        value={venueId}
        onChange={(e) => setSearch((current) => new URLSearchParams({ ...Object.fromEntries(current), venue: e.target.value }), { replace: true })}
        sx={{ maxWidth: 320 }}
      >
        {mine.map((v) => (
          <MenuItem key={v.venueId} value={v.venueId}>
            {v.name}
          </MenuItem>
        ))}
      </TextField>
      <IdentitiesCard key={`i-${venueId}`} venueId={venueId} />
      <MailboxesCard key={`m-${venueId}`} venueId={venueId} />
      <SignatureCard key={`s-${venueId}`} venueId={venueId} />
    </Stack>
  );
}
