import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Navigate, useNavigate, useParams } from 'react-router';
import { EMAIL_HUB, MAIL_FOLDERS, useEmailFeed, type MailFolder } from '@/app/inbox/useInboxFeed';
import { formatDateTime } from '@/shared/format';
import { InboxFrame } from '../InboxCommon/InboxFrame';
import { useInboxFilters } from '../InboxCommon/useInboxFilters';
import { text } from './texts';
import { ThreadPane } from './ThreadPane';

/** The email inbox (route /crm/engage/email/{filter}: the folder inbox or spam): the venues' mail threads, live. */
export default function EmailInboxScreen() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const params = useParams();
  const folder = MAIL_FOLDERS.find((f) => f === params['*']);
  // The venue chosen in the filters is the venue set the list is fetched and kept live for (spec 001 §4).
  const [filters] = useInboxFilters();
  const { query, live } = useEmailFeed(folder, filters.venue || undefined);
  if (!folder) return <Navigate to="/crm/engage/email/inbox" replace />;
  return (
    <InboxFrame
      text={text}
      live={live}
      permission="vp.crm.engageemail.view"
      hub={EMAIL_HUB.name}
      query={query}
      withLabels
      above={
        <Tabs value={folder} onChange={(_e, next: MailFolder) => navigate(`/crm/engage/email/${next}`)} aria-label={translate(text('folders'))}>
          {MAIL_FOLDERS.map((f) => (
            <Tab key={f} value={f} label={translate(text(f))} />
          ))}
        </Tabs>
      }
      toItem={(t) => ({
        id: t.id,
        title: t.subject ?? t.contactEmail ?? '',
        preview: t.contactName ?? t.contactEmail ?? '',
        when: formatDateTime(t.lastMessageAt),
        open: Boolean(t.isOpen),
        unread: t.unreadCount ?? 0,
      })}
      pane={(t) => <ThreadPane key={t.id} thread={t} folder={folder} />}
    />
  );
}
