import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import HideImageIcon from '@mui/icons-material/HideImageOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import RedoIcon from '@mui/icons-material/Redo';
import RotateRightIcon from '@mui/icons-material/RotateRight';
import SaveIcon from '@mui/icons-material/Save';
import UndoIcon from '@mui/icons-material/Undo';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import { Button, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import { GRID } from '../FloorplanKit/plan';
import type { EditCommand } from './EditorCanvas';
import { text } from './texts';

/** A size field that changes the plan when left or confirmed with Enter, not on every key (keyed by its value, so undo shows). */
function SizeField({ label, value, onChange }: { label: string; value: number; onChange: (v: number) => void }) {
  const [draft, setDraft] = useState(String(value));
  const commit = () => {
    const n = Number(draft);
    if (Number.isFinite(n) && n > 0) onChange(n);
    else setDraft(String(value));
  };
  return <TextField size="small" type="number" label={label} value={draft} onChange={(e) => setDraft(e.target.value)} onBlur={commit} onKeyDown={(e) => e.key === 'Enter' && commit()} slotProps={{ htmlInput: { min: 100, max: 10000, step: GRID } }} sx={{ width: 120 }} />;
}

interface ToolbarProps {
  width: number;
  height: number;
  snap: boolean;
  selectedName: string | null;
  canUndo: boolean;
  canRedo: boolean;
  dirty: boolean;
  saving: boolean;
  onSize: (width: number, height: number) => void;
  onSnap: (snap: boolean) => void;
  onCommand: (command: EditCommand) => void;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  /** The room's picture under the plan: whether it has one, and one being uploaded. */
  picture: { shown: boolean; uploading: boolean; onFile: (file: File) => void; onRemove: () => void };
}

/** Chooses, changes or takes away the room's picture under the plan. */
function PictureButtons({ shown, uploading, onFile, onRemove }: ToolbarProps['picture']) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement>(null);
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <>
      <input ref={input} type="file" accept="image/png,image/jpeg,image/gif,image/webp" hidden onChange={chosen} aria-label={translate(text('toolbar.pictureFile'))} data-testid="floorplan-picture-file" />
      <Button startIcon={<ImageIcon />} onClick={() => input.current?.click()} disabled={uploading}>
        {translate(text(uploading ? 'toolbar.uploading' : shown ? 'toolbar.changePicture' : 'toolbar.picture'))}
      </Button>
      {shown && (
        <Button startIcon={<HideImageIcon />} onClick={onRemove} disabled={uploading}>
          {translate(text('toolbar.removePicture'))}
        </Button>
      )}
    </>
  );
}

/** What the keys do, also as buttons: for the pointer and the phone. */
export function Toolbar({ width, height, snap, selectedName, canUndo, canRedo, dirty, saving, onSize, onSnap, onCommand, onUndo, onRedo, onSave, picture }: ToolbarProps) {
  const translate = useTranslate();
  return (
    <Stack spacing={1} role="toolbar" aria-label={translate(text('toolbar.label'))}>
      <Stack direction="row" useFlexGap flexWrap="wrap" gap={1} alignItems="center">
        <Button startIcon={<UndoIcon />} onClick={onUndo} disabled={!canUndo}>
          {translate(text('toolbar.undo'))}
        </Button>
        <Button startIcon={<RedoIcon />} onClick={onRedo} disabled={!canRedo}>
          {translate(text('toolbar.redo'))}
        </Button>
        <SizeField key={`w${width}`} label={translate(text('toolbar.width'))} value={width} onChange={(w) => onSize(w, height)} />
        <SizeField key={`h${height}`} label={translate(text('toolbar.height'))} value={height} onChange={(h) => onSize(width, h)} />
        <FormControlLabel control={<Switch checked={snap} onChange={(e) => onSnap(e.target.checked)} />} label={translate(text('toolbar.snap'))} />
        <PictureButtons {...picture} />
        <Button variant="contained" startIcon={<SaveIcon />} onClick={onSave} disabled={saving || !dirty}>
          {translate(text(saving ? 'toolbar.saving' : 'toolbar.save'))}
        </Button>
        <Typography variant="body2" color={dirty ? 'warning.main' : 'text.secondary'} role="status">
          {translate(text(dirty ? 'toolbar.unsaved' : 'toolbar.allSaved'))}
        </Typography>
      </Stack>
      <Stack direction="row" useFlexGap flexWrap="wrap" gap={1} alignItems="center">
        <Typography variant="body2" sx={{ mr: 1 }}>
          {selectedName ? translate(text('toolbar.selected'), { name: selectedName }) : translate(text('toolbar.none'))}
        </Typography>
        {selectedName && (
          <>
            <Button size="small" startIcon={<RotateRightIcon />} onClick={() => onCommand({ kind: 'rotate', degrees: 15 })}>
              {translate(text('toolbar.rotate'))}
            </Button>
            <Button size="small" startIcon={<ZoomInIcon />} onClick={() => onCommand({ kind: 'resizeBy', d: GRID })}>
              {translate(text('toolbar.larger'))}
            </Button>
            <Button size="small" startIcon={<ZoomOutIcon />} onClick={() => onCommand({ kind: 'resizeBy', d: -GRID })}>
              {translate(text('toolbar.smaller'))}
            </Button>
            <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={() => onCommand({ kind: 'remove' })}>
              {translate(text('toolbar.remove'))}
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}
