import { Alert, Box, Button, Checkbox, Divider, FormControlLabel, Grid, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { bookingLocationsApi } from '@generated/client/api/bookingLocations';
import { setupTimeZonesApi } from '@generated/client/api/setupTimeZones';
import { venueDetailsApi } from '@generated/client/api/venueDetails';
import type { Policy, SeatingStrategy } from '@/shared/bookings/policies';
import { errorMessage, errorStatus, fieldErrors } from '@/data/httpErrors';
import { PolicyEditor, policiesValid, StrategyEditor } from '../../shared/BookingKit/PolicyEditor';
import { currencyOf, keys, type VenueDetails } from '../../shared/BookingKit/queries';
import { kit } from '../../shared/BookingKit/texts';
import { text } from './texts';
import { TimePickerField } from '@/app/inputs/dates';
import { OutlinedSection } from '@/app/widgets/OutlinedSection';

/** The venue's booking details: name, address, description, image, location, time zone, start of the night, policies and strategies. */
export function VenueDetailsCard({ details, canEdit }: { details: VenueDetails; canEdit: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const currency = currencyOf(details);
  const zones = useQuery({ queryKey: ['timeZones', details.iso3166CountryCode], queryFn: () => setupTimeZonesApi.byCountry({ countryCode: details.iso3166CountryCode ?? 'DK' }) });
  const locations = useQuery({ queryKey: ['bookingLocations'], queryFn: () => bookingLocationsApi.getList({}), staleTime: Infinity });
  const [v, setV] = useState(() => ({
    name: details.name ?? '',
    shortName: details.shortName ?? '',
    address: details.address ?? '',
    description: details.description ?? '',
    image: details.image ?? '',
    locationId: details.locationId?.id ?? '',
    timeZoneCode: details.timeZoneCode ?? '',
    startTimeOfDay: details.startTimeOfDay ?? '10:00',
    bookingOnRequestOnly: Boolean(details.bookingOnRequestOnly),
    venuePolicies: (details.venuePolicies ?? []) as Policy[],
    seatingStrategies: (details.seatingStrategies ?? []) as SeatingStrategy[],
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (patch: Partial<typeof v>) => setV((x) => ({ ...x, ...patch }));
  const save = async () => {
    if (!policiesValid(v.venuePolicies)) return setError(translate(text('venue.fixPolicies')));
    setSaving(true);
    setError(null);
    try {
      await venueDetailsApi.update({
        id: details.id,
        body: {
          ...(details as object),
          name: v.name,
          shortName: v.shortName || null,
          address: v.address || null,
          description: v.description || null,
          image: v.image || null,
          locationId: v.locationId ? { id: v.locationId } : null,
          timeZoneCode: v.timeZoneCode || null,
          startTimeOfDay: v.startTimeOfDay || null,
          bookingOnRequestOnly: v.bookingOnRequestOnly,
          venuePolicies: v.venuePolicies as never,
          seatingStrategies: v.seatingStrategies as never,
          venuePortalId: details.venuePortalId,
          version: details.version,
        } as never,
      });
      notify(text('venue.saved'), { type: 'success' });
      await client.invalidateQueries({ queryKey: keys.details(details.id) });
      setErrors({});
    } catch (failure) {
      setError(errorStatus(failure) === 409 ? translate(text('venue.conflict')) : errorMessage(failure));
      setErrors(fieldErrors(failure) ?? {});
    } finally {
      setSaving(false);
    }
  };
  const field = (key: 'name' | 'shortName' | 'address' | 'description' | 'image', extra: object = {}) => (
    <TextField fullWidth size="small" label={translate(text(`venue.${key}`))} value={v[key]} onChange={(e) => set({ [key]: e.target.value })} error={Boolean(errors[key])} helperText={errors[key]} disabled={!canEdit} {...extra} />
  );
  return (
    <OutlinedSection title={translate(text('venue.title'))} component="h2" variant="h6">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(text('venue.country'), { country: details.iso3166CountryCode ?? '', currency })}
      </Typography>
      {!canEdit && <Alert severity="info" sx={{ mb: 2 }}>{translate(kit('states.readOnly'))}</Alert>}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {error}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            {field('name', { required: true })}
            {field('shortName')}
            {field('address')}
            {field('description', { multiline: true, minRows: 2 })}
            {field('image')}
            {v.image && <Box component="img" src={v.image} alt="" sx={{ maxWidth: 240, maxHeight: 120, objectFit: 'cover', borderRadius: 1 }} />}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Stack spacing={2}>
            <TextField select size="small" label={translate(text('venue.location'))} value={v.locationId} onChange={(e) => set({ locationId: e.target.value })} disabled={!canEdit} error={Boolean(errors['locationId.id'])} helperText={errors['locationId.id']}>
              <MenuItem value="">{translate(text('venue.noLocation'))}</MenuItem>
              {(locations.data ?? []).map((l) => (
                <MenuItem key={l.id} value={l.id}>
                  {l.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField select size="small" label={translate(text('venue.timeZone'))} value={v.timeZoneCode} onChange={(e) => set({ timeZoneCode: e.target.value })} disabled={!canEdit} error={Boolean(errors.timeZoneCode)} helperText={errors.timeZoneCode}>
              {(zones.data ?? []).map((z) => (
                <MenuItem key={z.id} value={z.id}>
                  {z.displayName}
                </MenuItem>
              ))}
            </TextField>
            <TimePickerField size="small" label={translate(text('venue.startTimeOfDay'))} value={v.startTimeOfDay} onChange={(value) => set({ startTimeOfDay: value })} helperText={errors.startTimeOfDay ?? translate(text('venue.startHint'))} error={Boolean(errors.startTimeOfDay)} disabled={!canEdit} />
            <FormControlLabel control={<Checkbox checked={v.bookingOnRequestOnly} onChange={(e) => set({ bookingOnRequestOnly: e.target.checked })} disabled={!canEdit} />} label={translate(text('venue.onRequestOnly'))} />
          </Stack>
        </Grid>
      </Grid>
      <Divider sx={{ my: 2 }} />
      <PolicyEditor value={v.venuePolicies} onChange={(p) => set({ venuePolicies: p })} currency={currency} timeZone={v.timeZoneCode} />
      <Divider sx={{ my: 2 }} />
      <StrategyEditor value={v.seatingStrategies} onChange={(s) => set({ seatingStrategies: s })} />
      {canEdit && (
        <Box sx={{ mt: 2 }}>
          <Button variant="contained" onClick={save} disabled={saving}>
            {translate(kit('actions.save'))}
          </Button>
        </Box>
      )}
    </OutlinedSection>
  );
}
