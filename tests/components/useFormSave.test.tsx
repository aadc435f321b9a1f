import { act, renderHook } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { useFormSave } from '@/app/widgets/useFormSave';

describe("a form's save", () => {
  it("keeps a refused save's message, says whether someone else saved first, and hands the field messages to the fields", async () => {
    const refusal = new HttpError('This setting was changed by someone else', 409, { errors: { name: 'Taken' } });
    const { result } = renderHook(() => useFormSave(() => Promise.reject(refusal)));

    let fields: unknown;
    await act(async () => {
      fields = await result.current.submit({ name: 'Bar' });
    });

    expect(fields).toEqual({ name: 'Taken' });
    expect(result.current.error).toEqual({ message: 'This setting was changed by someone else', stale: true });
  });

  it('clears the last failure when a save goes through', async () => {
    let fail = true;
    const { result } = renderHook(() => useFormSave(() => (fail ? Promise.reject(new Error('Network down')) : Promise.resolve())));
    await act(async () => void (await result.current.submit({})));
    expect(result.current.error).toEqual({ message: 'Network down', stale: false });

    fail = false;
    let fields: unknown = 'not called';
    await act(async () => {
      fields = await result.current.submit({});
    });

    expect(fields).toBeUndefined();
    expect(result.current.error).toBeNull();
  });
});
