import { defineResource } from '../dsl';
import { l, labels, listTypeEnum, questionKindEnum, surveyTypeEnum } from '../life/parts/common';

const read = 'vp.vp.lists.show';
const title = l('Visits & Reviews', 'Besøg og gennemgange', 'Besök och granskningar', 'Besøk og gjennomganger', 'Käynnit ja katselmukset');
const venuePath = { venueId: { in: 'path', type: 'string', from: 'activeVenue' } } as const;
/** Lists of sessions are paged by the server (default 25 a page, at most 500). */
const paging = { page: { in: 'query', type: 'integer' }, perPage: { in: 'query', type: 'integer' } } as const;
/** `earlier=true`: only sessions from before the lists module (without a list). */
const sessionFilters = { ...paging, earlier: { in: 'query', type: 'boolean' } } as const;
const answerLabel = l('Answer', 'Svar', 'Svar', 'Svar', 'Vastaus');
/** One answer as the inspectors' app submits it; the server takes the question's kind, text, category and weight from the list. */
const submittedAnswer = {
  type: 'object',
  label: answerLabel,
  fields: {
    questionId: { type: 'text', required: true, maxLength: 40, label: labels.id },
    value: { type: 'text', maxLength: 2000, label: answerLabel },
    comment: { type: 'text', maxLength: 2000, label: l('Comment', 'Kommentar', 'Kommentar', 'Kommentar', 'Kommentti') },
    media: { type: 'list', maxItems: 20, of: { type: 'text', maxLength: 200, label: l('File', 'Fil', 'Fil', 'Fil', 'Tiedosto') }, label: l('Photos and videos', 'Billeder og videoer', 'Foton och videor', 'Bilder og videoer', 'Kuvat ja videot') },
  },
} as const;

/**
 * A completed visit, review or checklist at a venue: who did it, when, its score, and a snapshot of the questions
 * answered (so that later versions of the list do not change what was answered). Sessions of the maintenance review
 * types are maintenance review sessions; the others are visit sessions. Sessions from before the lists module have
 * no list (`listId` empty).
 */
export default defineResource({
  name: 'listSessions',
  label: l('Session', 'Gennemgang', 'Genomgång', 'Gjennomgang', 'Katselmus'),
  labelPlural: title,
  api: 'main',
  versioned: false,
  recordRepresentation: 'listType',
  defaultSort: { field: 'completedOn', order: 'DESC' },
  scope: { venue: 'venueId' },
  indexes: [{ fields: ['venueId', 'listType', 'completedOn'] }, { fields: ['venueId', 'listId'] }],
  enums: { listType: listTypeEnum, questionKind: questionKindEnum, surveyType: surveyTypeEnum },
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: labels.venue },
    listId: { type: 'reference', reference: 'lists', label: labels.list },
    listType: { type: 'enum', enum: 'listType', required: true, label: labels.listType },
    listVersion: { type: 'number', integer: true, label: l('List version', 'Listeversion', 'Listversion', 'Listeversjon', 'Listan versio') },
    surveyType: { type: 'enum', enum: 'surveyType', required: true, label: l('Survey type', 'Undersøgelsestype', 'Enkättyp', 'Undersøkelsestype', 'Kyselyn tyyppi') },
    title: { type: 'multilingual', maxLength: 120, label: labels.title },
    userId: { type: 'reference', reference: 'users', required: true, label: l('Done by', 'Udført af', 'Utförd av', 'Utført av', 'Tekijä') },
    startedOn: { type: 'datetime', label: l('Started', 'Startet', 'Startad', 'Startet', 'Aloitettu') },
    completedOn: { type: 'datetime', required: true, label: l('Completed', 'Afsluttet', 'Avslutad', 'Fullført', 'Valmistunut') },
    score: { type: 'number', min: 0, max: 5, label: labels.score },
    hasCriticalFailure: { type: 'boolean', label: l('Critical failure', 'Kritisk fejl', 'Kritiskt fel', 'Kritisk feil', 'Kriittinen puute') },
    categories: {
      type: 'list',
      of: { type: 'object', label: labels.category, fields: { id: { type: 'text', required: true, label: labels.id }, name: { type: 'multilingual', label: labels.name } } },
      label: l('Categories', 'Kategorier', 'Kategorier', 'Kategorier', 'Kategoriat'),
    },
    answers: {
      type: 'list',
      of: {
        type: 'object',
        label: l('Answer', 'Svar', 'Svar', 'Svar', 'Vastaus'),
        fields: {
          questionId: { type: 'text', required: true, label: labels.id },
          kind: { type: 'enum', enum: 'questionKind', required: true, label: l('Kind', 'Type', 'Typ', 'Type', 'Laji') },
          text: { type: 'multilingual', label: l('Question', 'Spørgsmål', 'Fråga', 'Spørsmål', 'Kysymys') },
          categoryId: { type: 'text', label: labels.category },
          weight: { type: 'number', min: 0, max: 10, label: l('Weight', 'Vægt', 'Vikt', 'Vekt', 'Painoarvo') },
          value: { type: 'text', label: l('Answer', 'Svar', 'Svar', 'Svar', 'Vastaus') },
          comment: { type: 'text', label: l('Comment', 'Kommentar', 'Kommentar', 'Kommentar', 'Kommentti') },
          media: { type: 'list', of: { type: 'text', label: l('File', 'Fil', 'Fil', 'Fil', 'Tiedosto') }, label: l('Photos and videos', 'Billeder og videoer', 'Foton och videor', 'Bilder og videoer', 'Kuvat ja videot') },
        },
      },
      label: l('Answers', 'Svar', 'Svar', 'Svar', 'Vastaukset'),
    },
  },
  actions: {
    details: { description: 'A session with its answers, the venue, who did it and the score per category.' },
    byVenueAndList: { description: "The venue's sessions of a list (any version of its type and country), newest first, a page at a time." },
    visits: { description: "The venue's visit sessions (every type but the maintenance reviews), newest first, a page at a time." },
    maintenanceReviews: { description: "The venue's maintenance review sessions, newest first, a page at a time." },
    deleteVisit: { description: 'Deletes a visit session; maintenance reviews are not visit sessions.' },
    createTask: { description: "Makes a failed critical question of the session a venue task at the session's venue; asked again, answers the task made the first time." },
    submit: {
      description:
        "Stores a completed session of a published (or since archived) list of the venue's country: checks the answers against the list's questions, keeps a snapshot of them (kind, text, category, weight), scores it and fires the country's score rules.",
    },
  },
  endpoints: {
    getOne: { method: 'GET', path: '/ListSessions/{id}', permission: read, scope: { venue: 'record' }, action: 'details', error: 'Unable to get list session' },
    byVenueAndList: {
      method: 'GET',
      path: '/ListSessions/ByVenue/{venueId}/{listId}',
      params: { ...venuePath, ...paging },
      permission: read,
      scope: { venue: 'path:venueId' },
      action: 'byVenueAndList',
      error: 'Unable to get list sessions',
    },
    visits: { method: 'GET', path: '/VenueVisitSessions/{venueId}', params: { ...venuePath, ...sessionFilters }, permission: read, scope: { venue: 'path:venueId' }, action: 'visits', error: 'Unable to get venue visits' },
    visitDetails: {
      method: 'GET',
      path: '/VenueVisitSessions/details/{surveySessionId}',
      id: 'path:surveySessionId',
      permission: read,
      scope: { venue: 'record' },
      action: 'details',
      error: 'Unable to get venue visit',
    },
    maintenanceReviews: {
      method: 'GET',
      path: '/MaintenanceReviewSessions/{venueId}',
      params: { ...venuePath, ...sessionFilters },
      permission: read,
      scope: { venue: 'path:venueId' },
      action: 'maintenanceReviews',
      error: 'Unable to get maintenance reviews',
    },
    submit: {
      method: 'POST',
      path: '/ListSessions',
      body: {
        fields: {
          venueId: { type: 'reference', reference: 'venues', required: true, label: labels.venue },
          listId: { type: 'reference', reference: 'lists', required: true, label: labels.list },
          startedOn: { type: 'datetime', label: l('Started', 'Startet', 'Startad', 'Startet', 'Aloitettu') },
          completedOn: { type: 'datetime', label: l('Completed', 'Afsluttet', 'Avslutad', 'Fullført', 'Valmistunut') },
          answers: { type: 'list', maxItems: 300, of: submittedAnswer, label: l('Answers', 'Svar', 'Svar', 'Svar', 'Vastaukset') },
        },
      },
      permission: 'vp.vp.lists.submit',
      scope: { venue: 'body:venueId' },
      action: 'submit',
      error: 'Unable to submit list session',
    },
    createTask: {
      method: 'POST',
      path: '/ListSessions/{id}/Tasks/{questionId}',
      permission: 'vp.vp.venuetasks.edit',
      scope: { venue: 'record' },
      action: 'createTask',
      returns: 'result',
      error: 'Unable to add Venue Task',
    },
    deleteVisit: {
      method: 'DELETE',
      path: '/venueVisitSessions/{id}',
      permission: 'vp.vp.lists.delete',
      scope: { venue: 'record' },
      action: 'deleteVisit',
      returns: 'none',
      error: 'Unable to delete survey session.',
    },
  },
  routes: [
    { path: '/vp/lists', service: 'venue', menuGroup: 0, title, sidebar: { group: 'operations', order: 40, icon: 'FactCheck' }, permission: read, screen: 'VisitsReviewsScreen' },
    {
      path: '/vp/lists/submissions/:listId',
      service: 'venue',
      menuGroup: 0,
      title: l('Submissions', 'Indsendelser', 'Inskickade', 'Innsendinger', 'Lähetykset'),
      permission: read,
      screen: 'ListSubmissionsScreen',
      parent: '/vp/lists',
    },
    {
      path: '/vp/lists/submissions/:type/:id',
      service: 'venue',
      menuGroup: 0,
      title: l('Session', 'Gennemgang', 'Genomgång', 'Gjennomgang', 'Katselmus'),
      permission: read,
      screen: 'ListSessionScreen',
      parent: '/vp/lists',
    },
    {
      path: '/vp/lists/oldvenuevisit',
      service: 'venue',
      menuGroup: 0,
      title: l('Venue visits', 'Stedsbesøg', 'Restaurangbesök', 'Stedsbesøk', 'Ravintolakäynnit'),
      permission: read,
      screen: 'VenueVisitsScreen',
      parent: '/vp/lists',
    },
    {
      path: '/vp/lists/oldmaintenancereview',
      service: 'venue',
      menuGroup: 0,
      title: l('Maintenance reviews', 'Vedligeholdelsesgennemgange', 'Underhållsgenomgångar', 'Vedlikeholdsgjennomganger', 'Kunnossapitokatselmukset'),
      permission: read,
      screen: 'MaintenanceReviewsScreen',
      parent: '/vp/lists',
    },
    {
      path: '/vp/visits/visit/:surveySessionId',
      service: 'venue',
      menuGroup: 0,
      title: l('Venue visit', 'Stedsbesøg', 'Restaurangbesök', 'Stedsbesøk', 'Ravintolakäynti'),
      permission: read,
      screen: 'VenueVisitScreen',
      parent: '/vp/lists/oldvenuevisit',
    },
    {
      path: '/vp/old-lists',
      service: 'venue',
      menuGroup: 0,
      title: l('Earlier visits and reviews', 'Tidligere besøg og gennemgange', 'Tidigare besök och granskningar', 'Tidligere besøk og gjennomganger', 'Aiemmat käynnit ja katselmukset'),
      permission: read,
      screen: 'OldListsScreen',
      parent: '/vp/lists',
    },
  ],
});
