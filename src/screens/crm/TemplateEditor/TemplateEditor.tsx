import DataObjectIcon from '@mui/icons-material/DataObject';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useDeferredValue, useMemo, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { renderTemplate, templateError, unknownPlaceholders, type HandlebarEntry } from '@/shared/crm/handlebars';
import { HandlebarPicker } from './HandlebarPicker';
import { PreviewPane } from './PreviewPane';
import { text } from './texts';

export interface TemplateEditorProps {
  id?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** HTML (email bodies) or text (subjects, SMS, push). */
  format: 'html' | 'text';
  multiline?: boolean;
  minRows?: number;
  required?: boolean;
  /** A validation or server message for the field. */
  error?: string;
  helperText?: string;
  /** Values that replace the catalogue samples in the preview (a venue's own name, for example). */
  values?: Record<string, string>;
  /** Shows the live preview from the start. */
  defaultPreview?: boolean;
  disabled?: boolean;
}

/**
 * A template text with the handlebar catalogue as a picker (the placeholder goes in at the cursor), warnings for
 * unreadable templates and unknown placeholders, and a live preview rendered with the catalogue's samples.
 */
export function TemplateEditor({ id, label, value, onChange, format, multiline = format === 'html', minRows = 6, required, error, helperText, values, defaultPreview = false, disabled }: TemplateEditorProps) {
  const translate = useTranslate();
  const input = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  const [picking, setPicking] = useState(false);
  const [previewing, setPreviewing] = useState(defaultPreview);
  const deferred = useDeferredValue(value);
  const syntax = useMemo(() => templateError(deferred ?? ''), [deferred]);
  const unknown = useMemo(() => unknownPlaceholders(deferred ?? ''), [deferred]);
  const rendered = useMemo(() => (previewing ? renderTemplate(deferred, { format, values }) : ''), [previewing, deferred, format, values]);

  const insert = (entry: HandlebarEntry) => {
    setPicking(false);
    const element = input.current;
    const current = value ?? '';
    const start = element?.selectionStart ?? current.length;
    const end = element?.selectionEnd ?? current.length;
    onChange(`${current.slice(0, start)}${entry.handlebar}${current.slice(end)}`);
    const caret = start + entry.handlebar.length;
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(caret, caret);
    });
  };

  return (
    <Box sx={{ mb: 2 }}>
      <TextField
        id={id}
        inputRef={input}
        label={label}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
        fullWidth
        required={required}
        disabled={disabled}
        multiline={multiline}
        minRows={multiline ? minRows : undefined}
        error={Boolean(error)}
        helperText={error ?? helperText}
        slotProps={{ htmlInput: { spellCheck: format === 'text', style: format === 'html' ? { fontFamily: 'monospace', fontSize: 13 } : undefined } }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap' }}>
        <Button size="small" startIcon={<DataObjectIcon />} onClick={() => setPicking(true)} disabled={disabled} aria-label={`${translate(text('insert'))}: ${label}`}>
          {translate(text('insert'))}
        </Button>
        <Button size="small" startIcon={previewing ? <VisibilityOffIcon /> : <VisibilityIcon />} onClick={() => setPreviewing((p) => !p)} aria-expanded={previewing} aria-label={`${translate(text(previewing ? 'preview.hide' : 'preview.show'))}: ${label}`}>
          {translate(text(previewing ? 'preview.hide' : 'preview.show'))}
        </Button>
      </Stack>
      {syntax && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate(text('warnings.syntax'), { error: syntax })}
        </Alert>
      )}
      {!syntax && unknown.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {translate(text('warnings.unknown'), { smart_count: unknown.length })}: {unknown.map((k) => `{{${k}}}`).join(', ')}
        </Alert>
      )}
      {previewing && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="subtitle2" gutterBottom>
            {translate(text('preview.title'))}
          </Typography>
          <PreviewPane rendered={rendered} format={format} label={label} height={format === 'html' ? 520 : undefined} />
        </Box>
      )}
      {picking && <HandlebarPicker open onClose={() => setPicking(false)} onPick={insert} />}
    </Box>
  );
}
