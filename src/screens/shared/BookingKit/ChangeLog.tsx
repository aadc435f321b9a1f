import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { changeFlagNames, ChangeFlag, type ChangeFlagName } from '@/shared/bookings/states';
import { enumLabelKey } from '@/app/enums';
import { tagLabel } from '@/shared/bookings/tags';
import { formatDateTime, formatMoney } from '@/shared/format';
import type { BookingTag } from './queries';
import { ARRIVAL_STATE, BOOKING_STATE } from './StateChip';
import { kit, type KitKey } from './texts';

interface Entry {
  user?: string | null;
  created?: string | null;
  changeFlags?: number | null;
  changes?: { changeType?: number | null; oldValue?: string | null; newValue?: string | null }[] | null;
  message?: string | null;
}

const flagName = (bit: number) => (Object.entries(ChangeFlag).find(([, v]) => v === bit)?.[0] ?? null) as ChangeFlagName | null;

/**
 * A booking's change log as readable history: who, when, what changed (the change-type flags), from what to what;
 * tags as they are shown on the booking, never their stored codes.
 */
export function ChangeLog({ entries, timeZone, currency, tagDefinitions }: { entries: Entry[]; timeZone: string; currency: string; tagDefinitions: BookingTag[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const value = (type: number, raw: string | null | undefined) => {
    if (raw === null || raw === undefined || raw === '') return translate(kit('history.nothing'));
    if (type === ChangeFlag.BookingState) return translate(enumLabelKey(BOOKING_STATE, Number(raw)));
    if (type === ChangeFlag.ArrivalState) return translate(enumLabelKey(ARRIVAL_STATE, Number(raw)));
    if (type === ChangeFlag.Arrival || type === ChangeFlag.Departure) return formatDateTime(raw, timeZone);
    if (type === ChangeFlag.Budget) return formatMoney(Number(raw), currency);
    if (type === ChangeFlag.Tags || type === ChangeFlag.OrderLines) {
      try {
        const list = JSON.parse(raw) as (string | { name?: string; quantity?: number })[];
        return list.map((x) => (typeof x === 'string' ? tagLabel(x, tagDefinitions, locale) : `${x.quantity ?? 1} × ${x.name}`)).join(', ') || translate(kit('history.nothing'));
      } catch {
        return raw;
      }
    }
    return raw;
  };
  if (!entries.length) return <Typography color="text.secondary">{translate(kit('history.empty'))}</Typography>;
  return (
    <List dense aria-label={translate(kit('history.title'))}>
      {[...entries].reverse().map((e, i) => {
        const flags = changeFlagNames(e.changeFlags ?? 0);
        const lines = (e.changes ?? []).map((c) => {
          const name = flagName(c.changeType ?? 0);
          return translate(kit('history.change'), { what: name ? translate(kit(`history.flags.${name}` as KitKey)) : '', from: value(c.changeType ?? 0, c.oldValue), to: value(c.changeType ?? 0, c.newValue) });
        });
        const title = [...flags.filter((f) => f === 'Created' || f === 'Deleted').map((f) => translate(kit(`history.flags.${f}` as KitKey))), ...lines, e.message ?? ''].filter(Boolean).join(' · ');
        return (
          <ListItem key={i} disableGutters divider>
            <ListItemText primary={title || flags.map((f) => translate(kit(`history.flags.${f}` as KitKey))).join(', ')} secondary={translate(kit('history.by'), { user: e.user ?? '', time: formatDateTime(e.created ?? null, timeZone) })} />
          </ListItem>
        );
      })}
    </List>
  );
}
