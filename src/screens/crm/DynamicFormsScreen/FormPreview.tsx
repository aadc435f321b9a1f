import { Alert, Autocomplete, Box, Button, Checkbox, FormControlLabel, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { dynamicFormsApi } from '@generated/client/api/dynamicForms';
import type { DynamicFormRecord } from '@generated/shared/types/dynamicForms';
import { useVenueOptions } from '../CrmCommon/access';
import { QueryView } from '../CrmCommon/QueryView';
import { text } from './texts';

const INPUT_TYPE: Record<string, string> = { Text: 'text', Email: 'email', Phone: 'tel', Number: 'number', Date: 'date' };

/** The saved form as a guest at a chosen venue sees it, rendered by the server for that venue. */
export function FormPreview({ form }: { form: DynamicFormRecord }) {
  const translate = useTranslate();
  const venues = useVenueOptions('vp.crm.dynamicforms.view');
  const [venueId, setVenueId] = useState<string | null>(() => form.venueIds?.find((id) => venues.some((v) => v.id === id)) ?? venues[0]?.id ?? null);
  const query = useQuery({
    queryKey: ['dynamicForms', 'preview', form.id, form.version, venueId],
    queryFn: () => dynamicFormsApi.previewForVenue({ body: { dynamicFormId: form.id, venueId: venueId! } }),
    enabled: Boolean(venueId),
  });
  return (
    <Box component="section" aria-label={translate(text('preview.title'))}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate(text('preview.title'))}
      </Typography>
      <Autocomplete
        options={venues}
        value={venues.find((v) => v.id === venueId) ?? null}
        onChange={(_e, v) => setVenueId(v?.id ?? null)}
        getOptionLabel={(v) => v.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        renderInput={(props) => <TextField {...props} size="small" label={translate(text('preview.venue'))} />}
        sx={{ mb: 2 }}
      />
      {venueId && (
        <QueryView query={query}>
          {(p) => (
            <>
              {!p.publishedAtVenue && (
                <Alert severity="warning" sx={{ mb: 1 }}>
                  {translate(text('preview.notPublished'), { venue: p.venueName })}
                </Alert>
              )}
              {!p.isActive && (
                <Alert severity="info" sx={{ mb: 1 }}>
                  {translate(text('preview.inactive'))}
                </Alert>
              )}
              <Paper variant="outlined" sx={{ p: 2 }} aria-label={translate(text('preview.form'))}>
                <Typography variant="h5" component="p" gutterBottom>
                  {p.title}
                </Typography>
                {p.description && <Typography sx={{ mb: 2 }}>{p.description}</Typography>}
                {p.fields.map((f) =>
                  f.type === 'Checkbox' ? (
                    <FormControlLabel key={f.key} control={<Checkbox disabled />} label={f.label} />
                  ) : f.type === 'Dropdown' ? (
                    <TextField key={f.key} select fullWidth size="small" label={f.label} required={f.required} defaultValue="" sx={{ mb: 1.5 }}>
                      {f.options.map((o) => (
                        <MenuItem key={o} value={o}>
                          {o}
                        </MenuItem>
                      ))}
                    </TextField>
                  ) : (
                    <TextField
                      key={f.key}
                      fullWidth
                      size="small"
                      label={f.label}
                      required={f.required}
                      type={INPUT_TYPE[f.type] ?? 'text'}
                      multiline={f.type === 'Textarea'}
                      minRows={f.type === 'Textarea' ? 3 : undefined}
                      slotProps={f.type === 'Date' ? { inputLabel: { shrink: true } } : undefined}
                      sx={{ mb: 1.5 }}
                    />
                  ),
                )}
                <Button variant="contained" tabIndex={-1}>
                  {p.submitButtonText}
                </Button>
                {p.successMessage && (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
                    {translate(text('preview.after'), { message: p.successMessage })}
                  </Typography>
                )}
              </Paper>
            </>
          )}
        </QueryView>
      )}
    </Box>
  );
}
