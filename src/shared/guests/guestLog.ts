/** What a guest log entry records; who and when are the entry's createdBy and createdAt. */
export type GuestLogAction =
  | 'Created'
  | 'FieldChanged'
  | 'LabelsChanged'
  | 'InterestsChanged'
  | 'HomeVenueChanged'
  | 'ConsentAdded'
  | 'ConsentRemoved'
  | 'NoteAdded'
  | 'ReferralLinkCreated'
  | 'ReferredBy'
  | 'Anonymized'
  | 'Merged'
  | 'MergeUndone'
  | 'Deleted';
