import { MEDIA_ACCESS, type MediaAccess, type MediaKindName } from '@/shared/mediaAccess';
import { uploadFolder } from './driveFolders';

/** What each kind of uploaded file may be, and who may read, upload and delete it (`MEDIA_ACCESS`). Areas add their kinds here. */
export interface MediaKind extends MediaAccess {
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
const ANY = /^[a-z]+\/[-+.\w]+$/;

export const MEDIA_KINDS: Record<MediaKindName, MediaKind> = {
  image: { ...MEDIA_ACCESS.image, maxBytes: 5 * MB, contentTypes: IMAGES },
  venuedrive: { ...MEDIA_ACCESS.venuedrive, maxBytes: 20 * MB, contentTypes: ANY, folder: uploadFolder },
  eodbi: { ...MEDIA_ACCESS.eodbi, maxBytes: 10 * MB, contentTypes: IMAGES },
  medialibrary: { ...MEDIA_ACCESS.medialibrary, maxBytes: 10 * MB, contentTypes: IMAGES },
  floorplan: { ...MEDIA_ACCESS.floorplan, maxBytes: 10 * MB, contentTypes: IMAGES },
  /** Downloaded through POST /EngageEmail/attachment/download. */
  emailattachment: { ...MEDIA_ACCESS.emailattachment, maxBytes: 20 * MB, contentTypes: ANY },
};
