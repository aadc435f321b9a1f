/** Who may see a drive file besides its venue: nobody else, its region, its country or the whole group. */
export type DomainPermission = 'venue' | 'region' | 'country' | 'group';

/** What the domain actions of venue drive answer: the contract between `src/server/domain/venue/venueDrive.ts` and the typed calls. */
export interface VenueDriveResults {
  listDirectory: {
    venueId: string;
    directory: string;
    parent: string | null;
    folders: {
      path: string;
      name: string;
      fileCount: number;
    }[];
    files: {
      id: string;
      name: string;
      contentType: string;
      size: number;
      folder: string;
      domainPermission: DomainPermission;
      uploadedAt: string | null;
      uploadedBy: string | null;
    }[];
    shared: {
      venueId: string;
      venueName: string;
      id: string;
      name: string;
      contentType: string;
      size: number;
      folder: string;
      domainPermission: DomainPermission;
      uploadedAt: string | null;
      uploadedBy: string | null;
    }[];
  };
  setDomainPermission: {
    id: string;
    name: string;
    contentType: string;
    size: number;
    folder: string;
    domainPermission: DomainPermission;
    uploadedAt: string | null;
    uploadedBy: string | null;
  };
  createDirectory: {
    path: string;
    name: string;
    fileCount: number;
  };
}
