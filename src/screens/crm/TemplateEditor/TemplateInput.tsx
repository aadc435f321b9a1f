import { useInput, useTranslate, type Validator } from 'react-admin';
import { TemplateEditor, type TemplateEditorProps } from './TemplateEditor';

interface TemplateInputProps extends Omit<TemplateEditorProps, 'value' | 'onChange' | 'label' | 'error' | 'id'> {
  source: string;
  /** An i18n key or text. */
  label: string;
  validate?: Validator | Validator[];
}

/** The template editor as a react-admin input: form state, validation and server field errors. */
export function TemplateInput({ source, label, validate, ...rest }: TemplateInputProps) {
  const translate = useTranslate();
  const { id, field, fieldState, isRequired } = useInput({ source, validate });
  const message = fieldState.error?.message;
  return (
    <TemplateEditor
      {...rest}
      id={id}
      label={translate(label, { _: label })}
      required={isRequired}
      value={(field.value as string | null) ?? ''}
      onChange={(v) => field.onChange(v)}
      error={fieldState.invalid && message ? translate(message, { _: message }) : undefined}
    />
  );
}
