import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

const view = 'vp.crm.guestprofiles.view';
/** Merging two profiles rewrites a guest's history: head office, by a permission of its own. */
const merge = 'vp.hq.guestprofiles.merge';

const country = { country: { in: 'path', type: 'enum', enum: 'country', from: 'activeCountry' } } as const;
const inCountry = { country: 'path:country' } as const;
const guest = (label: ReturnType<typeof l>) => ({ type: 'reference', reference: 'guestProfiles', required: true, label }) as const;
const guestLabel = l('Guest', 'Gæst', 'Gäst', 'Gjest', 'Asiakas');
const otherLabel = l('Other guest', 'Anden gæst', 'Annan gäst', 'Annen gjest', 'Toinen asiakas');

/**
 * Candidate duplicate guest profiles of a country, found by the detection job (src/server/domain/guests/duplicateJob.ts)
 * by normalised email, normalised phone and name similarity, each pair with a score and its reasons; dismissing a
 * pair, merging it side by side, and undoing a merge within a day. See docs/guest-data.md.
 */
export default defineResource({
  name: 'guestDuplicates',
  label: l('Possible duplicate', 'Mulig dublet', 'Möjlig dubblett', 'Mulig duplikat', 'Mahdollinen kaksoiskappale'),
  labelPlural: l('Possible duplicates', 'Mulige dubletter', 'Möjliga dubbletter', 'Mulige duplikater', 'Mahdolliset kaksoiskappaleet'),
  api: 'crm',
  versioned: false,
  scope: { country: 'country' },
  indexes: [{ fields: ['guestId', 'otherGuestId'], unique: true }, { fields: ['otherGuestId'] }, { fields: ['country', 'score', 'id'] }],
  enums: {
    mergeField: {
      values: [
        { value: 'firstName', label: l('First name', 'Fornavn', 'Förnamn', 'Fornavn', 'Etunimi') },
        { value: 'lastName', label: l('Last name', 'Efternavn', 'Efternamn', 'Etternavn', 'Sukunimi') },
        { value: 'email', label: l('Email', 'E-mail', 'E-post', 'E-post', 'Sähköposti') },
        { value: 'phone', label: l('Phone', 'Telefon', 'Telefon', 'Telefon', 'Puhelin') },
        { value: 'birthDate', label: l('Birth date', 'Fødselsdato', 'Födelsedatum', 'Fødselsdato', 'Syntymäaika') },
        { value: 'venueId', label: l('Home venue', 'Hjemsted', 'Hemmarestaurang', 'Hjemsted', 'Kotiravintola') },
        { value: 'profileImageUrl', label: l('Profile image', 'Profilbillede', 'Profilbild', 'Profilbilde', 'Profiilikuva') },
        { value: 'socialsFacebook', label: l('Facebook', 'Facebook', 'Facebook', 'Facebook', 'Facebook') },
        { value: 'socialsInstagram', label: l('Instagram', 'Instagram', 'Instagram', 'Instagram', 'Instagram') },
      ],
    },
  },
  fields: {
    country: { type: 'enum', enum: 'country', required: true, label: l('Country', 'Land', 'Land', 'Land', 'Maa') },
    guestId: { type: 'text', required: true, maxLength: 60, label: guestLabel },
    otherGuestId: { type: 'text', required: true, maxLength: 60, label: otherLabel },
    score: { type: 'number', integer: true, required: true, min: 0, max: 100, label: l('Score', 'Score', 'Poäng', 'Poengsum', 'Pisteet') },
    reasons: { type: 'object', fields: {}, label: l('Reasons', 'Begrundelser', 'Skäl', 'Begrunnelser', 'Perusteet') },
    runId: { type: 'text', maxLength: 60, label: l('Found by', 'Fundet af', 'Hittad av', 'Funnet av', 'Löytänyt') },
  },
  actions: {
    listCandidates: { description: "The country's candidate pairs, best score first, from a minimum score; each with its reasons and both guests' names and contacts, and the latest detection run; with exportReason (a page of the list's export) both guests of each pair answered are logged as exported." },
    latestRun: { description: "The country's latest detection run: queued, running (phase, done of total) or finished (pairs, duration)." },
    startRun: { description: 'Queues a detection run for the country now (or answers the one already queued or running).' },
    getPair: { description: 'Two guest profiles of the country side by side: every field that can be kept, and how many consents, notes, log entries, guest-list entries and conversations each has.' },
    dismiss: { description: 'Marks two profiles as not the same person: the pair leaves the list and detection never proposes it again.' },
    mergePair: { description: 'Merges the second profile into the first in one transaction: the chosen field values, everything that refers to either guest, recorded in the guest log and the access log.' },
    listMerges: { description: "The country's merges of the last seven days, newest first, with whether each can still be undone." },
    undoMerge: { description: 'Restores both profiles exactly as they were before a merge, within a day and while the kept profile is unchanged since.' },
  },
  endpoints: {
    list: {
      method: 'GET',
      path: '/GuestDuplicates/{country}',
      // Set on the pages the list's Export fetches, with the reason the person typed: both guests of each pair handed out
      // are logged as exported (who saw what), as the guest search's export does.
      params: { ...country, minScore: { in: 'query', type: 'integer' }, top: { in: 'query', type: 'integer' }, skip: { in: 'query', type: 'integer' }, exportReason: { in: 'query', type: 'string' } },
      permission: view,
      scope: inCountry,
      action: 'listCandidates',
      error: 'Unable to get possible duplicates',
    },
    latestRun: { method: 'GET', path: '/GuestDuplicates/{country}/run', params: country, permission: view, scope: inCountry, action: 'latestRun', error: 'Unable to get the duplicate search' },
    startRun: { method: 'POST', path: '/GuestDuplicates/{country}/run', params: country, permission: merge, scope: inCountry, action: 'startRun', error: 'Unable to start the duplicate search' },
    getPair: {
      method: 'GET',
      path: '/GuestDuplicates/{country}/pair',
      params: { ...country, guestId: { in: 'query', type: 'string', required: true }, otherGuestId: { in: 'query', type: 'string', required: true } },
      permission: view,
      scope: inCountry,
      action: 'getPair',
      error: 'Unable to get the two guest profiles',
    },
    dismiss: {
      method: 'POST',
      path: '/GuestDuplicates/{country}/dismiss',
      params: country,
      body: { fields: { guestId: guest(guestLabel), otherGuestId: guest(otherLabel) } },
      permission: merge,
      scope: inCountry,
      action: 'dismiss',
      error: 'Unable to dismiss the possible duplicate',
    },
    merge: {
      method: 'POST',
      path: '/GuestDuplicates/{country}/merge',
      params: country,
      body: {
        fields: {
          keptGuestId: guest(l('Guest to keep', 'Gæst der bevares', 'Gäst som behålls', 'Gjest som beholdes', 'Säilytettävä asiakas')),
          removedGuestId: guest(l('Guest to merge into it', 'Gæst der flettes ind i den', 'Gäst som slås ihop med den', 'Gjest som slås sammen med den', 'Siihen yhdistettävä asiakas')),
          keptVersion: { type: 'number', integer: true, required: true, label: l('Version of the kept guest', 'Version af den bevarede gæst', 'Version av den behållna gästen', 'Versjon av den beholdte gjesten', 'Säilytettävän asiakkaan versio') },
          removedVersion: { type: 'number', integer: true, required: true, label: l('Version of the merged guest', 'Version af den flettede gæst', 'Version av den sammanslagna gästen', 'Versjon av den sammenslåtte gjesten', 'Yhdistettävän asiakkaan versio') },
          fromRemoved: { type: 'list', maxItems: 9, of: { type: 'enum', enum: 'mergeField', label: l('Field', 'Felt', 'Fält', 'Felt', 'Kenttä') }, label: l('Values to take from the merged guest', 'Værdier fra den flettede gæst', 'Värden från den sammanslagna gästen', 'Verdier fra den sammenslåtte gjesten', 'Yhdistettävältä asiakkaalta otettavat arvot') },
        },
      },
      permission: merge,
      scope: inCountry,
      action: 'mergePair',
      error: 'Unable to merge the guest profiles',
    },
    merges: { method: 'GET', path: '/GuestDuplicates/{country}/merges', params: country, permission: view, scope: inCountry, action: 'listMerges', error: 'Unable to get the merges' },
    undo: {
      method: 'POST',
      path: '/GuestDuplicates/{country}/merges/{mergeId}/undo',
      params: { ...country, mergeId: { in: 'path', type: 'string' } },
      permission: merge,
      scope: inCountry,
      action: 'undoMerge',
      error: 'Unable to undo the merge',
    },
  },
  routes: [
    {
      path: '/crm/guests/duplicates',
      service: 'guests',
      menuGroup: 4,
      title: l('Duplicates', 'Dubletter', 'Dubbletter', 'Duplikater', 'Kaksoiskappaleet'),
      sidebar: { order: 20, icon: 'JoinInner' },
      permission: view,
      venueScoped: false,
      parent: '/crm/guests',
      screen: 'GuestDuplicatesScreen',
    },
  ],
});
