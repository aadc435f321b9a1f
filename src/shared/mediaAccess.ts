/**
 * Who may read, upload and delete each kind of file the portal keeps (`/Media/{type}`), shared by the server, which
 * decides, and the browser, which offers only what the server would allow. A venue file's permissions are checked
 * at its venue; deleting never depends on who uploaded the file.
 */
export interface MediaAccess {
  /** Permission to download (any one of a list); null: every signed-in user. */
  read: string | readonly string[] | null;
  /** Permission to upload; null: every signed-in user. */
  write: string | null;
  /** Permission to delete, held where the file belongs now. */
  remove: string;
  /** The file belongs to a venue (the form field `venueId`), and the permissions are checked there. */
  venueScoped: boolean;
}

export const MEDIA_ACCESS = {
  /** Pictures shown in the portal: logos, article and product images. */
  image: { read: null, write: null, remove: 'vp.hq.media.delete', venueScoped: false },
  /** Documents and pictures in a venue's drive. */
  venuedrive: { read: 'vp.vp.venuedrive.show', write: 'vp.vp.venuedrive.edit', remove: 'vp.vp.venuedrive.edit', venueScoped: true },
  /** The business-intelligence image of a venue's end-of-day report. */
  eodbi: { read: 'vp.vp.lists.show', write: 'vp.vp.eodreports.edit', remove: 'vp.vp.eodreports.edit', venueScoped: true },
  /** A venue's marketing pictures (logos, room, drinks, events) in its media library. */
  medialibrary: { read: 'vp.vp.medialibrary.show', write: 'vp.vp.medialibrary.edit', remove: 'vp.vp.medialibrary.edit', venueScoped: true },
  /** Attachments of the email inbox's messages, synchronised from a venue mailbox. */
  emailattachment: { read: 'vp.crm.engageemail.view', write: 'vp.crm.engageemail.edit', remove: 'vp.crm.engageemail.edit', venueScoped: true },
  /**
   * The picture of a room under a setup's floorplan: seen by whoever may see the floorplan (its GET's permissions),
   * uploaded and removed by whoever may change it (its PUT's).
   */
  floorplan: { read: ['vp.vp.booking.show', 'vp.crm.bookingoverview.show'], write: 'vp.vp.booking.setup', remove: 'vp.vp.booking.setup', venueScoped: true },
} as const satisfies Record<string, MediaAccess>;

export type MediaKindName = keyof typeof MEDIA_ACCESS;
