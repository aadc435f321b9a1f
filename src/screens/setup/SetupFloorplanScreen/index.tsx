import { Alert, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { venueSetupsApi } from '@generated/client/api/venueSetups';
import { errorMessage } from '@/data/httpErrors';
import { keys, useSetups } from '../../shared/BookingKit/queries';
import { kit } from '../../shared/BookingKit/texts';
import { WithVenueDetails } from '../../shared/BookingKit/WithVenueDetails';
import { planFrom } from '../FloorplanKit/plan';
import { defaultSizeOf, tablesOf, type SetupTree } from '../FloorplanKit/tables';
import { useCanEditSetup } from '../VenueSetupScreen/useCanEdit';
import { useSelectedSetup } from '../VenueSetupScreen/SetupsPanel';
import { Editor } from './Editor';
import { text } from './texts';

const floorplanKey = (venueId: string, setupId: string) => [...keys.venue(venueId), 'floorplan', setupId] as const;

function SetupPlan({ venueId, setup, canEdit }: { venueId: string; setup: SetupTree; canEdit: boolean }) {
  const translate = useTranslate();
  const client = useQueryClient();
  // A reload after a stale save starts the editor afresh; the editor's own saves keep its undo history.
  const [generation, setGeneration] = useState(0);
  const stored = useQuery({ queryKey: floorplanKey(venueId, setup.id), queryFn: () => venueSetupsApi.getFloorplan({ setupId: setup.id }), staleTime: Infinity });
  if (stored.isError) return <Alert severity="error">{errorMessage(stored.error)}</Alert>;
  if (!stored.data) return <Typography>{translate(kit('states.loading'))}</Typography>;
  return (
    <Editor
      key={`${setup.id}:${generation}`}
      venueId={venueId}
      setup={setup}
      initial={planFrom(stored.data, defaultSizeOf(tablesOf(setup)))}
      version={stored.data.version}
      canEdit={canEdit}
      onSaved={(saved) => client.setQueryData(floorplanKey(venueId, setup.id), saved)}
      onReload={async () => {
        await Promise.all([stored.refetch(), client.invalidateQueries({ queryKey: keys.setups(venueId) })]);
        setGeneration((g) => g + 1);
      }}
    />
  );
}

function Floorplans({ venueId }: { venueId: string }) {
  const translate = useTranslate();
  const canEdit = useCanEditSetup(venueId);
  const setups = useSetups(venueId);
  const [setup, select] = useSelectedSetup(setups.data ?? []);
  if (setups.isError) return <Alert severity="error">{errorMessage(setups.error)}</Alert>;
  if (!setups.data) return <Typography>{translate(kit('states.loading'))}</Typography>;
  if (!setup) return <Alert severity="info">{translate(text('noSetups'))}</Alert>;
  return (
    <Stack spacing={2}>
      <TextField select size="small" label={translate(text('setup'))} value={setup.id} onChange={(e) => select(e.target.value)} sx={{ maxWidth: 320 }}>
        {setups.data.map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <SetupPlan key={setup.id} venueId={venueId} setup={setup} canEdit={canEdit} />
    </Stack>
  );
}

/** Floorplan editor of the table-booking setups (route /marcom/marcom/floorplan, `?setup=<id>`). */
export default function SetupFloorplanScreen() {
  return <WithVenueDetails>{(venueId) => <Floorplans key={venueId} venueId={venueId} />}</WithVenueDetails>;
}
