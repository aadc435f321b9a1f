import { Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { enumLabelKey } from '@/app/enums';
import { XlsxExportButton, type Cell, type CellKind } from '@/app/export';
import { QueryView } from '@/app/widgets/QueryView';
import { RecordTable } from '@/app/widgets/RecordTable';
import { formatDate, formatDateTime } from '@/shared/format';
import { text, type TextKey } from './texts';
import { useAccessLog, useFieldSources, useGlobalLog, useGuestLog } from './useGuestProfile';
import type { CountryCode } from '@generated/shared/shell';

/** What a table's export writes: its file, its columns (as the table's headings) and its rows' cells as shown. */
interface TableExport {
  fileName: string;
  sheetName: string;
  kinds: CellKind[];
  cells: Cell[][];
}

function SimpleTable({ caption, head, rows, exported }: { caption: string; head: string[]; rows: ReactNode[][]; exported: TableExport }) {
  return (
    <Stack spacing={1}>
      <Stack direction="row" useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
        <XlsxExportButton<Cell[]>
          disabled={!exported.cells.length}
          job={() => ({
            fileName: exported.fileName,
            sheetName: exported.sheetName,
            columns: head.map((header, i) => ({ header, kind: exported.kinds[i] })),
            rows: exported.cells,
            toCells: (list) => list,
          })}
        />
      </Stack>
      <RecordTable
        caption={caption}
        columns={head.map((label, k) => ({ label, render: (row: { cells: ReactNode[] }) => row.cells[k], sx: k === 0 ? { whiteSpace: 'nowrap' } : undefined }))}
        rows={rows.map((cells, id) => ({ id, cells }))}
      />
    </Stack>
  );
}

const PERSONAL = ['GuestFirstName', 'GuestLastName', 'GuestEmail', 'GuestPhone', 'GuestBirthDate', 'ProfileImageUrl', 'SocialsFacebook', 'SocialsInstagram'];

/** The change log: what changed, who did it and when (old and new values are gone after an anonymisation). */
export function ChangeLogTab({ country, guestId }: { country: CountryCode; guestId: string }) {
  const translate = useTranslate();
  const query = useGuestLog(country, guestId);
  const nothing = translate(text('log.nothing'));
  const describe = (e: NonNullable<typeof query.data>[number]) => {
    const field = e.field && PERSONAL.includes(e.field) ? translate(enumLabelKey('guestProfiles.personalDataField', e.field)) : (e.field ?? '');
    // A birth date reads as every other date does (DD-MM-YYYY), not as it is stored.
    const shown = (value: string | null | undefined) => (value == null ? nothing : e.field === 'GuestBirthDate' ? formatDate(value) : value);
    const args = {
      field,
      old: shown(e.oldValue),
      new: shown(e.newValue),
      venue: e.venueName ?? '—',
      consent: e.consent ? translate(enumLabelKey('guestProfiles.consentType', e.consent), { _: e.consent }) : '',
      source: e.source ? translate(enumLabelKey('guestProfiles.fieldSource', e.source), { _: e.source }) : '—',
    };
    if (e.action === 'FieldChanged' && e.oldValue === null && e.newValue === null) return translate(text('log.FieldChangedHidden'), args);
    return translate(text(`log.${e.action}` as TextKey), { _: e.action, ...args });
  };
  return (
    <QueryView query={query} empty={{ when: (d) => d.length === 0, text: translate(text('log.empty')) }}>
      {(entries) => (
        <SimpleTable
          caption={translate(text('log.caption'))}
          head={[translate(text('log.when')), translate(text('log.who')), translate(text('log.what'))]}
          rows={entries.map((e) => [formatDateTime(e.createdAt), e.createdByName ?? translate(text('log.system')), describe(e)])}
          exported={{ fileName: 'guest-change-log', sheetName: translate(text('tabs.log')), kinds: ['datetime', 'text', 'text'], cells: entries.map((e) => [e.createdAt, e.createdByName ?? translate(text('log.system')), describe(e)]) }}
        />
      )}
    </QueryView>
  );
}

/** Where each collectable personal data field came from, and when. */
export function FieldSourcesTab({ country, guestId }: { country: CountryCode; guestId: string }) {
  const translate = useTranslate();
  const query = useFieldSources(country, guestId);
  return (
    <QueryView query={query}>
      {(sources) => (
        <SimpleTable
          caption={translate(text('sources.caption'))}
          head={[translate(text('sources.field')), translate(text('sources.source')), translate(text('sources.updated')), translate(text('sources.by'))]}
          rows={sources.map((s) => [
            translate(enumLabelKey('guestProfiles.personalDataField', s.field)),
            s.hasValue && s.source ? translate(enumLabelKey('guestProfiles.fieldSource', s.source)) : <Typography component="span" color="text.secondary">{translate(text('sources.noValue'))}</Typography>,
            s.hasValue ? formatDate(s.updatedAt) : '',
            s.updatedByName ?? '',
          ])}
          exported={{
            fileName: 'guest-field-sources',
            sheetName: translate(text('tabs.sources')),
            kinds: ['text', 'text', 'date', 'text'],
            cells: sources.map((s) => [
              translate(enumLabelKey('guestProfiles.personalDataField', s.field)),
              s.hasValue && s.source ? translate(enumLabelKey('guestProfiles.fieldSource', s.source)) : translate(text('sources.noValue')),
              s.hasValue ? s.updatedAt : null,
              s.updatedByName,
            ]),
          }}
        />
      )}
    </QueryView>
  );
}

/** Everything the group's systems logged about the guest. */
export function GlobalLogTab({ guestId }: { guestId: string }) {
  const translate = useTranslate();
  const query = useGlobalLog(guestId);
  return (
    <QueryView query={query} empty={{ when: (d) => d.length === 0, text: translate(text('global.empty')) }}>
      {(entries) => (
        <SimpleTable
          caption={translate(text('global.caption'))}
          head={[translate(text('log.when')), translate(text('log.system')), translate(text('global.category')), translate(text('global.message')), translate(text('global.venue'))]}
          rows={entries.map((e) => [formatDateTime(e.createdAt), e.system ?? '', e.category ?? '', e.message ?? '', e.venueName ?? ''])}
          exported={{ fileName: 'guest-global-log', sheetName: translate(text('tabs.global')), kinds: ['datetime', 'text', 'text', 'text', 'text'], cells: entries.map((e) => [e.createdAt, e.system, e.category, e.message, e.venueName]) }}
        />
      )}
    </QueryView>
  );
}

/** Who opened, exported, anonymised or merged the profile, when and why (head office). */
export function AccessLogTab({ country, guestId }: { country: CountryCode; guestId: string }) {
  const translate = useTranslate();
  const query = useAccessLog(country, guestId);
  return (
    <QueryView query={query} empty={{ when: (d) => d.length === 0, text: translate(text('access.empty')) }}>
      {(entries) => (
        <SimpleTable
          caption={translate(text('access.caption'))}
          head={[translate(text('log.when')), translate(text('log.who')), translate(text('log.what')), translate(text('access.reason'))]}
          rows={entries.map((e) => [formatDateTime(e.at), e.actorName ?? e.job ?? translate(text('log.system')), translate(text(`access.${e.action}` as TextKey)), e.reason ?? ''])}
          exported={{
            fileName: 'guest-access-log',
            sheetName: translate(text('tabs.access')),
            kinds: ['datetime', 'text', 'text', 'text'],
            cells: entries.map((e) => [e.at, e.actorName ?? e.job ?? translate(text('log.system')), translate(text(`access.${e.action}` as TextKey)), e.reason]),
          }}
        />
      )}
    </QueryView>
  );
}
