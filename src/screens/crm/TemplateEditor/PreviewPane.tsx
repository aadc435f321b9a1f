import { Box, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { text } from './texts';

/**
 * Rendered HTML in a sandboxed frame (no scripts, no same-origin access), so a template still being typed cannot
 * touch the portal; text as it reads in an SMS or push.
 */
export function PreviewPane({ rendered, format, label, height = 320 }: { rendered: string; format: 'html' | 'text'; label: string; height?: number }) {
  const translate = useTranslate();
  if (!rendered.trim()) return <Typography color="text.secondary">{translate(text('preview.empty'))}</Typography>;
  if (format === 'html') {
    return (
      <Box
        component="iframe"
        title={translate(text('preview.frame'), { label })}
        sandbox=""
        srcDoc={rendered}
        sx={{ width: '100%', height, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}
      />
    );
  }
  return (
    <Paper variant="outlined" sx={{ p: 1.5, whiteSpace: 'pre-wrap', bgcolor: 'action.hover' }} aria-label={translate(text('preview.frame'), { label })}>
      {rendered}
    </Paper>
  );
}
