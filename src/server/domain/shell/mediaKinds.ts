import { uploadFolder } from './driveFolders';

/** What each kind of uploaded file may be and who may read and manage it. Areas add their kinds here. */
export interface MediaKind {
  /** Permission to download; null: every signed-in user. */
  read: string | null;
  /** Permission to upload and delete others' files; null: every signed-in user. */
  write: string | null;
  /** The file belongs to a venue (the form field `venueId`), and the permissions are checked there. */
  venueScoped: boolean;
  maxBytes: number;
  contentTypes: RegExp;
  /**
   * Kinds kept in folders: turns the form field `folder` into the stored path, or throws a 400 naming `field`
   * (the same rule that lists the folders later). Other kinds store the field as given.
   */
  folder?: (input: string | null | undefined, field: string) => string;
}

const MB = 1024 * 1024;
const IMAGES = /^image\/(png|jpeg|gif|webp)$/;

export const MEDIA_KINDS: Record<string, MediaKind> = {
  /** Pictures shown in the portal: logos, article and product images. */
  image: { read: null, write: null, venueScoped: false, maxBytes: 5 * MB, contentTypes: IMAGES },
  /** Documents and pictures in a venue's drive. */
  venuedrive: { read: 'vp.vp.venuedrive.show', write: 'vp.vp.venuedrive.show', venueScoped: true, maxBytes: 20 * MB, contentTypes: /^[a-z]+\/[-+.\w]+$/, folder: uploadFolder },
  /** The business-intelligence image of a venue's end-of-day report. */
  eodbi: { read: 'vp.vp.lists.show', write: 'vp.vp.lists.show', venueScoped: true, maxBytes: 10 * MB, contentTypes: IMAGES },
  /** A venue's marketing pictures (logos, room, drinks, events) in its media library. */
  medialibrary: { read: 'vp.vp.medialibrary.show', write: 'vp.vp.medialibrary.show', venueScoped: true, maxBytes: 10 * MB, contentTypes: IMAGES },
  /** Attachments of the email inbox's messages, synchronised from a venue mailbox (downloaded through POST /EngageEmail/attachment/download). */
  emailattachment: { read: 'vp.crm.engageemail.view', write: 'vp.crm.engageemail.view', venueScoped: true, maxBytes: 20 * MB, contentTypes: /^[a-z]+\/[-+.\w]+$/ },
};
