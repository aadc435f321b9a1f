import AddIcon from '@mui/icons-material/Add';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { BooleanInput, SelectInput, TextInput, maxLength, required, useTranslate } from 'react-admin';
import { posDevicesApi } from '@generated/client/api/posDevices';
import { posVenuesApi } from '@generated/client/api/posVenues';
import type { PosVenueRecord } from '@generated/shared/types/posVenues';
import { ActionCard } from '@/app/widgets/ActionCard';
import { ConfirmDelete } from '../PosShared/ConfirmDelete';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { QueryView } from '../PosShared/QueryView';
import { ItemList } from './ItemList';
import { text } from './texts';
import { useTerminals, useVenueChange } from './useVenue';

type Open = { kind: 'edit' | 'create'; id?: string } | null;

interface CardProps {
  venue: PosVenueRecord;
  canEdit: boolean;
}

const AddButton = ({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) => {
  const translate = useTranslate();
  return (
    <Button startIcon={<AddIcon />} onClick={onClick} disabled={disabled} sx={{ mt: 1 }}>
      {translate(label)}
    </Button>
  );
};

export function StoragesCard({ venue, canEdit }: CardProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState<Open>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const save = useVenueChange(venue.venueId, (v: { id?: string; storageName: string }) =>
    v.id ? posVenuesApi.updateStorage({ venueId: venue.venueId, storageId: v.id, body: { storageName: v.storageName } }) : posVenuesApi.createStorage({ venueId: venue.venueId, body: { storageName: v.storageName } }),
  );
  const remove = useVenueChange(venue.venueId, (storageId: string) => posVenuesApi.deleteStorage({ venueId: venue.venueId, storageId }));
  const storages = venue.storages ?? [];
  const editing = storages.find((s) => s.storageId === open?.id);
  return (
    <ActionCard title={translate(text('edit.storages'))}>
      <ItemList
        label={translate(text('edit.storages'))}
        items={storages.map((s) => ({ id: s.storageId ?? '', name: s.storageName, detail: `${(venue.locations ?? []).filter((l) => l.storageId === s.storageId).length} ${translate(text('list.locations')).toLowerCase()}` }))}
        empty={text('edit.noStorages')}
        onEdit={canEdit ? (id) => setOpen({ kind: 'edit', id }) : undefined}
        onDelete={canEdit ? setRemoving : undefined}
      />
      {canEdit && <AddButton label={text('edit.addStorage')} onClick={() => setOpen({ kind: 'create' })} />}
      {open && (
        <FormDialog title={translate(text(open.kind === 'create' ? 'edit.newStorage' : 'edit.renameStorage'))} defaultValues={{ storageName: editing?.storageName ?? '' }} onSave={(v) => save.mutateAsync({ id: open.id, storageName: v.storageName })} alwaysEnableSave onClose={() => setOpen(null)}>
          <TextInput source="storageName" label="resources.posVenues.listItems.storages.storageName" validate={[required(), maxLength(80)]} autoFocus />
        </FormDialog>
      )}
      {removing && <ConfirmDelete name={storages.find((s) => s.storageId === removing)?.storageName ?? ''} remove={() => remove.mutateAsync(removing)} onClose={() => setRemoving(null)} />}
    </ActionCard>
  );
}

export function LocationsCard({ venue, canEdit }: CardProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState<Open>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const save = useVenueChange(venue.venueId, (v: { id?: string; name: string; storageId: string }) =>
    v.id
      ? posVenuesApi.updateLocation({ venueId: venue.venueId, body: { locationId: v.id, name: v.name, storageId: v.storageId } })
      : posVenuesApi.createLocation({ venueId: venue.venueId, body: { name: v.name, storageId: v.storageId } }),
  );
  const remove = useVenueChange(venue.venueId, (locationId: string) => posVenuesApi.deleteLocation({ venueId: venue.venueId, locationId }));
  const storages = venue.storages ?? [];
  const locations = venue.locations ?? [];
  const storageName = (id: string | null | undefined) => storages.find((s) => s.storageId === id)?.storageName ?? '';
  const editing = locations.find((l) => l.locationId === open?.id);
  return (
    <ActionCard title={translate(text('edit.locations'))}>
      <ItemList
        label={translate(text('edit.locations'))}
        items={locations.map((l) => ({ id: l.locationId ?? '', name: l.name, detail: `${translate(text('edit.inStorage'))}: ${storageName(l.storageId)}` }))}
        empty={text('edit.noLocations')}
        onEdit={canEdit ? (id) => setOpen({ kind: 'edit', id }) : undefined}
        onDelete={canEdit ? setRemoving : undefined}
      />
      {canEdit && !storages.length && <Typography variant="body2" color="text.secondary">{translate(text('edit.needStorage'))}</Typography>}
      {canEdit && <AddButton label={text('edit.addLocation')} onClick={() => setOpen({ kind: 'create' })} disabled={!storages.length} />}
      {open && (
        <FormDialog
          title={translate(text(open.kind === 'create' ? 'edit.newLocation' : 'edit.editLocation'))}
          defaultValues={{ name: editing?.name ?? '', storageId: editing?.storageId ?? storages[0]?.storageId ?? '' }}
          onSave={(v) => save.mutateAsync({ id: open.id, name: v.name, storageId: v.storageId })}
          alwaysEnableSave
          onClose={() => setOpen(null)}
        >
          <TextInput source="name" label="resources.posVenues.listItems.locations.name" validate={[required(), maxLength(80)]} autoFocus />
          <SelectInput source="storageId" label="resources.posVenues.listItems.locations.storageId" choices={storages.map((s) => ({ id: s.storageId, name: s.storageName }))} validate={required()} />
        </FormDialog>
      )}
      {removing && <ConfirmDelete name={locations.find((l) => l.locationId === removing)?.name ?? ''} remove={() => remove.mutateAsync(removing)} onClose={() => setRemoving(null)} />}
    </ActionCard>
  );
}

export function TerminalsCard({ venue, canEdit }: CardProps) {
  const translate = useTranslate();
  const terminals = useTerminals(venue.venueId);
  const [open, setOpen] = useState<Open>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  type Values = { id?: string; name: string; locationId: string; mustRequestTip: boolean; version?: number };
  const save = useVenueChange(
    venue.venueId,
    (v: Values) =>
      v.id
        ? posDevicesApi.update({ venueId: venue.venueId, terminalId: v.id, body: { name: v.name, locationId: v.locationId, mustRequestTip: v.mustRequestTip, version: v.version } })
        : posDevicesApi.create({ venueId: venue.venueId, body: { name: v.name, locationId: v.locationId, mustRequestTip: v.mustRequestTip } }),
    'terminals',
  );
  const remove = useVenueChange(venue.venueId, (id: string) => posDevicesApi.delete({ id }), 'terminals');
  const locations = venue.locations ?? [];
  const locationName = (id: string | null | undefined) => locations.find((l) => l.locationId === id)?.name ?? '';
  return (
    <ActionCard title={translate(text('edit.terminals'))} onRefresh={() => terminals.refetch()}>
      <QueryView query={terminals}>
        {(list) => {
          const editing = list.find((t) => t.id === open?.id);
          return (
            <>
              <ItemList
                label={translate(text('edit.terminals'))}
                items={list.map((t) => ({ id: t.id, name: t.name, detail: `${locationName(t.locationId)} · ${translate(text(t.mustRequestTip ? 'edit.tip' : 'edit.noTip'))}` }))}
                empty={text('edit.noTerminals')}
                onEdit={canEdit ? (id) => setOpen({ kind: 'edit', id }) : undefined}
                onDelete={canEdit ? setRemoving : undefined}
              />
              {canEdit && !locations.length && <Typography variant="body2" color="text.secondary">{translate(text('edit.needLocation'))}</Typography>}
              {canEdit && <AddButton label={text('edit.addTerminal')} onClick={() => setOpen({ kind: 'create' })} disabled={!locations.length} />}
              {open && (
                <FormDialog
                  title={translate(text(open.kind === 'create' ? 'edit.newTerminal' : 'edit.editTerminal'))}
                  defaultValues={{ name: editing?.name ?? '', locationId: editing?.locationId ?? locations[0]?.locationId ?? '', mustRequestTip: editing?.mustRequestTip ?? false }}
                  onSave={(v) => save.mutateAsync({ ...(v as Values), id: open.id, version: editing?.version })}
                  alwaysEnableSave
                  onClose={() => setOpen(null)}
                >
                  <TextInput source="name" label="resources.posDevices.fields.name" validate={[required(), maxLength(80)]} autoFocus />
                  <SelectInput source="locationId" label="resources.posDevices.fields.locationId" choices={locations.map((l) => ({ id: l.locationId, name: l.name }))} validate={required()} />
                  <BooleanInput source="mustRequestTip" label="resources.posDevices.fields.mustRequestTip" />
                </FormDialog>
              )}
              {removing && <ConfirmDelete name={list.find((t) => t.id === removing)?.name ?? ''} remove={() => remove.mutateAsync(removing)} onClose={() => setRemoving(null)} />}
            </>
          );
        }}
      </QueryView>
    </ActionCard>
  );
}
