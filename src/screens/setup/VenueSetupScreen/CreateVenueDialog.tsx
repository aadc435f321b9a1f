import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { setupTimeZonesApi } from '@generated/client/api/setupTimeZones';
import { venueDetailsApi } from '@generated/client/api/venueDetails';
import { venueSetupCalendarEntriesApi } from '@generated/client/api/venueSetupCalendarEntries';
import { venueSetupsApi } from '@generated/client/api/venueSetups';
import { DEFAULT_CALENDAR_ENTRY } from '@/shared/bookings/calendar';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { InvalidFields } from '@/app/widgets/dialogs/useSubmission';
import { kit } from '../../shared/BookingKit/texts';
import { text } from './texts';
import { TimePickerField } from '@/app/inputs/dates';

export interface PortalVenue {
  venueId: string;
  name: string;
  country: string;
}

/**
 * Puts a portal venue on table booking: posts the venue details (time zone from time-zones/{countryCode}, default
 * description and image on the server), then its first setup with the given name, then the default calendar entry
 * that keeps that setup active (2021-01-01 10:00 to 2031-01-01 10:00, priority 0); then the venue reloads.
 */
export function CreateVenueDialog({ venue, onCreated, onClose }: { venue: PortalVenue; onCreated: () => void; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const iso = venue.country === 'uk' ? 'GB' : venue.country.toUpperCase();
  const zones = useQuery({ queryKey: ['timeZones', iso], queryFn: () => setupTimeZonesApi.byCountry({ countryCode: iso }) });
  const [v, setV] = useState({ name: venue.name, setupName: translate(text('create.setupDefault')), timeZoneCode: '', startTimeOfDay: '10:00', description: '' });
  const zone = v.timeZoneCode || zones.data?.[0]?.id || '';
  const submit = async () => {
    const found: Record<string, string> = {};
    if (!v.name.trim()) found.name = translate(kit('policy.errors.required'));
    if (!v.setupName.trim()) found.setupName = translate(kit('policy.errors.required'));
    if (Object.keys(found).length) throw new InvalidFields(found);
    await venueDetailsApi.create({ body: { name: v.name.trim(), venuePortalId: venue.venueId, timeZoneCode: zone || null, startTimeOfDay: v.startTimeOfDay || null, description: v.description.trim() || null } });
    const setup = await venueSetupsApi.create({ body: { name: v.setupName.trim(), venueDetailsId: venue.venueId } });
    await venueSetupCalendarEntriesApi.create({ body: { ...DEFAULT_CALENDAR_ENTRY, venueDetailsId: venue.venueId, venueSetupId: setup.id } });
    notify(text('create.created'), { type: 'success', messageArgs: { venue: v.name.trim() } });
    onCreated();
  };
  return (
    <FormDialog title={translate(text('create.title'), { venue: venue.name })} submitLabel={translate(text('create.submit'))} submit={submit} onClose={onClose}>
      {(errors) => (
        <>
          <TextField size="small" required label={translate(text('create.name'))} value={v.name} onChange={(e) => setV({ ...v, name: e.target.value })} error={Boolean(errors.name)} helperText={errors.name} />
          <TextField size="small" required label={translate(text('create.setupName'))} value={v.setupName} onChange={(e) => setV({ ...v, setupName: e.target.value })} error={Boolean(errors.setupName)} helperText={errors.setupName} />
          <TextField select size="small" label={translate(text('create.timeZone'))} value={zone} onChange={(e) => setV({ ...v, timeZoneCode: e.target.value })} error={Boolean(errors.timeZoneCode)} helperText={errors.timeZoneCode}>
            {(zones.data ?? []).map((z) => (
              <MenuItem key={z.id} value={z.id}>
                {z.displayName}
              </MenuItem>
            ))}
          </TextField>
          <TimePickerField size="small" label={translate(text('create.startTimeOfDay'))} value={v.startTimeOfDay} onChange={(value) => setV({ ...v, startTimeOfDay: value })} />
          {/* eslint-disable-next-line i18next/no-literal-string -- the description the specification stores when none is given, shown as it will be saved (docs/bookings.md) */}
          <TextField size="small" multiline minRows={2} label={translate(text('create.description'))} placeholder="Description coming soon" helperText={translate(text('create.descriptionHint'))} value={v.description} onChange={(e) => setV({ ...v, description: e.target.value })} />
        </>
      )}
    </FormDialog>
  );
}
