import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import { Box, Button, Chip, Paper, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { ActivationPlanEventRecord } from '@generated/shared/types/activationPlanEvents';
import { useMonthName } from '../shared';
import { text } from '../texts';
import { BoardWeeks } from './BoardWeeks';
import { monthWeeks } from './calendar';
import { MonthMoney } from './MonthMoney';
import type { BoardCampaign } from './useBoardData';

interface BoardMonthProps {
  year: number;
  month: number;
  events: ActivationPlanEventRecord[];
  campaigns: BoardCampaign[];
  /** The month's budget and the planned cost of its events and campaigns, in minor units of `currency`. */
  money: { budget: number; planned: number; currency: string };
  comments: number;
  mayEdit: boolean;
  onMove: (event: ActivationPlanEventRecord, days: number) => void;
  onOpenComments: (month: number) => void;
}

/** One month of the board: its budget against planned cost, its weeks and events, its campaigns (head office's marked) and comments. */
export function BoardMonth({ year, month, events, campaigns, money, comments, mayEdit, onMove, onOpenComments }: BoardMonthProps) {
  const translate = useTranslate();
  const monthName = useMonthName();
  const headingId = useId();
  const name = monthName(month);
  const commentCount = translate(text('board.comments'), { smart_count: comments });
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 1.5, minWidth: 0 }}>
      <Typography id={headingId} variant="h6" component="h3">
        {name}
      </Typography>
      <MonthMoney {...money} />
      <BoardWeeks label={translate(text('board.weeksOf'), { month: name })} weeks={monthWeeks(year, month)} events={events} mayEdit={mayEdit} onMove={onMove} />
      {campaigns.length > 0 && (
        <Box component="ul" aria-label={translate(text('board.campaignsOf'), { month: name })} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {campaigns.map((c) => (
            <Box component="li" key={c.id} sx={{ maxWidth: '100%', minWidth: 0 }}>
              <Chip size="small" color={c.isHQ ? 'warning' : 'default'} variant={c.isHQ ? 'filled' : 'outlined'} label={c.isHQ ? `${translate(text('origin.hq'))}: ${c.title}` : c.title} sx={{ maxWidth: '100%' }} />
            </Box>
          ))}
        </Box>
      )}
      {/* The name starts with the text the button shows, so that a person who says what they see can press it. */}
      <Button size="small" startIcon={<ChatBubbleOutlineIcon />} onClick={() => onOpenComments(month)} sx={{ mt: 1 }} aria-label={translate(text('board.openComments'), { comments: commentCount, month: name })}>
        {commentCount}
      </Button>
    </Paper>
  );
}
