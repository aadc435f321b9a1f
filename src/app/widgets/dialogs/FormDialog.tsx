import { Button, Stack } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Form, SaveButton, useTranslate } from 'react-admin';
import { useFormSave } from '../useFormSave';
import { DialogFrame, type DialogFrameProps } from './DialogFrame';
import { useSubmission, type FieldErrors } from './useSubmission';

type FrameProps = Pick<DialogFrameProps, 'title' | 'intro' | 'maxWidth' | 'onClose'> & {
  /** The action button's words; Save by default. */
  submitLabel?: string;
};

/** Fields kept by the screen (controlled inputs): `submit` sends them. */
interface StateForm {
  /**
   * Sends what was entered; resolving closes the dialog, throwing keeps it open with the message and the field
   * messages (`InvalidFields` for the dialog's own checks).
   */
  submit: () => unknown;
  /** False while something required is missing: the action button stays disabled. */
  canSubmit?: boolean;
  /** The fields; given a function, it receives the server's message per field. */
  children: ReactNode | ((errors: FieldErrors) => ReactNode);
}

/** Fields kept by a react-admin form (its inputs): `onSave` receives their values. */
interface RecordForm<V extends Record<string, unknown>> {
  defaultValues: V;
  onSave: (values: V) => Promise<unknown>;
  /** Save is enabled before anything is changed (a dialog whose defaults are worth saving as they are). */
  alwaysEnableSave?: boolean;
  children: ReactNode;
}

export type FormDialogProps<V extends Record<string, unknown>> = FrameProps & (StateForm | RecordForm<V>);

/**
 * The one dialog with a form that creates or changes something. A refused save keeps the dialog open with what was
 * typed, the message on top and the server's field messages on the fields.
 */
export function FormDialog<V extends Record<string, unknown>>(props: FormDialogProps<V>) {
  return 'defaultValues' in props ? <RecordFormDialog {...props} /> : <StateFormDialog {...props} />;
}

function StateFormDialog({ submit, canSubmit = true, submitLabel, children, onClose, ...frame }: FrameProps & StateForm) {
  const translate = useTranslate();
  const { busy, error, errors, run } = useSubmission();
  const wrap = (inner: ReactNode) => (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // React hands a submit on through the portal to a form the dialog was opened from: it is this dialog's alone.
        event.stopPropagation();
        if (canSubmit && !busy) void run(submit, onClose);
      }}
    >
      {inner}
    </form>
  );
  const action = (
    <Button type="submit" variant="contained" loading={busy} disabled={!canSubmit}>
      {submitLabel ?? translate('ra.action.save')}
    </Button>
  );
  return (
    <DialogFrame {...frame} onClose={onClose} error={error} wrap={wrap} action={action}>
      <Stack spacing={2} sx={{ mt: 1 }}>
        {typeof children === 'function' ? children(errors) : children}
      </Stack>
    </DialogFrame>
  );
}

function RecordFormDialog<V extends Record<string, unknown>>({ defaultValues, onSave, alwaysEnableSave, submitLabel, children, onClose, ...frame }: FrameProps & RecordForm<V>) {
  // The defaults of the first render: a parent re-rendering must not reset what is being typed.
  const [defaults] = useState(defaultValues);
  const { error, submit } = useFormSave(async (values: V) => {
    await onSave(values);
    onClose();
  });
  const wrap = (inner: ReactNode) => (
    <Form defaultValues={defaults} onSubmit={submit}>
      {inner}
    </Form>
  );
  return (
    <DialogFrame {...frame} onClose={onClose} error={error?.message ?? null} wrap={wrap} action={<SaveButton label={submitLabel} alwaysEnable={alwaysEnableSave} />}>
      {children}
    </DialogFrame>
  );
}
