import { Box, Chip, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { isBookingTypeTag, isOtherThemeTag, isThemeTag, OTHER_THEME_PREFIX, otherThemeTag, tagLabel, toggleTag } from '@/shared/bookings/tags';
import type { BookingTag } from './queries';
import { kit } from './texts';

/** A booking's tags as chips, translated (English, then the raw tag); a free-text theme without its prefix. */
export function TagChips({ tags, definitions }: { tags: string[]; definitions: BookingTag[] }) {
  const [locale] = useLocaleState();
  if (!tags.length) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {tags.map((t) => (
        <Chip key={t} size="small" variant={isThemeTag(t) ? 'filled' : 'outlined'} color={isThemeTag(t) ? 'secondary' : 'default'} label={tagLabel(t, definitions, locale)} />
      ))}
    </Stack>
  );
}

/**
 * Picks tags by toggling chips: one theme at a time (a new theme replaces the old), "Other theme" takes free text
 * stored as `THEME:OTHER|<text>`, booking types and other tags toggle on and off.
 */
export function TagPicker({ value, onChange, definitions, otherOnBlur = false }: { value: string[]; onChange: (tags: string[]) => void; definitions: BookingTag[]; otherOnBlur?: boolean }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const other = value.find(isOtherThemeTag);
  const [otherText, setOtherText] = useState(other ? other.slice(OTHER_THEME_PREFIX.length) : '');
  const groups: [string, BookingTag[]][] = [
    [kit('tags.theme'), definitions.filter((d) => isThemeTag(d.tag))],
    [kit('tags.bookingType'), definitions.filter((d) => isBookingTypeTag(d.tag))],
    [kit('tags.other'), definitions.filter((d) => !isThemeTag(d.tag) && !isBookingTypeTag(d.tag))],
  ];
  const selected = (d: BookingTag) => (d.isFreeText ? Boolean(other) : value.includes(d.tag));
  const toggle = (d: BookingTag) => {
    if (!d.isFreeText) return onChange(toggleTag(value, d.tag));
    if (other) return onChange(value.filter((t) => t !== other));
    return onChange(toggleTag(value, otherThemeTag(otherText || translate(kit('tags.otherTheme')))));
  };
  const commitOther = (text: string) => {
    if (other && text.trim() && otherThemeTag(text) !== other) onChange(value.map((t) => (t === other ? otherThemeTag(text) : t)));
  };
  // Where each change is saved at once (otherOnBlur), the free text is saved when the field is left.
  const setOther = (text: string) => {
    setOtherText(text);
    if (!otherOnBlur) commitOther(text);
  };
  return (
    <Stack spacing={1}>
      {groups.map(([label, list]) =>
        list.length ? (
          <Box key={label} role="group" aria-label={translate(label)}>
            <Typography variant="caption" color="text.secondary">
              {translate(label)}
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {list.map((d) => (
                <Chip
                  key={d.tag}
                  label={d.isFreeText ? translate(kit('tags.otherTheme')) : tagLabel(d.tag, definitions, locale)}
                  color={selected(d) ? 'primary' : 'default'}
                  variant={selected(d) ? 'filled' : 'outlined'}
                  onClick={() => toggle(d)}
                  aria-pressed={selected(d)}
                />
              ))}
            </Stack>
          </Box>
        ) : null,
      )}
      {other !== undefined && (
        <TextField size="small" label={translate(kit('tags.otherText'))} value={otherText} onChange={(e) => setOther(e.target.value)} onBlur={() => otherOnBlur && commitOther(otherText)} slotProps={{ htmlInput: { maxLength: 100 } }} />
      )}
    </Stack>
  );
}
