import { Typography } from '@mui/material';
import { useFieldValue, useLocaleState, type FieldProps } from 'react-admin';
import type { LocaleCode } from '@/i18n/locales';
import type { MultilingualText } from '@/shared/types';
import { pickText } from '../inputs/MultilingualTextInput';

/** A multilingual text in the user's language, falling back to English, then to any language with text. */
export function MultilingualField({ source }: FieldProps & { source: string }) {
  const [locale] = useLocaleState();
  const value = useFieldValue({ source }) as MultilingualText | null | undefined;
  return (
    <Typography component="span" variant="body2">
      {pickText(value, locale as LocaleCode)}
    </Typography>
  );
}
