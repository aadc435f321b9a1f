import CheckIcon from '@mui/icons-material/Check';
import { Box, ListItemIcon, ListItemText, MenuItem, Stack, TextField } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { useState } from 'react';
import { FieldTitle, InputHelperText, useInput, useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '@generated/shared/shell';
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode } from '@/i18n/locales';
import type { MultilingualText } from '@/shared/types';

export interface MultilingualTextInputProps {
  source: string;
  resource?: string;
  label?: string | false;
  required?: boolean;
  multiline?: boolean;
  helperText?: string | false;
}

const LOCALE_BY_CODE = new Map(LOCALES.map((locale) => [locale.code, locale]));

function hasText(text: string | null | undefined): text is string {
  return typeof text === 'string' && text.trim() !== '';
}

/** The text in `locale`, else in English, else in the first language that has one; '' when none has. */
export function pickText(value: MultilingualText | null | undefined, locale: LocaleCode): string {
  if (!value) return '';
  if (hasText(value[locale])) return value[locale];
  if (hasText(value[DEFAULT_LOCALE])) return value[DEFAULT_LOCALE];
  return LOCALE_CODES.map((code) => value[code]).find(hasText) ?? '';
}

function filledLocales(value: MultilingualText): LocaleCode[] {
  return LOCALE_CODES.filter((code) => hasText(value[code]));
}

// Spec: the multilingual name input is required, which means a text in at least one language.
const requireOneLanguage = (value: MultilingualText | null | undefined) => (value && filledLocales(value).length > 0 ? undefined : 'app.multilingual.required');

function asMultilingual(value: unknown): MultilingualText {
  return value !== null && typeof value === 'object' ? (value as MultilingualText) : {};
}

/** One text field for a text in the five content languages, with a dropdown choosing the language being edited. */
export function MultilingualTextInput({ source, resource, label, required = false, multiline = false, helperText }: MultilingualTextInputProps) {
  const translate = useTranslate();
  const [uiLocale] = useLocaleState();
  const [language, setLanguage] = useState<LocaleCode>(() => LOCALE_CODES.find((code) => code === uiLocale) ?? DEFAULT_LOCALE);
  const {
    id,
    field,
    fieldState: { error, invalid },
  } = useInput({ source, resource, validate: required ? requireOneLanguage : undefined, isRequired: required });
  const value = asMultilingual(field.value);
  const filled = filledLocales(value);
  const summaryId = `${id}-languages`;

  const onTextChange = (text: string) => {
    const next: MultilingualText = { ...value, [language]: text };
    // A cleared language is left out rather than saved as an empty text.
    if (text === '') delete next[language];
    field.onChange(next);
  };

  return (
    <Stack direction="row" spacing={1} className={`ra-input ra-input-${source}`} sx={{ width: '100%', alignItems: 'flex-start' }}>
      <TextField
        select
        value={language}
        onChange={(e) => setLanguage(e.target.value as LocaleCode)}
        label={translate('app.multilingual.language')}
        // react-admin's theme makes every TextField full width; the language picker keeps its own width beside the text.
        fullWidth={false}
        sx={{ minWidth: 140, flexShrink: 0 }}
        slotProps={{
          select: { renderValue: (code) => LOCALE_BY_CODE.get(code as LocaleCode)?.name, SelectDisplayProps: { 'aria-describedby': summaryId } },
        }}
      >
        {LOCALES.map((locale) => (
          <MenuItem key={locale.code} value={locale.code}>
            <ListItemText primary={locale.name} />
            {filled.includes(locale.code) && (
              <ListItemIcon sx={{ justifyContent: 'flex-end' }}>
                <CheckIcon fontSize="small" color="success" titleAccess={translate('app.multilingual.hasText')} />
              </ListItemIcon>
            )}
          </MenuItem>
        ))}
      </TextField>
      <Box component="span" id={summaryId} sx={visuallyHidden}>
        {filled.length > 0 ? translate('app.multilingual.filled', { languages: filled.map((code) => LOCALE_BY_CODE.get(code)?.name).join(', ') }) : translate('app.multilingual.noneFilled')}
      </Box>
      <TextField
        id={id}
        name={field.name}
        inputRef={field.ref}
        value={value[language] ?? ''}
        onChange={(e) => onTextChange(e.target.value)}
        onBlur={field.onBlur}
        multiline={multiline}
        sx={multiline ? { '& textarea': { resize: 'vertical' } } : undefined}
        fullWidth
        label={label === false ? null : <FieldTitle label={label} source={source} resource={resource} isRequired={required} />}
        error={invalid}
        helperText={helperText !== false || invalid ? <InputHelperText error={error?.message} helperText={helperText} /> : null}
        // A plain textarea of three rows the person can drag taller, not MUI's autosize: autosize measures the layout of
        // each textarea as it mounts and as it changes, which on a form of many (a list's questions) cost seconds.
        slotProps={{ input: multiline ? { inputComponent: 'textarea' } : undefined, htmlInput: { lang: LOCALE_BY_CODE.get(language)?.bcp47, rows: multiline ? 3 : undefined } }}
      />
    </Stack>
  );
}
