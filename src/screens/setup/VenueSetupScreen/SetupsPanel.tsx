import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Button, Checkbox, FormControlLabel, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useNotify, useTranslate } from 'react-admin';
import { venueSetupsApi } from '@generated/client/api/venueSetups';
import { ConfirmDialog } from '@/app/widgets/dialogs/ConfirmDialog';
import { errorMessage } from '@/data/httpErrors';
import { keys, useSetups, type SetupTree } from '../../shared/BookingKit/queries';
import { kit } from '../../shared/BookingKit/texts';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { NameDialog, RulesFields, rulesOf, rulesReady } from './dialogs';
import { SectionCard } from './SectionCard';
import { TablesExport } from './TablesExport';
import { text } from './texts';

/**
 * The selected setup: kept while it still exists after setups reload; otherwise the first setup, or none when
 * the venue has no setups (deleted setups are never listed).
 */
export function selectedSetup(setups: SetupTree[], wanted: string | null): SetupTree | null {
  return setups.find((s) => s.id === wanted) ?? setups[0] ?? null;
}

export function useSelectedSetup(setups: SetupTree[]): [SetupTree | null, (id: string) => void] {
  const [params, setParams] = useSearchParams();
  const select = (id: string) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('setup', id);
        return out;
      },
      { replace: true },
    );
  return [selectedSetup(setups, params.get('setup')), select];
}

function SetupDialog({ setup, currency, timeZone, onSaved, onClose }: { setup: SetupTree; currency: string; timeZone: string; onSaved: () => void; onClose: () => void }) {
  const translate = useTranslate();
  const [name, setName] = useState(setup.name);
  const [isActive, setIsActive] = useState(Boolean(setup.isActive));
  const [rules, setRules] = useState(rulesOf(setup));
  const save = async () => {
    if (!rulesReady(rules)) throw new Error(translate(text('venue.fixPolicies')));
    await venueSetupsApi.update({ id: setup.id, body: { name, isActive, ...rules, venuePolicies: rules.venuePolicies as never, seatingStrategies: rules.seatingStrategies as never, version: setup.version } });
    onSaved();
  };
  return (
    <FormDialog title={translate(text('setups.edit'))} submit={save} onClose={onClose} maxWidth="md">
      {(errors) => (
        <>
          <TextField size="small" required label={translate(text('setups.name'))} value={name} onChange={(e) => setName(e.target.value)} error={Boolean(errors.name)} helperText={errors.name} />
          <FormControlLabel control={<Checkbox checked={isActive} onChange={(e) => setIsActive(e.target.checked)} />} label={translate(text('setups.active'))} />
          <RulesFields value={rules} onChange={setRules} currency={currency} timeZone={timeZone} />
        </>
      )}
    </FormDialog>
  );
}

type Open = 'add' | 'copy' | 'edit' | 'delete' | 'addSection' | null;

/** Setups of the venue: choose one, add, copy under a new name, edit, delete (soft); its sections and tables below. */
export function SetupsPanel({ venueId, canEdit, currency, timeZone }: { venueId: string; canEdit: boolean; currency: string; timeZone: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const setups = useSetups(venueId);
  const [setup, select] = useSelectedSetup(setups.data ?? []);
  const [open, setOpen] = useState<Open>(null);
  const reload = () => client.invalidateQueries({ queryKey: keys.setups(venueId) });
  if (setups.isPending) return <Typography>{translate(kit('states.loading'))}</Typography>;
  if (setups.isError) return <Alert severity="error">{errorMessage(setups.error)}</Alert>;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {setups.data.length > 0 ? (
          <TextField select size="small" label={translate(text('setups.setup'))} value={setup?.id ?? ''} onChange={(e) => select(e.target.value)} sx={{ minWidth: 220 }}>
            {setups.data.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Typography color="text.secondary">{translate(text('setups.none'))}</Typography>
        )}
        {canEdit && (
          <>
            <Button startIcon={<AddIcon />} onClick={() => setOpen('add')}>
              {translate(text('setups.add'))}
            </Button>
            {setup && (
              <>
                <Button startIcon={<ContentCopyIcon />} onClick={() => setOpen('copy')}>
                  {translate(text('setups.copy'))}
                </Button>
                <Button startIcon={<EditIcon />} onClick={() => setOpen('edit')}>
                  {translate(text('setups.edit'))}
                </Button>
                <Button startIcon={<DeleteIcon />} color="error" onClick={() => setOpen('delete')}>
                  {translate(text('setups.delete'))}
                </Button>
              </>
            )}
          </>
        )}
        {setup && (
          <Button component={RouterLink} to={`/marcom/marcom/floorplan?venueId=${encodeURIComponent(venueId)}&setup=${encodeURIComponent(setup.id)}`} startIcon={<DashboardIcon />}>
            {translate(text('setups.floorplan'))}
          </Button>
        )}
        {setup && <TablesExport setup={setup} />}
      </Stack>
      {setup && (
        <>
          {setup.venueSections.map((section) => (
            <SectionCard key={section.id} setup={setup} section={section} canEdit={canEdit} currency={currency} timeZone={timeZone} onChanged={reload} />
          ))}
          {canEdit && (
            <div>
              <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setOpen('addSection')}>
                {translate(text('setups.addSection'))}
              </Button>
            </div>
          )}
        </>
      )}
      {open === 'add' && (
        <NameDialog
          title={translate(text('setups.addTitle'))}
          label={translate(text('setups.name'))}
          save={async (name) => {
            const created = await venueSetupsApi.create({ body: { name, venueDetailsId: venueId } });
            await reload();
            select(created.id);
            notify(text('setups.saved'), { type: 'success' });
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'copy' && setup && (
        <NameDialog
          title={translate(text('setups.copyTitle'), { name: setup.name })}
          label={translate(text('setups.newName'))}
          initial={translate(text('setups.copyOf'), { name: setup.name })}
          save={async (name) => {
            const copy = await venueSetupsApi.copy({ id: setup.id, newName: name });
            await reload();
            select(copy.id);
            notify(text('setups.copied'), { type: 'success', messageArgs: { name } });
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'edit' && setup && <SetupDialog setup={setup} currency={currency} timeZone={timeZone} onSaved={reload} onClose={() => setOpen(null)} />}
      {open === 'delete' && setup && (
        <ConfirmDialog
          title={translate(text('setups.deleteTitle'), { name: setup.name })}
          confirmLabel={translate(kit('actions.delete'))}
          destructive
          onConfirm={async () => {
            await venueSetupsApi.delete({ id: setup.id });
            await reload();
          }}
          onClose={() => setOpen(null)}
        >
          {translate(text('setups.deleteMessage'))}
        </ConfirmDialog>
      )}
      {open === 'addSection' && setup && (
        <NameDialog
          title={translate(text('setups.addSection'))}
          label={translate(text('setups.sectionName'))}
          save={async (name) => {
            await venueSetupsApi.createSection({ id: setup.id, body: { name } });
            await reload();
          }}
          onClose={() => setOpen(null)}
        />
      )}
    </Stack>
  );
}
