import { defineResource } from '../dsl';

const permission = 'vp.vp.venuedrive.show';
const write = 'vp.vp.venuedrive.edit';
const venueQuery = { venueId: { in: 'query', type: 'string', required: true, from: 'activeVenue' } } as const;
const directory = { type: 'text', required: true, maxLength: 500, label: { eng: 'Folder', dan: 'Mappe', swe: 'Mapp', nor: 'Mappe', fin: 'Kansio' } } as const;

/**
 * A venue's drive: folders stored here, files are uploads of the kind `venuedrive` (POST /Media/venuedrive with
 * the venue and folder). A file's domain permission says who in the group sees it besides its venue.
 */
export default defineResource({
  name: 'venueDrive',
  label: { eng: 'Folder', dan: 'Mappe', swe: 'Mapp', nor: 'Mappe', fin: 'Kansio' },
  labelPlural: { eng: 'Venue drive', dan: 'Stedsdrev', swe: 'Restauranglagring', nor: 'Stedsdisk', fin: 'Ravintolan asema' },
  api: 'main',
  recordRepresentation: 'path',
  defaultSort: { field: 'path', order: 'ASC' },
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId', 'path'], unique: true }],
  enums: {
    domainPermission: {
      values: [
        { value: 'venue', color: 'default', label: { eng: 'This venue', dan: 'Dette sted', swe: 'Denna restaurang', nor: 'Dette stedet', fin: 'Tämä ravintola' } },
        { value: 'region', color: 'info', label: { eng: 'Venues in the region', dan: 'Steder i regionen', swe: 'Restauranger i regionen', nor: 'Steder i regionen', fin: 'Alueen ravintolat' } },
        { value: 'country', color: 'primary', label: { eng: 'Venues in the country', dan: 'Steder i landet', swe: 'Restauranger i landet', nor: 'Steder i landet', fin: 'Maan ravintolat' } },
        { value: 'group', color: 'warning', label: { eng: 'Every venue in the group', dan: 'Alle koncernens steder', swe: 'Alla koncernens restauranger', nor: 'Alle konsernets steder', fin: 'Konsernin kaikki ravintolat' } },
      ],
    },
  },
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } },
    path: { type: 'text', required: true, maxLength: 500, label: { eng: 'Folder', dan: 'Mappe', swe: 'Mapp', nor: 'Mappe', fin: 'Kansio' } },
  },
  actions: {
    listDirectory: { description: 'The sub-folders and files of a folder of the venue\'s drive, and at the top the files other venues share with it.' },
    setDomainPermission: { description: 'Sets who in the group sees a file of the venue (header venueId): this venue, its region, its country or every venue.' },
    createDirectory: { description: 'Creates a folder under an existing folder of the venue\'s drive.' },
    deleteFile: { description: 'Deletes a file of the venue\'s drive.' },
    deleteDirectory: { description: 'Deletes a folder with everything in it.' },
    download: { description: 'Sends a file of the venue\'s drive, or a file another venue shares with it.' },
  },
  endpoints: {
    listDirectory: {
      method: 'GET',
      path: '/VenueDrive/ListDirectory',
      params: { ...venueQuery, directory: { in: 'query', type: 'string' } },
      permission,
      scope: { venue: 'query:venueId' },
      action: 'listDirectory',
      error: 'Unable to get files in scope',
    },
    setDomainPermission: {
      method: 'POST',
      path: '/VenueDrive/SetDomainPermission',
      params: { fileId: { in: 'query', type: 'string', required: true }, venueId: { in: 'header', type: 'string', required: true, from: 'activeVenue' } },
      body: { fields: { domainPermission: { type: 'enum', enum: 'domainPermission', required: true, label: { eng: 'Who sees it', dan: 'Hvem ser den', swe: 'Vem ser den', nor: 'Hvem ser den', fin: 'Kuka näkee sen' } } } },
      permission: write,
      scope: { venue: 'header:venueId' },
      action: 'setDomainPermission',
      error: 'Unable to set file permission',
    },
    createDirectory: {
      method: 'POST',
      path: '/VenueDrive/CreateDirectory',
      body: {
        fields: {
          venueId: { type: 'reference', reference: 'venues', required: true, label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } },
          directory,
          name: { type: 'text', required: true, maxLength: 100, label: { eng: 'Name', dan: 'Navn', swe: 'Namn', nor: 'Navn', fin: 'Nimi' } },
        },
      },
      permission: write,
      scope: { venue: 'body:venueId' },
      action: 'createDirectory',
      error: 'Unable to create folder',
    },
    deleteFile: {
      method: 'DELETE',
      path: '/VenueDrive/File',
      params: { ...venueQuery, fileId: { in: 'query', type: 'string', required: true } },
      permission: write,
      scope: { venue: 'query:venueId' },
      action: 'deleteFile',
      returns: 'none',
      error: 'Unable to delete file',
    },
    deleteDirectory: {
      method: 'DELETE',
      path: '/VenueDrive/Directory',
      params: { ...venueQuery, directory: { in: 'query', type: 'string', required: true } },
      permission: write,
      scope: { venue: 'query:venueId' },
      action: 'deleteDirectory',
      returns: 'none',
      error: 'Unable to delete folder',
    },
    download: {
      method: 'GET',
      path: '/VenueDrive/Download',
      params: { ...venueQuery, fileId: { in: 'query', type: 'string', required: true } },
      permission,
      scope: { venue: 'query:venueId' },
      action: 'download',
      returns: 'file',
      error: 'Unable to download file',
    },
  },
  routes: [
    {
      path: '/vp/venuedrive',
      service: 'venue',
      menuGroup: 0,
      title: { eng: 'Venue drive', dan: 'Stedsdrev', swe: 'Restauranglagring', nor: 'Stedsdisk', fin: 'Ravintolan asema' },
      sidebar: { group: 'operations', order: 70, icon: 'FolderShared' },
      permission,
      screen: 'VenueDriveScreen',
    },
  ],
});
