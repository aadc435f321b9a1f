import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, Button, Card, CardContent, Chip, IconButton, Stack, Switch, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { venueSetupsApi } from '@generated/client/api/venueSetups';
import { enumLabelKey } from '@/app/enums';
import { isWalkInOnly, type Policy } from '@/shared/bookings/policies';
import { ConfirmDialog } from '@/app/widgets/dialogs/ConfirmDialog';
import { errorMessage } from '@/data/httpErrors';
import type { SetupTree } from '../../shared/BookingKit/queries';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { RulesFields, rulesOf, rulesReady } from './dialogs';
import { TableDialog } from './TableDialog';
import { kit } from '../../shared/BookingKit/texts';
import { text } from './texts';

type Section = SetupTree['venueSections'][number];
type Table = Section['venueTables'][number];
type Open = { kind: 'editSection' | 'deleteSection' | 'addTable' } | { kind: 'editTable' | 'deleteTable'; table: Table } | null;

function SectionDialog({ setup, section, currency, timeZone, onSaved, onClose }: { setup: SetupTree; section: Section; currency: string; timeZone: string; onSaved: () => void; onClose: () => void }) {
  const translate = useTranslate();
  const [v, setV] = useState({ name: section.name, description: section.description ?? '', image: section.image ?? '' });
  const [rules, setRules] = useState(rulesOf(section));
  const save = async () => {
    if (!rulesReady(rules)) throw new Error(translate(text('venue.fixPolicies')));
    await venueSetupsApi.updateSection({
      id: setup.id,
      sectionId: section.id,
      body: { name: v.name, description: v.description || null, image: v.image || null, ...rules, venuePolicies: rules.venuePolicies as never, seatingStrategies: rules.seatingStrategies as never, version: section.version },
    });
    onSaved();
  };
  return (
    <FormDialog title={translate(text('section.edit'))} submit={save} onClose={onClose} maxWidth="md">
      {(errors) => (
        <>
          <TextField size="small" required label={translate(text('section.name'))} value={v.name} onChange={(e) => setV({ ...v, name: e.target.value })} error={Boolean(errors.name)} helperText={errors.name} />
          <TextField size="small" label={translate(text('section.description'))} value={v.description} onChange={(e) => setV({ ...v, description: e.target.value })} />
          <TextField size="small" label={translate(text('section.image'))} value={v.image} onChange={(e) => setV({ ...v, image: e.target.value })} />
          <RulesFields value={rules} onChange={setRules} currency={currency} timeZone={timeZone} />
        </>
      )}
    </FormDialog>
  );
}

/** A section with its tables: seats, type, round, note, combination parts, walk-in mark and the active switch. */
export function SectionCard({ setup, section, canEdit, currency, timeZone, onChanged }: { setup: SetupTree; section: Section; canEdit: boolean; currency: string; timeZone: string; onChanged: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState<Open>(null);
  const names = new Map(setup.venueSections.flatMap((s) => s.venueTables).map((t) => [t.id, t.name]));
  const toggle = async (table: Table, active: boolean) => {
    try {
      await venueSetupsApi.setTableActive({ id: setup.id, sectionId: section.id, tableId: table.id, body: { active } });
      onChanged();
    } catch (failure) {
      notify(errorMessage(failure), { type: 'error' });
    }
  };
  return (
    <Card variant="outlined" component="section" aria-label={section.name} data-testid={`section-${section.name}`}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ flex: 1 }}>
            {section.name}
            {section.description && (
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                · {section.description}
              </Typography>
            )}
          </Typography>
          {canEdit && (
            <>
              <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen({ kind: 'addTable' })}>
                {translate(text('table.add'))}
              </Button>
              <IconButton aria-label={`${translate(text('section.edit'))}: ${section.name}`} onClick={() => setOpen({ kind: 'editSection' })}>
                <EditIcon fontSize="small" />
              </IconButton>
              <IconButton aria-label={`${translate(text('section.delete'))}: ${section.name}`} onClick={() => setOpen({ kind: 'deleteSection' })}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </>
          )}
        </Stack>
        {!section.venueTables.length ? (
          <Typography variant="body2" color="text.secondary">
            {translate(text('section.empty'))}
          </Typography>
        ) : (
          <Table size="small" aria-label={section.name}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(text('table.name'))}</TableCell>
                <TableCell>{translate(text('table.seats'))}</TableCell>
                <TableCell>{translate(text('table.type'))}</TableCell>
                <TableCell>{translate(text('table.note'))}</TableCell>
                <TableCell>{translate(text('table.active'))}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {section.venueTables.map((t) => (
                <TableRow key={t.id} data-testid={`table-${t.name}`}>
                  <TableCell>
                    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      <strong>{t.name}</strong>
                      {t.isRoundTable && <Chip size="small" variant="outlined" label={translate(text('table.round'))} />}
                      {t.isCombinationTable && <Chip size="small" variant="outlined" label={`${translate(text('table.combination'))}: ${(t.combinationTablePartIds ?? []).map((p) => names.get(p) ?? '?').join(' + ')}`} />}
                      {isWalkInOnly(t.venuePolicies as Policy[] | null) && <Chip size="small" color="info" label={translate(text('table.walkIn'))} />}
                    </Stack>
                  </TableCell>
                  <TableCell>{t.seatCount}</TableCell>
                  <TableCell>{translate(enumLabelKey('venueSetups.venueTableType', t.venueTableType ?? 1))}</TableCell>
                  <TableCell>{t.note}</TableCell>
                  <TableCell>
                    <Switch size="small" checked={t.isActive !== false} disabled={!canEdit} onChange={(e) => toggle(t, e.target.checked)} slotProps={{ input: { 'aria-label': `${translate(text('table.active'))}: ${t.name}` } }} />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {canEdit && (
                      <>
                        <IconButton size="small" aria-label={`${translate(text('table.edit'))}: ${t.name}`} onClick={() => setOpen({ kind: 'editTable', table: t })}>
                          <EditIcon fontSize="small" />
                        </IconButton>
                        <IconButton size="small" aria-label={`${translate(text('table.delete'))}: ${t.name}`} onClick={() => setOpen({ kind: 'deleteTable', table: t })}>
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Box />
      </CardContent>
      {open?.kind === 'editSection' && <SectionDialog setup={setup} section={section} currency={currency} timeZone={timeZone} onSaved={onChanged} onClose={() => setOpen(null)} />}
      {(open?.kind === 'addTable' || open?.kind === 'editTable') && (
        <TableDialog
          setup={setup}
          section={section}
          table={open.kind === 'editTable' ? open.table : undefined}
          currency={currency}
          timeZone={timeZone}
          onSaved={(movedTo) => {
            notify(movedTo ? text('table.moved') : text('table.saved'), { type: 'success', messageArgs: movedTo });
            onChanged();
          }}
          onLayoutChanged={onChanged}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'deleteSection' && (
        <ConfirmDialog
          title={translate(text('section.deleteTitle'), { name: section.name })}
          confirmLabel={translate(kit('actions.confirm'))}
          destructive
          onConfirm={async () => {
            await venueSetupsApi.deleteSection({ id: setup.id, sectionId: section.id });
            onChanged();
          }}
          onClose={() => setOpen(null)}
        >
          {translate(text('section.deleteMessage'))}
        </ConfirmDialog>
      )}
      {open?.kind === 'deleteTable' && (
        <ConfirmDialog
          title={translate(text('table.deleteTitle'), { name: open.table.name })}
          confirmLabel={translate(kit('actions.confirm'))}
          destructive
          onConfirm={async () => {
            await venueSetupsApi.deleteTable({ id: setup.id, sectionId: section.id, tableId: open.table.id });
            onChanged();
          }}
          onClose={() => setOpen(null)}
        >
          {translate(text('table.deleteMessage'))}
        </ConfirmDialog>
      )}
    </Card>
  );
}
