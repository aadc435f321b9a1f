import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkIcon from '@mui/icons-material/Link';
import { Box, Button, IconButton, Link, List, ListItem, ListItemText, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '@/shared/format';
import { ReferralLinksExport, ReferredExport } from './ReferralsExports';
import { text } from './texts';
import type { GuestProfile } from './useGuestProfile';

interface ReferralsTabProps {
  guest: GuestProfile;
  countryVenues: { id: string; name: string }[];
  venueName: (id: string | null) => string;
  /** Absent for users who may not make referral links. */
  onShorten?: (venueId: string | null) => void;
  pending: boolean;
}

/** A part of the tab under its heading, with its export beside the heading when it lists something. */
function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h3" gutterBottom id={id}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}

/** Who referred the guest, the guest's referral links (short links served by the portal) and the guests they referred. */
export function ReferralsTab({ guest, countryVenues, venueName, onShorten, pending }: ReferralsTabProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const [venueId, setVenueId] = useState('');
  const { referredBy, referred, links } = guest.referrals;
  const profileLink = (id: string) => `/crm/guest/${id}?countryId=${guest.country}`;
  const copy = async (link: string) => {
    await navigator.clipboard?.writeText(link);
    notify(text('actions.copied'), { type: 'info' });
  };

  return (
    <Stack spacing={3}>
      <Section title={translate(text('referrals.referredBy'))}>
        {!referredBy ? (
          <Typography color="text.secondary">{translate(text('referrals.referredByNobody'))}</Typography>
        ) : referredBy.kind === 'guest' ? (
          <Link component={RouterLink} to={profileLink(referredBy.id)}>
            {referredBy.name ?? translate(text('anonymousName'))}
          </Link>
        ) : (
          <Typography>{translate(text('referrals.staff'), { name: referredBy.name ?? '—' })}</Typography>
        )}
      </Section>
      <Section title={translate(text('referrals.links'))} action={<ReferralLinksExport links={links} venueName={venueName} />}>
        {guest.referralCode && (
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {translate(text('referrals.code'))}: <strong>{guest.referralCode}</strong>
          </Typography>
        )}
        {links.length === 0 ? (
          <Typography color="text.secondary">{translate(text('referrals.noLinks'))}</Typography>
        ) : (
          <List dense disablePadding>
            {links.map((l) => (
              <ListItem
                key={l.code}
                disableGutters
                secondaryAction={
                  <Tooltip title={translate(text('actions.copy'), { link: l.shortUrl })}>
                    <IconButton edge="end" aria-label={translate(text('actions.copy'), { link: l.shortUrl })} onClick={() => void copy(l.shortUrl)}>
                      <ContentCopyIcon />
                    </IconButton>
                  </Tooltip>
                }
              >
                <ListItemText
                  primary={
                    <Link href={l.shortUrl} target="_blank" rel="noopener noreferrer">
                      {l.shortUrl}
                    </Link>
                  }
                  secondary={[venueName(l.venueId) || translate(text('referrals.anyVenue')), translate(text('referrals.clicks'), { count: l.clicks }), formatDate(l.createdAt)].join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
        {onShorten && !guest.anonymizedAt && (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
            <TextField select size="small" label={translate(text('referrals.venue'))} value={venueId} onChange={(e) => setVenueId(e.target.value)} sx={{ minWidth: 240 }}>
              <MenuItem value="">{translate(text('referrals.anyVenue'))}</MenuItem>
              {countryVenues.map((v) => (
                <MenuItem key={v.id} value={v.id}>
                  {v.name}
                </MenuItem>
              ))}
            </TextField>
            <Button startIcon={<LinkIcon />} disabled={pending} onClick={() => onShorten?.(venueId || null)}>
              {translate(text('actions.shorten'))}
            </Button>
          </Stack>
        )}
      </Section>
      <Section title={translate(text('referrals.referred'))} action={<ReferredExport referred={referred} />}>
        {referred.length === 0 ? (
          <Typography color="text.secondary">{translate(text('referrals.noReferred'))}</Typography>
        ) : (
          <List dense disablePadding>
            {referred.map((g) => (
              <ListItem key={g.id} disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={profileLink(g.id)}>
                      {g.name ?? translate(text('anonymousName'))}
                    </Link>
                  }
                  secondary={formatDate(g.createdAt)}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Section>
    </Stack>
  );
}
