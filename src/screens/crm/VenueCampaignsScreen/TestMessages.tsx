import { Accordion, AccordionDetails, AccordionSummary, Alert, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { venueCampaignsApi } from '@generated/client/api/venueCampaigns';
import { formatDateTime } from '@/shared/format';
import { QueryView } from '../CrmCommon/QueryView';
import { PreviewPane } from '../TemplateEditor';
import { keys } from './keys';
import { text } from './texts';

/** The test outbox: what a test email or SMS looked like and to whom it was addressed (nothing is really sent here). */
export function TestMessages({ id }: { id: string }) {
  const translate = useTranslate();
  const query = useQuery({ queryKey: keys.outbox(id), queryFn: () => venueCampaignsApi.testMessages({ id }) });
  return (
    <>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate(text('tests.note'))}
      </Alert>
      <QueryView query={query} isEmpty={(d) => d.length === 0} emptyText={translate(text('tests.empty'))}>
        {(messages) => (
          <>
            {messages.map((m) => (
              <Accordion key={m.id} disableGutters>
                <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                  <Typography>
                    {translate(`enums.campaignOutbox.channel.${m.channel}`)} · {m.recipient} · {formatDateTime(m.sentAt)}
                    {m.subject ? ` · ${m.subject}` : ''}
                  </Typography>
                </AccordionSummary>
                <AccordionDetails>
                  <PreviewPane rendered={m.body} format={m.channel === 'Email' ? 'html' : 'text'} label={`${m.channel} ${formatDateTime(m.sentAt)}`} />
                </AccordionDetails>
              </Accordion>
            ))}
          </>
        )}
      </QueryView>
    </>
  );
}
