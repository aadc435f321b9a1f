import { Alert, Box, Checkbox, FormControlLabel, FormGroup, FormLabel, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { activationPlanCampaignsApi } from '@generated/client/api/activationPlanCampaigns';
import { activationPlanCommentsApi } from '@generated/client/api/activationPlanComments';
import { activationPlanEventsApi } from '@generated/client/api/activationPlanEvents';
import { activationPlanTemplatesApi } from '@generated/client/api/activationPlanTemplates';
import { FormDialog } from '@/app/widgets/dialogs/FormDialog';
import { text } from './texts';

const PARTS = ['events', 'campaigns', 'comments'] as const;
type Part = (typeof PARTS)[number];

/** Imports a country template's events, campaigns and comments into the year; repeated imports add nothing twice. */
export function ImportDialog({ venueId, year, onClose }: { venueId: string; year: number; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const templates = useQuery({ queryKey: ['activationPlanTemplates'], queryFn: () => activationPlanTemplatesApi.getList({}) });
  const [templateId, setTemplateId] = useState('');
  const [parts, setParts] = useState<Record<Part, boolean>>({ events: true, campaigns: true, comments: true });
  /** The part being imported and how many are done, while the import runs. */
  const [progress, setProgress] = useState<{ part: Part; done: number; of: number } | null>(null);
  const submit = async () => {
    const input = { templateId, year, venueId };
    const none = { imported: 0, skipped: 0 };
    const chosen = PARTS.filter((p) => parts[p]);
    const run = async (part: Part, call: (i: typeof input) => Promise<{ imported: number; skipped: number }>) => {
      if (!parts[part]) return none;
      setProgress({ part, done: chosen.indexOf(part), of: chosen.length });
      return call(input);
    };
    // One after another: a refused part stops the rest and says why.
    try {
      const events = await run('events', activationPlanEventsApi.importTemplate);
      const campaigns = await run('campaigns', activationPlanCampaignsApi.importTemplate);
      const comments = await run('comments', activationPlanCommentsApi.importTemplate);
      await finish(events, campaigns, comments);
    } finally {
      setProgress(null);
    }
  };
  const finish = async (events: { imported: number; skipped: number }, campaigns: { imported: number; skipped: number }, comments: { imported: number; skipped: number }) => {
    await client.invalidateQueries({ queryKey: ['activationPlan', venueId] });
    notify(text('imports.result'), { type: 'success', messageArgs: { events: events.imported, campaigns: campaigns.imported, comments: comments.imported, skipped: events.skipped + campaigns.skipped + comments.skipped } });
  };
  return (
    <FormDialog title={translate(text('imports.title'))} submit={submit} onClose={onClose} canSubmit={Boolean(templateId) && PARTS.some((p) => parts[p])}>
      <Typography variant="body2" color="text.secondary">
        {translate(text('imports.help'), { year })}
      </Typography>
      {templates.isPending && <LinearProgress />}
      {templates.isError && <Alert severity="error">{templates.error.message}</Alert>}
      {templates.data && !templates.data.length && <Alert severity="info">{translate(text('imports.none'))}</Alert>}
      {templates.data && templates.data.length > 0 && (
        <TextField select required label={translate(text('imports.template'))} value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
          {templates.data.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <FormGroup>
        <FormLabel>{translate(text('imports.parts'))}</FormLabel>
        {PARTS.map((p) => (
          <FormControlLabel key={p} control={<Checkbox checked={parts[p]} onChange={(e) => setParts({ ...parts, [p]: e.target.checked })} />} label={translate(text(`tabs.${p}`))} />
        ))}
      </FormGroup>
      {progress && (
        <Box role="status" aria-live="polite">
          <Typography variant="body2">{translate(text('imports.progress'), { part: translate(text(`tabs.${progress.part}`)), step: progress.done + 1, of: progress.of })}</Typography>
          <LinearProgress variant="determinate" value={(progress.done / progress.of) * 100} aria-label={translate(text('imports.title'))} />
        </Box>
      )}
    </FormDialog>
  );
}
