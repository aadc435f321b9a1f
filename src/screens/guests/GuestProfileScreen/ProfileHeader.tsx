import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import DownloadIcon from '@mui/icons-material/Download';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Avatar, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '@/app/enums';
import { formatDate, formatMoney } from '@/shared/format';
import { text } from './texts';
import type { GuestProfile } from './useGuestProfile';

interface ProfileHeaderProps {
  guest: GuestProfile;
  value: { visitCount: number; totalSpend: number; currency: string; points: number; lastVisitAt: string | null } | undefined;
  anonymizedByName: string | null;
  /** Absent, like `onAnonymize`, for users who may not change the guest. */
  onEdit?: () => void;
  onAnonymize?: () => void;
  /** Absent for users who may not export the guest's data. */
  onExport?: () => void;
}

export function displayName(guest: { firstName: string | null; lastName: string | null }): string | null {
  return [guest.firstName, guest.lastName].filter(Boolean).join(' ') || null;
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 110 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h6" component="div">
        {value}
      </Typography>
    </Box>
  );
}

/** Name, picture, labels and interests, where the guest comes from, the guest's value, and the profile's two actions. */
export function ProfileHeader({ guest, value, anonymizedByName, onEdit, onAnonymize, onExport }: ProfileHeaderProps) {
  const translate = useTranslate();
  const name = displayName(guest) ?? translate(text('anonymousName'));
  const anonymized = Boolean(guest.anonymizedAt);
  return (
    <Card>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Avatar src={guest.profileImageUrl ?? undefined} alt="" sx={{ width: 64, height: 64, fontSize: 24 }}>
            {name.slice(0, 1)}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h5" component="h2">
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                translate(text('header.since'), { date: formatDate(guest.createdAt) }),
                guest.source ? translate(text('header.from'), { source: translate(enumLabelKey('guestProfiles.fieldSource', guest.source)) }) : null,
                guest.venueName ? translate(text('header.homeVenue'), { venue: guest.venueName }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <Stack direction="row" spacing={0.5} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 0.5 }}>
              {guest.labels.map((l) => (
                <Chip key={`l-${l}`} label={l} color="primary" size="small" />
              ))}
              {guest.interests.map((i) => (
                <Chip key={`i-${i}`} label={i} variant="outlined" size="small" />
              ))}
            </Stack>
          </Box>
          {((!anonymized && onEdit && onAnonymize) || onExport) && (
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {onExport && (
                <Button variant="outlined" startIcon={<DownloadIcon />} onClick={onExport}>
                  {translate(text('actions.export'))}
                </Button>
              )}
              {!anonymized && onEdit && onAnonymize && (
                <>
                  <Button variant="outlined" startIcon={<EditIcon />} onClick={onEdit}>
                    {translate(text('actions.edit'))}
                  </Button>
                  <Button variant="outlined" color="error" startIcon={<DeleteForeverIcon />} onClick={onAnonymize}>
                    {translate(text('actions.anonymize'))}
                  </Button>
                </>
              )}
            </Stack>
          )}
        </Stack>
        {value && (
          <Stack direction="row" spacing={3} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
            <Figure label={translate(text('header.visits'))} value={String(value.visitCount)} />
            <Figure label={translate(text('header.spend'))} value={formatMoney(value.totalSpend, value.currency)} />
            <Figure label={translate(text('header.points'))} value={String(value.points)} />
            <Figure label={translate(text('header.lastVisit'))} value={value.lastVisitAt ? formatDate(value.lastVisitAt) : translate(text('header.never'))} />
          </Stack>
        )}
        {anonymized && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate(text('anonymized'), { date: formatDate(guest.anonymizedAt), name: anonymizedByName ?? '—' })}
          </Alert>
        )}
      </CardContent>
    </Card>
  );
}
