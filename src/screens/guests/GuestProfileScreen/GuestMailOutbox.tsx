import { Box, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '@/shared/format';
import { MailExport } from './MailExport';
import { text } from './texts';
import type { ConsentHistory } from './useConsentHistory';
import { HeadingRow } from '@/app/widgets/HeadingRow';

/** A mail's text with its web addresses as links (the confirmation link among them). */
function LinkedText({ body }: { body: string }) {
  const parts = body.split(/(https?:\/\/\S+)/g);
  return (
    <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', display: 'block' }}>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <Link key={i} href={part} target="_blank" rel="noopener noreferrer">
            {part}
          </Link>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </Box>
  );
}

/** The mail the portal sent the guest, with how it went out (kept in the outbox, or through the mail server). */
export function GuestMailOutbox({ mail }: { mail: ConsentHistory['mail'] }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby="guest-mail-title">
      <HeadingRow id="guest-mail-title" title={translate(text('consentHistory.mailTitle'))} variant="subtitle1" component="h3">
        <MailExport mail={mail} />
      </HeadingRow>
      {mail.length === 0 ? (
        <Typography color="text.secondary">{translate(text('consentHistory.mailEmpty'))}</Typography>
      ) : (
        <List dense aria-labelledby="guest-mail-title">
          {mail.map((m) => (
            <ListItem key={m.id} disableGutters divider alignItems="flex-start">
              <ListItemText
                primary={m.subject}
                secondary={
                  <>
                    <Box component="span" sx={{ display: 'block' }}>
                      {translate(text('consentHistory.mailMeta'), { to: m.recipient, date: formatDateTime(m.sentAt) })} · {translate(text(`consentHistory.transport.${m.transport}`))}
                    </Box>
                    <LinkedText body={m.body} />
                  </>
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
