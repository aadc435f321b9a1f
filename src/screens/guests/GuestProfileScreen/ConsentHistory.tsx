import { Alert, Box, Link, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '@/app/enums';
import { formatDateTime } from '@/shared/format';
import { ConsentHistoryExport } from './ConsentHistoryExport';
import { GuestMailOutbox } from './GuestMailOutbox';
import { LegalRevisionDialog } from './LegalRevisionDialog';
import { text } from './texts';
import type { ConsentHistory as History } from './useConsentHistory';
import { HeadingRow } from '@/app/widgets/HeadingRow';

type Entry = History['evidence'][number];

/** Who or what made a change: the member of staff, else the form, job or link. */
function useActor() {
  const translate = useTranslate();
  return (e: Entry) => (e.actorName ? translate(text('consentHistory.by'), { name: e.actorName }) : e.actorJob ? translate(text('consentHistory.byJob'), { job: e.actorJob }) : '');
}

function EvidenceItem({ entry, onRead }: { entry: Entry; onRead: (doc: { id: string; revision: number }) => void }) {
  const translate = useTranslate();
  const actor = useActor();
  const consent = translate(enumLabelKey('guestProfiles.consentType', entry.consent));
  const when = entry.timeZone ? translate(text('consentHistory.when'), { date: formatDateTime(entry.at, entry.timeZone), zone: entry.timeZone }) : formatDateTime(entry.at);
  const doc = entry.legalDocument;
  return (
    <ListItem disableGutters divider alignItems="flex-start">
      <ListItemText
        primary={`${translate(text('consentHistory.entry'), { consent, venue: entry.venueName ?? entry.venueId })}: ${translate(text(`consentHistory.actions.${entry.action}`))}`}
        secondary={
          <Stack component="span" spacing={0.25}>
            <span>{[when, translate(text(`consentHistory.sources.${entry.source}`)), actor(entry)].filter(Boolean).join(' · ')}</span>
            <span>
              {doc ? (
                <>
                  {translate(text('consentHistory.document'), { name: doc.name ?? doc.id, revision: doc.revision })}{' '}
                  <Link component="button" type="button" variant="body2" onClick={() => onRead(doc)} sx={{ verticalAlign: 'baseline' }}>
                    {translate(text('consentHistory.read'), { name: doc.name ?? doc.id, revision: doc.revision })}
                  </Link>
                </>
              ) : (
                translate(text('consentHistory.noDocument'))
              )}
            </span>
          </Stack>
        }
        slotProps={{ secondary: { component: 'div' } }}
      />
    </ListItem>
  );
}

/** Email consents waiting for the guest to follow the link. */
function PendingList({ pending }: { pending: History['pending'] }) {
  const translate = useTranslate();
  if (!pending.length) return null;
  return (
    <Stack spacing={1}>
      {pending.map((p) => (
        <Alert key={p.id} severity={p.expired ? 'warning' : 'info'}>
          {translate(text(p.expired ? 'consentHistory.pendingExpired' : 'consentHistory.pending'), { venue: p.venueName ?? p.venueId, email: p.email, date: formatDateTime(p.expiresAt) })}
        </Alert>
      ))}
    </Stack>
  );
}

/** The consents' evidence, newest first, with the pending confirmations and the mail sent to the guest. */
export function ConsentHistory({ history }: { history: History }) {
  const translate = useTranslate();
  const [reading, setReading] = useState<{ id: string; revision: number } | null>(null);
  return (
    <Stack spacing={2}>
      <PendingList pending={history.pending} />
      <Box component="section" aria-labelledby="consent-history-title">
        <HeadingRow id="consent-history-title" title={translate(text('consentHistory.title'))} variant="subtitle1" component="h3">
          <ConsentHistoryExport evidence={history.evidence} />
        </HeadingRow>
        {history.evidence.length === 0 ? (
          <Typography color="text.secondary">{translate(text('consentHistory.empty'))}</Typography>
        ) : (
          <List dense aria-labelledby="consent-history-title">
            {history.evidence.map((e) => (
              <EvidenceItem key={e.id} entry={e} onRead={setReading} />
            ))}
          </List>
        )}
      </Box>
      <GuestMailOutbox mail={history.mail} />
      {reading && <LegalRevisionDialog id={reading.id} revision={reading.revision} onClose={() => setReading(null)} />}
    </Stack>
  );
}
