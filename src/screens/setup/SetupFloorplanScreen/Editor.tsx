import { DndContext, DragOverlay, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { useMemo, useReducer, useRef, useState, type KeyboardEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { mediaApi } from '@generated/client/api/media';
import { venueSetupsApi } from '@generated/client/api/venueSetups';
import { SaveErrorAlert, type SaveError } from '@/app/widgets/SaveErrorAlert';
import { errorMessage, errorStatus } from '@/data/httpErrors';
import { Legend } from '../FloorplanKit/Legend';
import { moveBy, moveTo, placeSection, placeTable, remove, resizeBy, resizePlan, resizeTo, rotate, sameRef, type ItemRef, type Plan } from '../FloorplanKit/plan';
import { defaultSizeOf, tablesOf, type SetupTree } from '../FloorplanKit/tables';
import { EditorCanvas, type EditCommand } from './EditorCanvas';
import { historyReducer, startHistory } from './history';
import { text } from './texts';
import { Toolbar } from './Toolbar';
import { Tray } from './Tray';

export type Stored = Awaited<ReturnType<typeof venueSetupsApi.getFloorplan>>;

interface EditorProps {
  /** The venue whose setup this is (the id of its venue details too). */
  venueId: string;
  setup: SetupTree;
  initial: Plan;
  version: number;
  canEdit: boolean;
  onSaved: (saved: Stored) => void;
  onReload: () => void;
}

/** The floorplan editor of one setup: tray, canvas and tools, with undo and redo over every change until it is saved. */
export function Editor({ venueId, setup, initial, version: loadedVersion, canEdit, onSaved, onReload }: EditorProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const tables = useMemo(() => tablesOf(setup), [setup]);
  const sectionNames = useMemo(() => new Map(setup.venueSections.map((s) => [s.id, s.name])), [setup]);
  const sizeOf = useMemo(() => defaultSizeOf(tables), [tables]);
  const [history, dispatch] = useReducer(historyReducer<Plan>, initial, startHistory);
  const [saved, setSaved] = useState({ plan: initial, version: loadedVersion });
  const [selected, setSelected] = useState<ItemRef | null>(null);
  const [snap, setSnap] = useState(true);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<SaveError | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const svg = useRef<SVGSVGElement | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));
  const plan = history.present;
  const change = (fn: (p: Plan) => Plan) => dispatch({ type: 'change', change: fn });
  const dirty = JSON.stringify(plan) !== JSON.stringify(saved.plan);

  const command = (ref: ItemRef, c: EditCommand) => {
    if (c.kind === 'moveBy') change((p) => moveBy(p, ref, c.dx, c.dy, snap));
    if (c.kind === 'rotate') change((p) => rotate(p, ref, c.degrees));
    if (c.kind === 'resizeBy') change((p) => resizeBy(p, ref, c.d, c.d, snap));
    if (c.kind === 'remove') {
      change((p) => remove(p, ref));
      setSelected(null);
      svg.current?.focus();
    }
  };
  const place = (tableId: string, at?: { x: number; y: number }) => {
    change((p) => placeTable(p, tableId, sizeOf(tableId), tables.get(tableId)?.sectionId ?? null, at, snap));
    setSelected({ kind: 'table', id: tableId });
  };
  const dropped = (event: DragEndEvent) => {
    setDragging(null);
    const tableId = event.active.data.current?.tableId as string | undefined;
    const start = event.activatorEvent as PointerEvent | null;
    if (!tableId || event.over?.id !== 'floorplan-canvas' || !svg.current || !start) return;
    const box = svg.current.getBoundingClientRect();
    const x = ((start.clientX + event.delta.x - box.left) / box.width) * plan.width;
    const y = ((start.clientY + event.delta.y - box.top) / box.height) * plan.height;
    place(tableId, { x, y });
  };
  const keys = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || (event.target as HTMLElement).closest('input, textarea')) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) dispatch({ type: 'undo' });
    else if (key === 'y' || (key === 'z' && event.shiftKey)) dispatch({ type: 'redo' });
    else return;
    event.preventDefault();
  };
  const save = async () => {
    setSaving(true);
    setError(null);
    try {
      const result = await venueSetupsApi.putFloorplan({ setupId: setup.id, body: { ...plan, version: saved.version } });
      setSaved({ plan, version: result.version });
      onSaved(result);
      notify(text('toolbar.saved'), { type: 'success' });
    } catch (e) {
      setError({ message: errorMessage(e), stale: errorStatus(e) === 409 });
    } finally {
      setSaving(false);
    }
  };
  // The picture is stored on upload and becomes the plan's with Save, so undo takes it back like any other change.
  const uploadPicture = async (file: File) => {
    setUploading(true);
    try {
      const form = new FormData();
      form.append('venueId', venueId);
      form.append('file', file);
      const media = await mediaApi.upload({ type: 'floorplan', body: form });
      change((p) => ({ ...p, backgroundImage: media.id }));
    } catch (e) {
      notify(errorMessage(e), { type: 'error' });
    } finally {
      setUploading(false);
    }
  };
  const nameOf = (ref: ItemRef | null) => (!ref ? null : ref.kind === 'table' ? (tables.get(ref.id)?.name ?? null) : (sectionNames.get(ref.id) ?? null));
  const selectedName = plan.tables.some((t) => sameRef(selected, { kind: 'table', id: t.venueTableId })) || plan.sections.some((s) => sameRef(selected, { kind: 'section', id: s.venueSectionId })) ? nameOf(selected) : null;

  return (
    <Stack spacing={2} onKeyDown={keys}>
      {!canEdit && <Alert severity="info">{translate(text('readOnly'))}</Alert>}
      <SaveErrorAlert error={error} staleText={translate(text('stale'))} reloadText={translate(text('reload'))} onReload={onReload} />
      {canEdit && (
        <Toolbar
          width={plan.width}
          height={plan.height}
          snap={snap}
          selectedName={selectedName}
          canUndo={history.past.length > 0}
          canRedo={history.future.length > 0}
          dirty={dirty}
          saving={saving}
          onSize={(w, h) => change((p) => resizePlan(p, w, h))}
          onSnap={setSnap}
          onCommand={(c) => selected && command(selected, c)}
          onUndo={() => dispatch({ type: 'undo' })}
          onRedo={() => dispatch({ type: 'redo' })}
          onSave={save}
          picture={{ shown: Boolean(plan.backgroundImage), uploading, onFile: uploadPicture, onRemove: () => change((p) => ({ ...p, backgroundImage: null })) }}
        />
      )}
      <DndContext sensors={sensors} onDragStart={(e) => setDragging((e.active.data.current?.tableId as string) ?? null)} onDragCancel={() => setDragging(null)} onDragEnd={dropped}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' }, alignItems: 'start' }}>
          <Tray setup={setup} plan={plan} tables={tables} canEdit={canEdit} onPlaceTable={(id) => place(id)} onPlaceArea={(id) => change((p) => placeSection(p, id, [...tables.values()].filter((t) => t.sectionId === id).map((t) => t.id)))} />
          <Box sx={{ minWidth: 0 }}>
            <EditorCanvas
              plan={plan}
              setupName={setup.name}
              tables={tables}
              sectionNames={sectionNames}
              selected={selected}
              canEdit={canEdit}
              onSelect={setSelected}
              onCommand={command}
              onMoveTo={(ref, x, y) => change((p) => moveTo(p, ref, x, y, snap))}
              onResizeTo={(ref, w, h) => change((p) => resizeTo(p, ref, w, h, snap))}
              svgRef={(node) => (svg.current = node)}
            />
            {canEdit && (
              <Typography id="floorplan-keys" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {translate(text('help'))}
              </Typography>
            )}
          </Box>
        </Box>
        <DragOverlay>{dragging ? <Chip color="primary" label={`${tables.get(dragging)?.name ?? ''} · ${tables.get(dragging)?.seats ?? ''}`} /> : null}</DragOverlay>
      </DndContext>
      <Legend />
    </Stack>
  );
}
