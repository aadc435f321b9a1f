import AddIcon from '@mui/icons-material/Add';
import { Alert, Box, Button, Stack, Tab, Tabs } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TextInput, maxLength, required, useTranslate } from 'react-admin';
import { posFloorplansApi } from '@generated/client/api/posFloorplans';
import { usePlaces } from '../PosShared/catalogue';
import { ConfirmDelete } from '../PosShared/ConfirmDelete';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { QueryView } from '../PosShared/QueryView';
import { shared } from '../PosShared/texts';
import { VenuePage } from '../PosShared/VenuePage';
import { PlanEditor } from './PlanEditor';
import { text } from './texts';
import type { Plan } from './types';
import { useCanWrite } from '@/app/access/useCanWrite';

function Floorplans({ venueId }: { venueId: string }) {
  const translate = useTranslate();
  const client = useQueryClient();
  const key = ['pos', 'floorplans', venueId];
  const plans = useQuery({ queryKey: key, queryFn: () => posFloorplansApi.getList({ venueId }) as Promise<Plan[]> });
  const places = usePlaces(venueId);
  const [tab, setTab] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'create' | 'remove' | null>(null);
  const mayEdit = useCanWrite('posFloorplans.update', { venueId });
  const reload = () => client.invalidateQueries({ queryKey: key });
  if (places.query.isSuccess && !places.isPosVenue) return <Alert severity="info">{translate(shared('states.notPosVenue'))}</Alert>;
  return (
    <QueryView query={plans}>
      {(list) => {
        const current = list.find((p) => p.id === tab) ?? list[0];
        return (
          <Box>
            <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
              {list.length > 0 && (
                <Tabs value={current?.id ?? false} onChange={(_e, v: string) => setTab(v)} variant="scrollable" aria-label={translate(text('plan'))} sx={{ flex: 1 }}>
                  {list.map((p) => (
                    <Tab key={p.id} value={p.id} label={p.name} />
                  ))}
                </Tabs>
              )}
              {!list.length && <Alert severity="info" sx={{ flex: 1 }}>{translate(text('empty'))}</Alert>}
              {mayEdit && (
                <Button startIcon={<AddIcon />} onClick={() => setDialog('create')}>
                  {translate(text('create'))}
                </Button>
              )}
              {mayEdit && current && (
                <Button color="warning" onClick={() => setDialog('remove')}>
                  {translate(text('remove'))}
                </Button>
              )}
            </Stack>
            {current && <PlanEditor key={current.id} plan={current} locations={places.locations} plansKey={key} readOnly={!mayEdit} />}
            {dialog === 'create' && (
              <FormDialog
                title={translate(text('createTitle'))}
                defaultValues={{ name: '' }}
                onSave={async (v) => {
                  const created = await posFloorplansApi.create({ body: { venueId, name: v.name, width: 800, height: 500, tables: [] } });
                  await reload();
                  setTab(created.id);
                }}
                alwaysEnableSave
                onClose={() => setDialog(null)}
              >
                <TextInput source="name" label="resources.posFloorplans.fields.name" validate={[required(), maxLength(80)]} />
              </FormDialog>
            )}
            {dialog === 'remove' && current && (
              <ConfirmDelete
                name={current.name}
                remove={async () => {
                  await posFloorplansApi.delete({ id: current.id });
                  setTab(null);
                  await reload();
                }}
                onClose={() => setDialog(null)}
              />
            )}
          </Box>
        );
      }}
    </QueryView>
  );
}

/** The tables the tills serve on, per floorplan (/vp/poc/venue-tables, /procurement/poc/venue-tables). */
export default function FloorplanScreen() {
  return <VenuePage>{(venueId) => <Floorplans venueId={venueId} />}</VenuePage>;
}
