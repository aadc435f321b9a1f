/** A guest's name as people read it, or null when the profile has none (anonymised, or never given). */
export function guestName(guest: { firstName: string | null; lastName: string | null }): string | null {
  return [guest.firstName, guest.lastName].filter(Boolean).join(' ') || null;
}
