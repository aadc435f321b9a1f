import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { Alert, Box, Button, MenuItem, Stack, Tab, Tabs, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { useCanWrite } from '@/app/access/useCanWrite';
import { useSelection } from '@/app/selection/useSelection';
import { VenueTimeNote } from '@/app/widgets/VenueTimeNote';
import { clock } from '@/shared/clock';
import { BoardTab } from './board/BoardTab';
import { BudgetsTab } from './BudgetsTab';
import { CampaignsTab } from './CampaignsTab';
import { ChangeLogTab } from './ChangeLogTab';
import { CommentsTab } from './CommentsTab';
import { EventsTab } from './EventsTab';
import { ImportDialog } from './ImportDialog';
import { text } from './texts';
import { useSessionVenue } from '@/app/session/useSessionVenue';

const TABS = ['board', 'events', 'campaigns', 'comments', 'budgets', 'log'] as const;
type TabId = (typeof TABS)[number];

function ActivationPlan({ venueId }: { venueId: string }) {
  const translate = useTranslate();
  const thisYear = clock.now().getFullYear();
  // A notification links a month's comments: `?year=&month=`.
  const [params] = useSearchParams();
  const linkedMonth = Number(params.get('month')) || null;
  const [year, setYear] = useState(Number(params.get('year')) || thisYear);
  const [tab, setTab] = useState<TabId>(linkedMonth ? 'comments' : 'board');
  // The month whose comments open: the linked one, or the one chosen on the board.
  const [commentsMonth, setCommentsMonth] = useState(linkedMonth);
  const openComments = (month: number) => {
    setCommentsMonth(month);
    setTab('comments');
  };
  const [importing, setImporting] = useState(false);
  // Every part of the plan is changed with one permission; without it the plan is read.
  const mayEdit = useCanWrite('activationPlanEvents.create', { venueId });
  // When comments were written and the plan changed are told in the venue's time, like its meetings.
  const { venue, timeZone } = useSessionVenue(venueId);
  return (
    <Box>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: { lg: 'center' }, mb: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_e, value) => setTab(value)} variant="scrollable" sx={{ flexGrow: 1, minWidth: 0 }}>
          {TABS.map((t) => (
            <Tab key={t} value={t} label={translate(text(`tabs.${t}`))} />
          ))}
        </Tabs>
        <TextField select size="small" label={translate(text('year'))} value={year} onChange={(e) => setYear(Number(e.target.value))} sx={{ width: 110 }} fullWidth={false}>
          {[...new Set([thisYear - 1, thisYear, thisYear + 1, year])].sort().map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
        {mayEdit && (
          <Button startIcon={<FileDownloadIcon />} onClick={() => setImporting(true)} sx={{ whiteSpace: 'nowrap' }}>
            {translate(text('actions.import'))}
          </Button>
        )}
      </Stack>
      {tab === 'board' && <BoardTab venueId={venueId} year={year} mayEdit={mayEdit} onOpenComments={openComments} />}
      {tab === 'events' && <EventsTab venueId={venueId} year={year} mayEdit={mayEdit} />}
      {tab === 'campaigns' && <CampaignsTab venueId={venueId} year={year} mayEdit={mayEdit} />}
      {(tab === 'comments' || tab === 'log') && <VenueTimeNote timeZone={timeZone} venue={venue?.name ?? ''} />}
      {tab === 'comments' && <CommentsTab venueId={venueId} year={year} mayEdit={mayEdit} initialMonth={commentsMonth} timeZone={timeZone} />}
      {tab === 'budgets' && <BudgetsTab key={year} venueId={venueId} year={year} mayEdit={mayEdit} />}
      {tab === 'log' && <ChangeLogTab venueId={venueId} timeZone={timeZone} />}
      {importing && <ImportDialog venueId={venueId} year={year} onClose={() => setImporting(false)} />}
    </Box>
  );
}

/**
 * The active venue's activation plan (route /vp/activationplan): the year's board of months, its events, campaigns,
 * comments, monthly budgets and change log, and the import of a template.
 */
export default function ActivationPlanScreen() {
  const translate = useTranslate();
  const { venueId } = useSelection();
  if (!venueId) return <Alert severity="info">{translate(text('states.noVenue'))}</Alert>;
  return <ActivationPlan key={venueId} venueId={venueId} />;
}
