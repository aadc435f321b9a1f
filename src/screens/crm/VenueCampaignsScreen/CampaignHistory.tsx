import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { EnumKey } from '@/app/enums';
import { formatDateTime } from '@/shared/format';
import { StatusChip } from '../CrmCommon/StatusChip';
import { STATUS_ENUM, text } from './texts';
interface Entry {
  at: string;
  userName?: string | null;
  action: string;
  fromStatus?: string | null;
  toStatus?: string | null;
  comment?: string | null;
}

const KNOWN_ACTIONS = ['approveForSending', 'retractApproval', 'duplicate', 'create', 'activate', 'submitForApproval', 'retractSubmission', 'approve', 'reject', 'resetFromMaster', 'applyEmailTemplate', 'changeMediaDate', 'delete', 'deleteByHq', 'approveWithMaster', 'retractMasterApproval', 'startSending', 'finishSending', 'failSending', 'edit'];

/** What happened to the campaign, newest first: who, when, the status change and the comment. */
export function CampaignHistory({ history, enumKey = STATUS_ENUM }: { history: Entry[]; enumKey?: EnumKey }) {
  const translate = useTranslate();
  if (!history.length) return <Typography color="text.secondary">{translate(text('history.empty'))}</Typography>;
  return (
    <List dense aria-label={translate(text('tabs.history'))}>
      {[...history].reverse().map((h, i) => (
        <ListItem key={`${h.at}-${i}`} divider>
          <ListItemText
            primary={
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <span>{KNOWN_ACTIONS.includes(h.action) ? translate(text(`history.actions.${h.action}` as never)) : h.action}</span>
                {h.fromStatus && h.toStatus && h.fromStatus !== h.toStatus && (
                  <>
                    <StatusChip enumKey={enumKey} value={h.fromStatus} />
                    <span aria-hidden>→</span>
                    <StatusChip enumKey={enumKey} value={h.toStatus} />
                  </>
                )}
                {!h.fromStatus && h.toStatus && <StatusChip enumKey={enumKey} value={h.toStatus} />}
              </Stack>
            }
            secondary={`${formatDateTime(h.at)} · ${h.userName ?? translate(text('history.system'))}${h.comment ? ` · “${h.comment}”` : ''}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
