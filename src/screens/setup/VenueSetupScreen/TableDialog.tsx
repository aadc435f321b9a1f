import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { venueSetupsApi } from '@generated/client/api/venueSetups';
import { enumLabelKey } from '@/app/enums';
import type { SetupTree } from '../../shared/BookingKit/queries';
import { kit } from '../../shared/BookingKit/texts';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { RulesFields, rulesOf, rulesReady } from './dialogs';
import { text } from './texts';

type Section = SetupTree['venueSections'][number];
type Table = Section['venueTables'][number];

/**
 * Creates a table (always sent with type 1, low; the type can be changed afterwards) or edits one. Choosing another
 * section moves the table: the server deletes it in its section and creates it again in the other, with its bookings.
 */
export function TableDialog({ setup, section, table, currency, timeZone, onSaved, onLayoutChanged, onClose }: { setup: SetupTree; section: Section; table?: Table; currency: string; timeZone: string; onSaved: (movedTo?: { section: string; count: number }) => void; onLayoutChanged: () => void; onClose: () => void }) {
  const translate = useTranslate();
  const [v, setV] = useState({
    name: table?.name ?? '',
    seatCount: String(table?.seatCount ?? 4),
    venueTableType: (table?.venueTableType ?? 1) as 1 | 2,
    isRoundTable: Boolean(table?.isRoundTable),
    note: table?.note ?? '',
    parts: table?.combinationTablePartIds ?? [],
    sectionId: section.id,
  });
  const [rules, setRules] = useState(rulesOf(table ?? {}));
  const singles = setup.venueSections.flatMap((s) => s.venueTables).filter((t) => !t.combinationTablePartIds?.length && t.id !== table?.id);
  const base = { name: v.name.trim(), seatCount: Number(v.seatCount), venueTableType: v.venueTableType, note: v.note.trim() || null, combinationTablePartIds: v.parts, isRoundTable: v.isRoundTable };
  const full = { ...base, ...rules, venuePolicies: rules.venuePolicies as never, seatingStrategies: rules.seatingStrategies as never };
  const save = async () => {
    if (!base.name || !(base.seatCount >= 1)) throw new Error(`${translate(text('table.name'))} / ${translate(text('table.seats'))}: ${translate(kit('policy.errors.required'))}`);
    if (!rulesReady(rules)) throw new Error(translate(text('venue.fixPolicies')));
    let movedBookings = 0;
    if (!table) {
      // A new table is always sent with type 1; another type is saved right after.
      const created = await venueSetupsApi.createTable({ id: setup.id, sectionId: section.id, body: { ...base, venueTableType: 1 } });
      if (v.venueTableType !== 1 || v.isRoundTable || rules.venuePolicies.length || rules.seatingStrategies.length || rules.bookingOnRequestOnly) {
        await venueSetupsApi.updateTable({ id: setup.id, sectionId: section.id, tableId: created.id, body: { ...full, version: created.version } });
      }
    } else if (v.sectionId !== section.id) {
      // The changes first, then the move: one call in which the server deletes the table here and creates it in the
      // other section with its bookings from tonight on; a move it cannot make is refused (409) with the reason.
      const saved = await venueSetupsApi.updateTable({ id: setup.id, sectionId: section.id, tableId: table.id, body: { ...full, version: table.version } });
      try {
        const moved = await venueSetupsApi.moveTable({ id: setup.id, sectionId: section.id, tableId: table.id, targetSectionId: v.sectionId, body: { version: saved.version! } });
        movedBookings = moved.movedBookings;
      } catch (failure) {
        // The changes are saved, the move is not: show the table as it is now, so that trying again starts from there.
        onLayoutChanged();
        throw failure;
      }
    } else {
      // Made from the version shown: a change someone else saved meanwhile is not overwritten (409).
      await venueSetupsApi.updateTable({ id: setup.id, sectionId: section.id, tableId: table.id, body: { ...full, version: table.version } });
    }
    onSaved(v.sectionId !== section.id ? { section: setup.venueSections.find((s) => s.id === v.sectionId)?.name ?? '', count: movedBookings } : undefined);
  };
  return (
    <FormDialog title={table ? translate(text('table.editTitle'), { name: table.name }) : translate(text('table.addTitle'), { section: section.name })} submit={save} onClose={onClose} maxWidth="md">
      {(errors) => (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField size="small" autoFocus required label={translate(text('table.name'))} value={v.name} onChange={(e) => setV({ ...v, name: e.target.value })} error={Boolean(errors.name)} helperText={errors.name} />
            <TextField size="small" type="number" required label={translate(text('table.seats'))} value={v.seatCount} onChange={(e) => setV({ ...v, seatCount: e.target.value })} error={Boolean(errors.seatCount)} helperText={errors.seatCount} slotProps={{ htmlInput: { min: 1, max: 500 } }} sx={{ width: 120 }} />
            {table && (
              <TextField select size="small" label={translate(text('table.type'))} value={v.venueTableType} onChange={(e) => setV({ ...v, venueTableType: Number(e.target.value) as 1 | 2 })} sx={{ width: 160 }}>
                {[1, 2].map((t) => (
                  <MenuItem key={t} value={t}>
                    {translate(enumLabelKey('venueSetups.venueTableType', t))}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <FormControlLabel control={<Checkbox checked={v.isRoundTable} onChange={(e) => setV({ ...v, isRoundTable: e.target.checked })} />} label={translate(text('table.round'))} />
          </Stack>
          <TextField size="small" label={translate(text('table.note'))} value={v.note} onChange={(e) => setV({ ...v, note: e.target.value })} />
          <TextField
            select
            size="small"
            label={translate(text('table.parts'))}
            value={v.parts}
            onChange={(e) => setV({ ...v, parts: typeof e.target.value === 'string' ? e.target.value.split(',') : (e.target.value as string[]) })}
            error={Boolean(errors.combinationTablePartIds)}
            helperText={errors.combinationTablePartIds ?? errors['combinationTablePartIds.0'] ?? errors['combinationTablePartIds.1']}
            slotProps={{ select: { multiple: true } }}
          >
            {singles.map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.name}
              </MenuItem>
            ))}
          </TextField>
          {table && (
            <TextField select size="small" label={translate(text('table.section'))} value={v.sectionId} onChange={(e) => setV({ ...v, sectionId: e.target.value })}>
              {setup.venueSections.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {table && <RulesFields value={rules} onChange={setRules} currency={currency} timeZone={timeZone} />}
        </>
      )}
    </FormDialog>
  );
}
