/**
 * How a merge treats each column of the database that refers to a guest profile: `move` points the removed guest's
 * rows at the kept one (undo points the same rows back), `consents` moves them keeping one consent per venue and type
 * (the most recent; undo restores the other), `drop` deletes them (derived data the next detection run rebuilds).
 * `tests/server/guestMerge.test.ts` lists every column named `guest_id`, `guest_profile_id` or `…_guest_id` and fails
 * on one that is neither here nor in NOT_MERGED. Bookings, booking-form submissions and campaign messages refer to no
 * guest: they carry an email or phone (see EXPORT_SECTIONS), so a merge does not touch them (docs/decisions.md).
 */
export interface MergeReference {
  table: string;
  column: string;
  how: 'move' | 'consents' | 'drop';
}

export const MERGE_REFERENCES: MergeReference[] = [
  { table: 'guest_consents', column: 'guest_id', how: 'consents' },
  // Every piece of consent evidence is kept, also of the consent a merge drops: it proves what the guest agreed to.
  { table: 'guest_consent_evidence', column: 'guest_id', how: 'move' },
  { table: 'guest_consent_confirmations', column: 'guest_id', how: 'move' },
  { table: 'guest_mail_outbox', column: 'guest_id', how: 'move' },
  { table: 'guest_notes', column: 'guest_id', how: 'move' },
  { table: 'guest_logs', column: 'guest_id', how: 'move' },
  { table: 'global_logs', column: 'guest_id', how: 'move' },
  { table: 'guest_access_logs', column: 'guest_id', how: 'move' },
  { table: 'short_links', column: 'guest_id', how: 'move' },
  { table: 'messenger_conversations', column: 'guest_id', how: 'move' },
  { table: 'email_conversations', column: 'guest_id', how: 'move' },
  { table: 'guest_list_items', column: 'guest_profile_id', how: 'move' },
  { table: 'guest_profiles', column: 'referred_by_guest_id', how: 'move' },
  // A data-subject request is the guest's, whichever profile it was registered on: the kept one answers it.
  { table: 'guest_requests', column: 'guest_id', how: 'move' },
  { table: 'guest_duplicates', column: 'guest_id', how: 'drop' },
  { table: 'guest_duplicates', column: 'other_guest_id', how: 'drop' },
];

/** Guest columns a merge leaves as they are, each with the reason (`table.column`). */
export const NOT_MERGED: Record<string, string> = {
  'guest_profile_merges.kept_guest_id': 'The merge record names the kept profile on purpose: it is how the merge is found and undone',
  'guest_profile_merges.removed_guest_id': 'The merge record names the removed profile on purpose: undo restores it under this id',
  'guest_duplicate_dismissals.guest_id': 'A person said this profile and another are different people; the decision holds again if the merge is undone',
  'guest_duplicate_dismissals.other_guest_id': 'The other side of the same decision',
};

