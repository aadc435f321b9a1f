import { Box, Button, Card, CardContent, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { venueCampaignsApi } from '@generated/client/api/venueCampaigns';
import { QueryView } from '../CrmCommon/QueryView';
import { PreviewPane } from '../TemplateEditor';
import { keys } from './keys';
import { text } from './texts';

/** The campaign as guests receive it: rendered by the server with the venue's values and the catalogue samples. */
export function CampaignPreviewView({ id, version }: { id: string; version: number }) {
  const translate = useTranslate();
  const query = useQuery({ queryKey: [...keys.preview(id), version], queryFn: () => venueCampaignsApi.preview({ id }) });
  return (
    <QueryView query={query}>
      {(p) => (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, alignItems: 'start' }}>
          <Box component="section" aria-label={translate(text('preview.email'))}>
            <Typography variant="h6" component="h2">
              {translate(text('preview.email'))}
            </Typography>
            <Typography sx={{ mb: 1 }}>
              <strong>{translate(text('preview.subject'))}:</strong> {p.emailSubject || '–'}
            </Typography>
            <PreviewPane rendered={p.renderedEmail} format="html" label={translate(text('preview.email'))} height={640} />
          </Box>
          <Box>
            <Box component="section" aria-label={translate(text('preview.sms'))} sx={{ mb: 2 }}>
              <Typography variant="h6" component="h2">
                {translate(text('preview.sms'))}
              </Typography>
              {p.channels.sms ? (
                <Paper sx={{ p: 1.5, borderRadius: 3, bgcolor: 'primary.main', color: 'primary.contrastText', whiteSpace: 'pre-wrap', maxWidth: 320 }}>{p.renderedSms}</Paper>
              ) : (
                <Typography color="text.secondary">{translate(text('preview.none'))}</Typography>
              )}
            </Box>
            <Box component="section" aria-label={translate(text('preview.push'))}>
              <Typography variant="h6" component="h2">
                {translate(text('preview.push'))}
              </Typography>
              {p.channels.push ? (
                <Card variant="outlined" sx={{ maxWidth: 320 }}>
                  <CardContent>
                    <Typography sx={{ fontWeight: 'bold' }}>{p.renderedNpPushTitle}</Typography>
                    <Typography variant="body2" sx={{ mb: 1 }}>
                      {p.renderedNpPushBody}
                    </Typography>
                    {p.renderedNpPushCtaName && (
                      <Button size="small" variant="outlined" tabIndex={-1}>
                        {p.renderedNpPushCtaName}
                      </Button>
                    )}
                    {p.renderedNpPushCtaUrl && (
                      <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.5, wordBreak: 'break-all' }}>
                        {p.renderedNpPushCtaUrl}
                      </Typography>
                    )}
                  </CardContent>
                </Card>
              ) : (
                <Typography color="text.secondary">{translate(text('preview.none'))}</Typography>
              )}
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {translate(text('preview.note'))}
            </Typography>
          </Box>
        </Box>
      )}
    </QueryView>
  );
}
