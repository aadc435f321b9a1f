import { defineResource } from '../dsl';

/** Uploaded files: their description here, their bytes in the platform table `file_contents`. */
export default defineResource({
  name: 'media',
  label: { eng: 'File', dan: 'Fil', swe: 'Fil', nor: 'Fil', fin: 'Tiedosto' },
  labelPlural: { eng: 'Files', dan: 'Filer', swe: 'Filer', nor: 'Filer', fin: 'Tiedostot' },
  api: 'main',
  recordRepresentation: 'name',
  versioned: false,
  scope: { venue: 'venueId' },
  fields: {
    type: { type: 'text', required: true, maxLength: 40, index: true, label: { eng: 'Kind', dan: 'Type', swe: 'Typ', nor: 'Type', fin: 'Laji' } },
    name: { type: 'text', required: true, maxLength: 255, label: { eng: 'Name', dan: 'Navn', swe: 'Namn', nor: 'Navn', fin: 'Nimi' } },
    contentType: { type: 'text', required: true, maxLength: 120, label: { eng: 'Content type', dan: 'Indholdstype', swe: 'Innehållstyp', nor: 'Innholdstype', fin: 'Sisältötyyppi' } },
    size: { type: 'number', integer: true, min: 0, required: true, label: { eng: 'Size (bytes)', dan: 'Størrelse (bytes)', swe: 'Storlek (byte)', nor: 'Størrelse (byte)', fin: 'Koko (tavua)' } },
    venueId: { type: 'reference', reference: 'venues', label: { eng: 'Venue', dan: 'Sted', swe: 'Restaurang', nor: 'Sted', fin: 'Ravintola' } },
    folder: { type: 'text', maxLength: 500, label: { eng: 'Folder', dan: 'Mappe', swe: 'Mapp', nor: 'Mappe', fin: 'Kansio' } },
  },
  actions: {
    upload: { description: 'Stores an uploaded file of a kind (venue drive, news image, product image ...), checking the kind\'s permission, size and content type.' },
    download: { description: 'Sends a file to a user allowed to read its kind (at its venue, for venue files).' },
    remove: { description: 'Deletes a file: its uploader or a user allowed to manage its kind.' },
  },
  endpoints: {
    upload: {
      method: 'POST',
      path: '/Media/{type}',
      params: { type: { in: 'path', type: 'string' } },
      body: 'upload',
      permission: null,
      action: 'upload',
      returns: 'result',
      error: 'Unable to upload media',
    },
    download: { method: 'GET', path: '/Media/{id}', permission: null, action: 'download', returns: 'file', error: 'Unable to download media' },
    remove: { method: 'DELETE', path: '/Media/{id}', permission: null, action: 'remove', returns: 'none', error: 'Unable to delete media' },
  },
});
