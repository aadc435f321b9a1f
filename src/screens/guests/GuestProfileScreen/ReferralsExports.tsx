import { useTranslate } from 'react-admin';
import { XlsxExportButton } from '@/app/export';
import { text } from './texts';
import type { GuestProfile } from './useGuestProfile';

type Referrals = GuestProfile['referrals'];

/** Export of the guest's referral links as listed: the short link, its venue, its clicks and its day. */
export function ReferralLinksExport({ links, venueName }: { links: Referrals['links']; venueName: (id: string | null) => string }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<Referrals['links'][number]>
      disabled={!links.length}
      job={() => ({
        fileName: 'guest-referral-links',
        sheetName: translate(text('referrals.links')),
        columns: [
          { header: translate(text('export.link')), kind: 'text' },
          { header: translate(text('consents.venue')), kind: 'text' },
          { header: translate(text('export.clicks')), kind: 'number' },
          { header: translate(text('export.created')), kind: 'date' },
        ],
        rows: links,
        toCells: (rows) => rows.map((l) => [l.shortUrl, venueName(l.venueId) || translate(text('referrals.anyVenue')), l.clicks, l.createdAt]),
      })}
    />
  );
}

/** Export of the guests this guest referred as listed: the name and the day the profile was made. */
export function ReferredExport({ referred }: { referred: Referrals['referred'] }) {
  const translate = useTranslate();
  return (
    <XlsxExportButton<Referrals['referred'][number]>
      disabled={!referred.length}
      job={() => ({
        fileName: 'guest-referred-guests',
        sheetName: translate(text('export.referred')),
        columns: [
          { header: translate(text('export.guest')), kind: 'text' },
          { header: translate(text('export.created')), kind: 'date' },
        ],
        rows: referred,
        toCells: (rows) => rows.map((g) => [g.name ?? translate(text('anonymousName')), g.createdAt]),
      })}
    />
  );
}
