import { Chip, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { masterCampaignsApi } from '@generated/client/api/masterCampaigns';
import { QueryView } from '../CrmCommon/QueryView';
import { NumbersGrid } from '../VenueCampaignsScreen/CampaignStatisticsView';
import { text as campaignText } from '../VenueCampaignsScreen/texts';
import { keys, text } from './texts';

const GROUPS = ['Draft', 'Pending', 'Planned', 'Completed'] as const;

/** The venue campaigns of the master counted by status group, and their numbers summed. */
export function MasterStatistics({ id }: { id: string }) {
  const translate = useTranslate();
  const query = useQuery({ queryKey: keys.statistics(id), queryFn: () => masterCampaignsApi.statistics({ id }) });
  return (
    <QueryView query={query}>
      {(s) => (
        <>
          <Typography sx={{ mb: 1 }}>{translate(text('statistics.venues'), { smart_count: s.venues })}</Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 2 }}>
            {GROUPS.map((g) => (
              <Chip key={g} variant="outlined" label={`${translate(campaignText(`groups.${g}`))}: ${(s.byGroup as Record<string, number>)[g] ?? 0}`} />
            ))}
          </Stack>
          <NumbersGrid numbers={s} channels={s.channels} />
        </>
      )}
    </QueryView>
  );
}
