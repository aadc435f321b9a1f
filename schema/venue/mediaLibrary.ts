import { defineResource } from '../dsl';

/**
 * The venue's pictures for marketing: logos, photos of the room, drinks and events, ready for social media and
 * print. Files are uploads of the kind `medialibrary` (POST /Media/medialibrary with the venue), deleted with
 * DELETE /Media/{id}.
 */
export default defineResource({
  name: 'mediaLibrary',
  label: { eng: 'Media library', dan: 'Mediebibliotek', swe: 'Mediebibliotek', nor: 'Mediebibliotek', fin: 'Mediakirjasto' },
  labelPlural: { eng: 'Media library', dan: 'Mediebibliotek', swe: 'Mediebibliotek', nor: 'Mediebibliotek', fin: 'Mediakirjasto' },
  api: 'main',
  stored: false,
  fields: {},
  actions: {
    list: { description: "The venue's media library files, newest first, optionally those whose name starts with a query, a page at a time." },
  },
  endpoints: {
    list: {
      method: 'GET',
      path: '/MediaLibrary/{venueId}',
      params: {
        venueId: { in: 'path', type: 'string', from: 'activeVenue' },
        query: { in: 'query', type: 'string' },
        page: { in: 'query', type: 'integer' },
        perPage: { in: 'query', type: 'integer' },
      },
      permission: 'vp.vp.medialibrary.show',
      scope: { venue: 'path:venueId' },
      action: 'list',
      error: 'Unable to get the media library',
    },
  },
  routes: [
    {
      path: '/vp/medialibrary',
      service: 'venue',
      menuGroup: 0,
      title: { eng: 'Media library', dan: 'Mediebibliotek', swe: 'Mediebibliotek', nor: 'Mediebibliotek', fin: 'Mediakirjasto' },
      sidebar: { group: 'marketing', order: 10, icon: 'PhotoLibrary' },
      permission: 'vp.vp.medialibrary.show',
      screen: 'MediaLibraryScreen',
    },
  ],
});
