import { Box, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { venueCampaignsApi } from '@generated/client/api/venueCampaigns';
import { QueryView } from '../CrmCommon/QueryView';
import { keys } from './keys';
import { text } from './texts';

export interface CampaignNumbers {
  recipients: number;
  emailsSent: number;
  emailsDelivered: number;
  emailsOpened: number;
  emailsClicked: number;
  emailsBounced: number;
  unsubscribed: number;
  smsSent: number;
  smsDelivered: number;
  pushSent: number;
  pushOpened: number;
  deliveryRate: number;
  openRate: number;
  clickRate: number;
  bounceRate: number;
  smsDeliveryRate: number;
  pushOpenRate: number;
}

const number = new Intl.NumberFormat('da-DK');
const percent = new Intl.NumberFormat('da-DK', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The numbers of a campaign (or of all venue campaigns of a master) with their rates. */
export function NumbersGrid({ numbers }: { numbers: CampaignNumbers }) {
  const translate = useTranslate();
  const tiles: [string, string][] = [
    ['recipients', number.format(numbers.recipients)],
    ['emailsSent', number.format(numbers.emailsSent)],
    ['deliveryRate', `${percent.format(numbers.deliveryRate)} %`],
    ['openRate', `${percent.format(numbers.openRate)} %`],
    ['clickRate', `${percent.format(numbers.clickRate)} %`],
    ['bounceRate', `${percent.format(numbers.bounceRate)} %`],
    ['unsubscribed', number.format(numbers.unsubscribed)],
    ['smsSent', number.format(numbers.smsSent)],
    ['smsDeliveryRate', `${percent.format(numbers.smsDeliveryRate)} %`],
    ['pushSent', number.format(numbers.pushSent)],
    ['pushOpenRate', `${percent.format(numbers.pushOpenRate)} %`],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', m: 0 }}>
      {tiles.map(([key, value]) => (
        <Paper key={key} variant="outlined" sx={{ p: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(text(`statistics.${key}` as never))}
          </Typography>
          <Typography component="dd" variant="h6" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

export function CampaignStatisticsView({ id }: { id: string }) {
  const translate = useTranslate();
  const query = useQuery({ queryKey: keys.statistics(id), queryFn: () => venueCampaignsApi.statistics({ id }) });
  return (
    <QueryView query={query}>
      {(s) => (
        <>
          {s.emailsSent === 0 && s.smsSent === 0 && s.pushSent === 0 && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {translate(text('statistics.notSent'))}
            </Typography>
          )}
          <NumbersGrid numbers={s} />
        </>
      )}
    </QueryView>
  );
}
