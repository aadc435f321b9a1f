import { Box, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { venueCampaignsApi } from '@generated/client/api/venueCampaigns';
import type { CampaignDeliveryStatistics } from '@/shared/crm/campaignContent';
import { QueryView } from '../CrmCommon/QueryView';
import { keys } from './keys';
import { text } from './texts';

const number = new Intl.NumberFormat('da-DK');
const percent = new Intl.NumberFormat('da-DK', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The numbers of a campaign (or of all venue campaigns of a master) with their rates; a channel it does not use says so. */
export function NumbersGrid({ numbers, channels }: { numbers: Omit<CampaignDeliveryStatistics, 'channels'>; channels: CampaignDeliveryStatistics['channels'] }) {
  const translate = useTranslate();
  const tiles: [string, keyof CampaignDeliveryStatistics['channels'] | null, string][] = [
    ['recipients', null, number.format(numbers.recipients)],
    ['emailsSent', 'email', number.format(numbers.emailsSent)],
    ['deliveryRate', 'email', `${percent.format(numbers.deliveryRate)} %`],
    ['openRate', 'email', `${percent.format(numbers.openRate)} %`],
    ['clickRate', 'email', `${percent.format(numbers.clickRate)} %`],
    ['bounceRate', 'email', `${percent.format(numbers.bounceRate)} %`],
    ['unsubscribed', 'email', number.format(numbers.unsubscribed)],
    ['smsSent', 'sms', number.format(numbers.smsSent)],
    ['smsDeliveryRate', 'sms', `${percent.format(numbers.smsDeliveryRate)} %`],
    ['pushSent', 'push', number.format(numbers.pushSent)],
    ['pushOpenRate', 'push', `${percent.format(numbers.pushOpenRate)} %`],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', m: 0 }}>
      {tiles.map(([key, channel, value]) => (
        <Paper key={key} variant="outlined" sx={{ p: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {translate(text(`statistics.${key}` as never))}
          </Typography>
          {channel && !channels[channel] ? (
            <Typography component="dd" color="text.secondary" sx={{ m: 0, py: 0.5 }}>
              {translate(text('statistics.notUsed'))}
            </Typography>
          ) : (
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {value}
            </Typography>
          )}
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
          <NumbersGrid numbers={s} channels={s.channels} />
        </>
      )}
    </QueryView>
  );
}
