import { useDraggable } from '@dnd-kit/core';
import CropFreeIcon from '@mui/icons-material/CropFree';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Plan } from '../FloorplanKit/plan';
import type { SetupTree, TableInfo } from '../FloorplanKit/tables';
import { text } from './texts';

/** A table not on the plan yet: dragged onto it, or pressed to go to a free spot of its section's area. */
function TrayTable({ table, canEdit, onPlace }: { table: TableInfo; canEdit: boolean; onPlace: () => void }) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `tray:${table.id}`, data: { tableId: table.id }, disabled: !canEdit });
  return (
    <Button
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      role="button"
      variant="outlined"
      size="small"
      disabled={!canEdit}
      onClick={onPlace}
      aria-label={translate(text('tray.place'), { name: table.name })}
      sx={{ opacity: isDragging ? 0.4 : 1, touchAction: 'none', textTransform: 'none' }}
    >
      {`${table.name} · ${table.seats}`}
    </Button>
  );
}

interface TrayProps {
  setup: SetupTree;
  plan: Plan;
  tables: Map<string, TableInfo>;
  canEdit: boolean;
  onPlaceTable: (tableId: string) => void;
  onPlaceArea: (sectionId: string) => void;
}

/** The setup's tables by section: those not on the plan yet, combination tables (drawn from their parts) and the areas. */
export function Tray({ setup, plan, tables, canEdit, onPlaceTable, onPlaceArea }: TrayProps) {
  const translate = useTranslate();
  const placed = new Set(plan.tables.map((t) => t.venueTableId));
  const areas = new Set(plan.sections.map((s) => s.venueSectionId));
  return (
    <Box component="section" aria-labelledby="floorplan-tray-title">
      <Typography id="floorplan-tray-title" variant="subtitle1" component="h2">
        {translate(text('tray.title'))}
      </Typography>
      {canEdit && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(text('tray.hint'))}
        </Typography>
      )}
      <Stack spacing={2}>
        {setup.venueSections.map((section) => {
          const own = section.venueTables.map((t) => tables.get(t.id)!).filter(Boolean);
          const single = own.filter((t) => !t.parts.length);
          const waiting = single.filter((t) => !placed.has(t.id));
          return (
            <Box key={section.id} component="section" aria-label={section.name}>
              <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1}>
                <Typography variant="subtitle2" component="h3">
                  {section.name}
                </Typography>
                {canEdit && !areas.has(section.id) && (
                  <Button size="small" startIcon={<CropFreeIcon />} onClick={() => onPlaceArea(section.id)} aria-label={translate(text('tray.areaOf'), { name: section.name })}>
                    {translate(text('tray.area'))}
                  </Button>
                )}
              </Stack>
              <Stack direction="row" useFlexGap flexWrap="wrap" gap={1} sx={{ mt: 0.5 }}>
                {waiting.map((t) => (
                  <TrayTable key={t.id} table={t} canEdit={canEdit} onPlace={() => onPlaceTable(t.id)} />
                ))}
              </Stack>
              {!single.length ? (
                <Typography variant="body2" color="text.secondary">
                  {translate(text('tray.noTables'))}
                </Typography>
              ) : (
                !waiting.length && (
                  <Typography variant="body2" color="text.secondary">
                    {translate(text('tray.allPlaced'))}
                  </Typography>
                )
              )}
              {own
                .filter((t) => t.parts.length)
                .map((t) => (
                  <Chip key={t.id} size="small" variant="outlined" sx={{ mt: 0.5, maxWidth: '100%' }} label={translate(text('tray.combination'), { name: t.name, parts: t.parts.map((p) => tables.get(p)?.name ?? '').join(' + ') })} />
                ))}
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
