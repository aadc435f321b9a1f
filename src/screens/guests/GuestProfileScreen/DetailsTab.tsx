import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate } from '@/shared/format';
import { text } from './texts';
import type { GuestProfile } from './useGuestProfile';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'birthDate', 'profileImageUrl', 'socialsFacebook', 'socialsInstagram'] as const;

/** The guest's personal data, labels and interests as a list of terms. */
export function DetailsTab({ guest, venueName }: { guest: GuestProfile; venueName: string }) {
  const translate = useTranslate();
  const rows: [string, string | null][] = [
    ...FIELDS.map((f) => [translate(`resources.guestProfiles.fields.${f}`), f === 'birthDate' ? formatDate(guest[f]) || null : guest[f]] as [string, string | null]),
    [translate('resources.guestProfiles.fields.venueId'), venueName || null],
    [translate(text('details.labels')), guest.labels.join(', ') || translate(text('details.none'))],
    [translate(text('details.interests')), guest.interests.join(', ') || translate(text('details.none'))],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(160px, max-content) 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }} color={value ? 'text.primary' : 'text.secondary'}>
            {value ?? translate(text('details.empty'))}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
