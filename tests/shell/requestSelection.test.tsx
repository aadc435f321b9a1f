import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromSelection, getRequestContext } from '@/data/requestContext';
import { installRequestSelection, setSignedInUserSource } from '@/app/selection/requestSelection';
import { selectionStore } from '@/app/selection/selectionStore';

afterEach(() => setSignedInUserSource(() => null));

describe("what every request carries from the shell's selection", () => {
  it('reads the signed-in user only for a request that needs the user', () => {
    const user = vi.fn(() => 'user-anna');
    setSignedInUserSource(user);
    installRequestSelection();
    selectionStore.set({ venueId: 'venue-dk-norrebro', countryId: 'dk' });

    expect(fromSelection('activeVenue')).toBe('venue-dk-norrebro');
    expect(fromSelection('activeCountry')).toBe('dk');
    const context = getRequestContext();
    expect(context.venueId).toBe('venue-dk-norrebro');
    expect(user).not.toHaveBeenCalled();

    expect(fromSelection('currentUser')).toBe('user-anna');
    expect(context.userId).toBe('user-anna');
    expect(user).toHaveBeenCalledTimes(2);
  });
});
