/** Who may see a drive file besides its venue: nobody else, its region, its country or the whole group. */
export type DomainPermission = 'venue' | 'region' | 'country' | 'group';

/** A file of the drive as its folder lists it. */
interface DriveFile {
  id: string;
  name: string;
  contentType: string;
  size: number;
  folder: string;
  domainPermission: DomainPermission;
  uploadedAt: string | null;
  uploadedBy: string | null;
}

/** A folder of the drive. */
interface DriveFolder {
  path: string;
  name: string;
  fileCount: number;
}

/** What the domain actions of venue drive answer: the contract between `src/server/domain/venue/venueDrive.ts` and the typed calls. */
export interface VenueDriveResults {
  listDirectory: {
    venueId: string;
    directory: string;
    parent: string | null;
    folders: DriveFolder[];
    files: DriveFile[];
    shared: (DriveFile & { venueId: string; venueName: string })[];
  };
  setDomainPermission: DriveFile;
  createDirectory: DriveFolder;
}
