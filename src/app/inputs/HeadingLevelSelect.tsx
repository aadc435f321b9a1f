import { MenuItem, TextField } from '@mui/material';
import { useEditorState } from '@tiptap/react';
import { useTiptapEditor } from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';

const LEVELS = [
  { value: 'paragraph', label: 'ra.tiptap.paragraph', fallback: 'Normal' },
  ...([1, 2, 3, 4, 5, 6] as const).map((level) => ({ value: `h${level}`, label: `ra.tiptap.heading${level}`, fallback: `Heading ${level}` })),
];

/**
 * The paragraph or heading level of the text at the cursor, as a labelled select. react-admin's `LevelSelect` draws a
 * list item outside any list and names its button "Current level" while it shows "Normal" (two WCAG failures).
 */
export function HeadingLevelSelect() {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const value = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      if (!e) return 'paragraph';
      const level = ([1, 2, 3, 4, 5, 6] as const).find((l) => e.isActive('heading', { level: l }));
      return level ? `h${level}` : 'paragraph';
    },
  });
  const choose = (next: string) => {
    if (!editor) return;
    if (next === 'paragraph') editor.chain().focus().setNode('paragraph').run();
    else editor.chain().focus().setNode('heading', { level: Number(next.slice(1)) }).run();
  };
  return (
    <TextField
      select
      size="small"
      variant="standard"
      label={translate('ra.tiptap.select_level', { _: 'Level' })}
      value={value ?? 'paragraph'}
      onChange={(e) => choose(e.target.value)}
      disabled={!editor?.isEditable}
      sx={{ minWidth: 140, mx: 1 }}
    >
      {LEVELS.map((l) => (
        <MenuItem key={l.value} value={l.value}>
          {translate(l.label, { _: l.fallback })}
        </MenuItem>
      ))}
    </TextField>
  );
}
