import { FieldTitle, InputHelperText, useInput, type Validator } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { MentionTextField } from './MentionTextField';

export interface MentionTextInputProps {
  source: string;
  resource?: string;
  label?: string | false;
  /** Defaults to the hint "Type @ to mention someone"; `false` shows none. */
  helperText?: string | false;
  validate?: Validator | Validator[];
  minRows?: number;
  /** The form field that collects the user ids of the people picked (the record's `mentions`). */
  mentionsSource?: string;
}

/** The mention field in a react-admin form: the text in `source`, the people picked added to `mentionsSource`. */
export function MentionTextInput({ source, resource, label, helperText = 'app.mention.hint', validate, minRows = 3, mentionsSource = 'mentions' }: MentionTextInputProps) {
  const {
    id,
    field,
    fieldState: { error, invalid },
    isRequired,
  } = useInput({ source, resource, validate });
  const form = useFormContext();
  const text = typeof field.value === 'string' ? field.value : '';
  return (
    <MentionTextField
      id={id}
      name={field.name}
      className={`ra-input ra-input-${source}`}
      minRows={minRows}
      fullWidth
      value={text}
      onChange={(next) => field.onChange(next)}
      onMention={(item) => {
        if (item.type !== 'user') return;
        const picked = (form.getValues(mentionsSource) as string[] | null | undefined) ?? [];
        if (!picked.includes(String(item.id))) form.setValue(mentionsSource, [...picked, String(item.id)], { shouldDirty: true });
      }}
      onBlur={() => field.onBlur()}
      inputRef={field.ref}
      label={label === false ? null : <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} />}
      error={invalid}
      helperText={helperText !== false || invalid ? <InputHelperText error={error?.message} helperText={helperText} /> : null}
    />
  );
}
