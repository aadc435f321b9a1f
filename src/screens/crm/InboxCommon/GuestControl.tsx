import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Autocomplete, Button, Chip, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from 'react-admin';
import { guestProfilesApi } from '@generated/client/api/guestProfiles';
import { inboxText } from './texts';

type Country = 'dk' | 'no' | 'fi' | 'uk';
interface GuestOption {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

const nameOf = (g: GuestOption) => [g.firstName, g.lastName].filter(Boolean).join(' ') || g.email || g.id;

interface GuestControlProps {
  guestId: string | null;
  country: Country | null;
  mayChange: boolean;
  onAttach: (guestId: string) => Promise<void>;
  onDetach: () => Promise<void>;
}

/** The guest profile linked to the conversation: found by searching the profiles of the venue's country, or unlinked. */
export function GuestControl({ guestId, country, mayChange, onAttach, onDetach }: GuestControlProps) {
  const translate = useTranslate();
  const [input, setInput] = useState('');
  const term = input.trim();
  const linked = useQuery({ queryKey: ['inboxGuest', guestId], queryFn: () => guestProfilesApi.getGuest({ id: guestId! }), enabled: Boolean(guestId), retry: false });
  const found = useQuery({
    queryKey: ['inboxGuestSearch', country, term],
    queryFn: () => guestProfilesApi.search({ country: country!, query: term, top: 10 }),
    enabled: mayChange && !guestId && Boolean(country) && term.length >= 2,
  });
  if (guestId) {
    const profile = linked.data as GuestOption | undefined;
    return (
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="body2" component="span">
          {translate(inboxText('guest.label'))}:
        </Typography>
        <Chip size="small" color="primary" variant="outlined" component={RouterLink} to={`/crm/guest/${guestId}`} clickable label={profile ? nameOf(profile) : guestId} />
        {mayChange && (
          <Button size="small" startIcon={<LinkOffIcon />} onClick={() => void onDetach()}>
            {translate(inboxText('guest.detach'))}
          </Button>
        )}
      </Stack>
    );
  }
  if (!mayChange) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate(inboxText('guest.none'))}
      </Typography>
    );
  }
  const options = ((found.data as { items?: GuestOption[] } | undefined)?.items ?? []) as GuestOption[];
  return (
    <Autocomplete<GuestOption>
      size="small"
      sx={{ maxWidth: 360 }}
      options={options}
      filterOptions={(o) => o}
      getOptionLabel={nameOf}
      renderOption={(props, g) => (
        <li {...props} key={g.id}>
          {nameOf(g)}
          {g.email ? ` · ${g.email}` : ''}
        </li>
      )}
      loading={found.isFetching}
      noOptionsText={term.length >= 2 ? translate(inboxText('guest.noResults')) : translate(inboxText('guest.search'))}
      inputValue={input}
      onInputChange={(_e, value) => setInput(value)}
      onChange={(_e, guest) => {
        if (guest) void onAttach(guest.id).then(() => setInput(''));
      }}
      renderInput={(params) => <TextField {...params} label={translate(inboxText('guest.attach'))} placeholder={translate(inboxText('guest.search'))} />}
    />
  );
}
