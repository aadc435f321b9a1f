import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { guestProfilesApi } from '@generated/client/api/guestProfiles';
import type { CountryCode } from '@generated/shared/shell';
import { guestName } from '@/shared/guests/guestName';
import { text } from './texts';

export interface PickedGuest {
  id: string;
  name: string;
}

/** Finds a guest of the country by the beginning of a name, an email or a phone (the guest search). */
export function GuestPicker({ country, value, onChange, error }: { country: CountryCode; value: PickedGuest | null; onChange: (g: PickedGuest | null) => void; error?: string }) {
  const translate = useTranslate();
  const [query, setQuery] = useState('');
  const found = useQuery({
    queryKey: ['guestPicker', country, query],
    queryFn: () => guestProfilesApi.search({ country, query, top: 10 }),
    enabled: query.trim().length >= 2,
  });
  const options: PickedGuest[] = (found.data?.items ?? []).map((g) => ({ id: g.id, name: [guestName(g), g.email].filter(Boolean).join(' · ') || g.id }));
  return (
    <Autocomplete
      value={value}
      onChange={(_e, next) => onChange(next)}
      inputValue={query}
      onInputChange={(_e, next) => setQuery(next)}
      options={options}
      filterOptions={(o) => o}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={found.isFetching}
      noOptionsText={translate(text('form.guestNone'))}
      renderInput={(params) => <TextField {...params} required label={translate(text('form.guest'))} helperText={error ?? translate(text('form.guestSearch'))} error={Boolean(error)} />}
    />
  );
}
