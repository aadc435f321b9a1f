import type { venueDriveApi } from '@generated/client/api/venueDrive';

export type DriveListing = Awaited<ReturnType<typeof venueDriveApi.listDirectory>>;
export type DriveFolder = DriveListing['folders'][number];
export type DriveFile = DriveListing['files'][number];
export type SharedFile = DriveListing['shared'][number];
export type DomainPermission = DriveFile['domainPermission'];

export const DOMAIN_ENUM = 'venueDrive.domainPermission';
export const DOMAINS: DomainPermission[] = ['venue', 'region', 'country', 'group'];

/** What is about to be deleted: a file, or a folder with everything in it. */
export type Deletion = { kind: 'file'; file: DriveFile } | { kind: 'folder'; folder: DriveFolder };
