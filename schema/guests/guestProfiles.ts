import { defineResource } from '../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

const view = 'vp.crm.guestprofiles.view';
const write = 'vp.crm.guestprofiles.edit';
/** Deleting a guest profile for good (duplicates, test records): head office only, like anonymising a venue. */
const hardDelete = 'vp.hq.guestprofiles.delete';
/**
 * Anonymising every guest of a venue is an irreversible bulk erasure and a head-office decision (a venue closes or
 * leaves the group). The permission lies outside the `vp.crm.*` family on purpose: country directors and channel
 * marketing hold `vp.crm.*` and must not get it through that wildcard; only head office's `*` (or an explicit grant)
 * includes it.
 */
const anonymizeVenue = 'vp.hq.guestprofiles.anonymizevenue';
/**
 * Who saw a guest's data is itself sensitive (it names staff and their reasons): head office, or whoever is given
 * this permission explicitly. Outside `vp.crm.*` for the same reason as anonymizeVenue.
 */
const accessLog = 'vp.hq.guestprofiles.accesslog.view';
/** Exporting everything about a guest (a data-subject access request): head office and guest relations, by name. */
const exportData = 'vp.hq.guestprofiles.export';

const country = { country: { in: 'path', type: 'enum', enum: 'country', from: 'activeCountry' } } as const;
/**
 * Set on the pages the guest list's Export fetches, with the reason the person typed: each guest on such a page is
 * logged as exported (who saw what). At most 500 characters, like a profile export's reason.
 */
const exported = { exportReason: { in: 'query', type: 'string' } } as const;
const countryHeader = { countryId: { in: 'header', type: 'enum', enum: 'country', required: true, from: 'activeCountry' } } as const;
const paging = {
  query: { in: 'query', type: 'string' },
  top: { in: 'query', type: 'integer' },
  skip: { in: 'query', type: 'integer' },
  includeCount: { in: 'query', type: 'boolean' },
} as const;

const guestLabel = l('Guest', 'Gæst', 'Gäst', 'Gjest', 'Asiakas');
const venueLabel = l('Venue', 'Sted', 'Restaurang', 'Sted', 'Ravintola');
const consentLabel = l('Consent', 'Samtykke', 'Samtycke', 'Samtykke', 'Suostumus');

/** The personal data a guest profile holds (the specification's collectable personal data), as dto fields. */
const personal = {
  firstName: { type: 'text', maxLength: 100, show: ['list', 'form', 'detail'], label: l('First name', 'Fornavn', 'Förnamn', 'Fornavn', 'Etunimi') },
  lastName: { type: 'text', maxLength: 100, show: ['list', 'form', 'detail'], label: l('Last name', 'Efternavn', 'Efternamn', 'Etternavn', 'Sukunimi') },
  email: { type: 'text', format: 'email', maxLength: 200, show: ['list', 'form', 'detail'], label: l('Email', 'E-mail', 'E-post', 'E-post', 'Sähköposti') },
  phone: { type: 'text', format: 'phone', maxLength: 20, show: ['list', 'form', 'detail'], label: l('Phone', 'Telefon', 'Telefon', 'Telefon', 'Puhelin') },
  birthDate: { type: 'date', label: l('Birth date', 'Fødselsdato', 'Födelsedatum', 'Fødselsdato', 'Syntymäaika') },
  profileImageUrl: { type: 'text', format: 'url', maxLength: 1000, label: l('Profile image', 'Profilbillede', 'Profilbild', 'Profilbilde', 'Profiilikuva') },
  socialsFacebook: { type: 'text', maxLength: 200, label: l('Facebook', 'Facebook', 'Facebook', 'Facebook', 'Facebook') },
  socialsInstagram: { type: 'text', maxLength: 200, label: l('Instagram', 'Instagram', 'Instagram', 'Instagram', 'Instagram') },
} as const;

const segmentation = {
  labels: { type: 'list', maxItems: 50, of: { type: 'text', maxLength: 60, label: l('Label', 'Etiket', 'Etikett', 'Etikett', 'Tunniste') }, label: l('Labels', 'Etiketter', 'Etiketter', 'Etiketter', 'Tunnisteet') },
  interests: { type: 'list', maxItems: 50, of: { type: 'text', maxLength: 60, label: l('Interest', 'Interesse', 'Intresse', 'Interesse', 'Kiinnostuksen kohde') }, label: l('Interests', 'Interesser', 'Intressen', 'Interesser', 'Kiinnostuksen kohteet') },
} as const;

/** The query of a guest count: who a campaign or automation would reach. */
const guestQuery = {
  country: { type: 'enum', enum: 'country', required: true, label: l('Country', 'Land', 'Land', 'Land', 'Maa') },
  query: { type: 'text', maxLength: 200, label: l('Search', 'Søg', 'Sök', 'Søk', 'Haku') },
  venueIds: { type: 'list', maxItems: 100, of: { type: 'reference', reference: 'venues', label: venueLabel }, label: l('Venues', 'Steder', 'Restauranger', 'Steder', 'Ravintolat') },
  consents: { type: 'list', maxItems: 8, of: { type: 'enum', enum: 'consentType', label: consentLabel }, label: l('Consents', 'Samtykker', 'Samtycken', 'Samtykker', 'Suostumukset') },
  labels: segmentation.labels,
  interests: segmentation.interests,
  minAge: { type: 'number', integer: true, min: 0, max: 130, label: l('Minimum age', 'Minimumsalder', 'Minimiålder', 'Minimumsalder', 'Vähimmäisikä') },
  maxAge: { type: 'number', integer: true, min: 0, max: 130, label: l('Maximum age', 'Maksimumalder', 'Maxålder', 'Maksimumsalder', 'Enimmäisikä') },
  createdFrom: { type: 'date', label: l('Created from', 'Oprettet fra', 'Skapad från', 'Opprettet fra', 'Luotu alkaen') },
  createdTo: { type: 'date', label: l('Created to', 'Oprettet til', 'Skapad till', 'Opprettet til', 'Luotu asti') },
} as const;

const guestIdField = { type: 'reference', reference: 'guestProfiles', required: true, label: guestLabel } as const;

/** The referral code of the guest who referred this one: recorded on creation or a later change, once. */
const referredByCode = {
  referredByCode: {
    type: 'text',
    maxLength: 20,
    label: l('Referral code of the referrer', 'Anbefalerens kode', 'Värvarens kod', 'Vervekoden til den som vervet', 'Suosittelijan koodi'),
    help: l(
      'The referral code of the guest who recommended this guest',
      'Anbefalingskoden fra gæsten, der anbefalede denne gæst',
      'Värvningskoden från gästen som rekommenderade den här gästen',
      'Vervekoden til gjesten som anbefalte denne gjesten',
      'Asiakkaan, joka suositteli tätä asiakasta, suosittelukoodi',
    ),
  },
} as const;

/** What staff enter about a guest (POST and PUT /GuestProfiles). */
const guestBody = {
  country: { type: 'enum', enum: 'country', required: true, label: l('Country', 'Land', 'Land', 'Land', 'Maa') },
  venueId: { type: 'reference', reference: 'venues', label: l('Home venue', 'Hjemsted', 'Hemmarestaurang', 'Hjemsted', 'Kotiravintola') },
  ...personal,
  ...segmentation,
  ...referredByCode,
} as const;

/**
 * Guest profiles: personal data, consents per venue, notes, referrals, the change log and field sources, and
 * anonymisation. Served on the CRM API at the specification's /UserProfiles and /GuestProfiles paths.
 */
export default defineResource({
  name: 'guestProfiles',
  label: l('Guest profile', 'Gæsteprofil', 'Gästprofil', 'Gjesteprofil', 'Asiakasprofiili'),
  labelPlural: l('Guest profiles', 'Gæsteprofiler', 'Gästprofiler', 'Gjesteprofiler', 'Asiakasprofiilit'),
  api: 'crm',
  scope: { country: 'country' },
  defaultSort: { field: 'nameKey', order: 'ASC' },
  // The guest search (src/server/domain/guests/guestSearch.ts): one ordered range per way a query matches; each index
  // also holds the keys of the ways matched before it, so that excluding those and counting read the index only.
  indexes: [
    { fields: ['country', 'nameKey', 'id'] },
    { fields: ['country', 'firstNameKey', 'nameKey', 'id'] },
    { fields: ['country', 'emailKey', 'nameKey', 'firstNameKey', 'id'] },
    { fields: ['country', 'phoneKey', 'nameKey', 'firstNameKey', 'emailKey', 'id'] },
    { fields: ['venueId', 'nameKey', 'id'] },
    { fields: ['referralCode'], unique: true },
  ],
  enums: {
    consentType: {
      values: [
        { value: 'PersonalData', label: l('Personal data', 'Persondata', 'Personuppgifter', 'Personopplysninger', 'Henkilötiedot') },
        { value: 'Analytics', label: l('Analytics', 'Analyse', 'Analys', 'Analyse', 'Analytiikka') },
        { value: 'Enrichment', label: l('Enrichment', 'Berigelse', 'Berikning', 'Beriking', 'Rikastaminen') },
        { value: 'Email', label: l('Email', 'E-mail', 'E-post', 'E-post', 'Sähköposti') },
        { value: 'Phone', label: l('Phone', 'Telefon', 'Telefon', 'Telefon', 'Puhelin') },
        { value: 'SoMe', label: l('Social media', 'Sociale medier', 'Sociala medier', 'Sosiale medier', 'Sosiaalinen media') },
        { value: 'SnailMail', label: l('Letters', 'Brevpost', 'Brevpost', 'Brevpost', 'Kirjeposti') },
        { value: 'Marketing', label: l('Marketing', 'Markedsføring', 'Marknadsföring', 'Markedsføring', 'Markkinointi') },
      ],
    },
    guestExportFormat: {
      values: [
        { value: 'json', label: l('JSON (machine-readable)', 'JSON (maskinlæsbar)', 'JSON (maskinläsbar)', 'JSON (maskinlesbar)', 'JSON (koneluettava)') },
        { value: 'pdf', label: l('PDF (readable)', 'PDF (læsbar)', 'PDF (läsbar)', 'PDF (lesbar)', 'PDF (luettava)') },
      ],
    },
    personalDataField: {
      values: [
        { value: 'GuestFirstName', label: l('First name', 'Fornavn', 'Förnamn', 'Fornavn', 'Etunimi') },
        { value: 'GuestLastName', label: l('Last name', 'Efternavn', 'Efternamn', 'Etternavn', 'Sukunimi') },
        { value: 'GuestEmail', label: l('Email', 'E-mail', 'E-post', 'E-post', 'Sähköposti') },
        { value: 'GuestPhone', label: l('Phone', 'Telefon', 'Telefon', 'Telefon', 'Puhelin') },
        { value: 'GuestBirthDate', label: l('Birth date', 'Fødselsdato', 'Födelsedatum', 'Fødselsdato', 'Syntymäaika') },
        { value: 'ProfileImageUrl', label: l('Profile image', 'Profilbillede', 'Profilbild', 'Profilbilde', 'Profiilikuva') },
        { value: 'SocialsFacebook', label: l('Facebook', 'Facebook', 'Facebook', 'Facebook', 'Facebook') },
        { value: 'SocialsInstagram', label: l('Instagram', 'Instagram', 'Instagram', 'Instagram', 'Instagram') },
      ],
    },
    fieldSource: {
      values: [
        { value: 'Manual', label: l('Entered by staff', 'Indtastet af personale', 'Inmatat av personal', 'Registrert av ansatte', 'Henkilökunnan syöttämä') },
        { value: 'BookingForm', label: l('Booking form', 'Bookingformular', 'Bokningsformulär', 'Bookingskjema', 'Varauslomake') },
        { value: 'DynamicForm', label: l('Dynamic form', 'Dynamisk formular', 'Dynamiskt formulär', 'Dynamisk skjema', 'Dynaaminen lomake') },
        { value: 'WifiLogin', label: l('Wi-Fi login', 'Wi-Fi-login', 'Wi-Fi-inloggning', 'Wi-Fi-innlogging', 'Wi-Fi-kirjautuminen') },
        { value: 'Messenger', label: l('Messenger', 'Messenger', 'Messenger', 'Messenger', 'Messenger') },
        { value: 'Email', label: l('Email', 'E-mail', 'E-post', 'E-post', 'Sähköposti') },
        { value: 'Referral', label: l('Referral', 'Anbefaling', 'Värvning', 'Verving', 'Suosittelu') },
        { value: 'Import', label: l('Import', 'Import', 'Import', 'Import', 'Tuonti') },
      ],
    },
  },
  fields: {
    country: { type: 'enum', enum: 'country', required: true, show: ['form', 'detail'], label: l('Country', 'Land', 'Land', 'Land', 'Maa') },
    venueId: { type: 'reference', reference: 'venues', show: ['list', 'form', 'detail'], label: l('Home venue', 'Hjemsted', 'Hemmarestaurang', 'Hjemsted', 'Kotiravintola') },
    ...personal,
    ...segmentation,
    source: { type: 'enum', enum: 'fieldSource', default: 'Manual', readOnly: true, label: l('Created from', 'Oprettet via', 'Skapad via', 'Opprettet via', 'Luotu lähteestä') },
    fieldSources: {
      type: 'list',
      readOnly: true,
      of: {
        type: 'object',
        fields: {
          field: { type: 'enum', enum: 'personalDataField', required: true, label: l('Field', 'Felt', 'Fält', 'Felt', 'Kenttä') },
          source: { type: 'enum', enum: 'fieldSource', required: true, label: l('Source', 'Kilde', 'Källa', 'Kilde', 'Lähde') },
          updatedAt: { type: 'datetime', required: true, label: l('Updated', 'Opdateret', 'Uppdaterad', 'Oppdatert', 'Päivitetty') },
          updatedBy: { type: 'reference', reference: 'users', label: l('Updated by', 'Opdateret af', 'Uppdaterad av', 'Oppdatert av', 'Päivittäjä') },
        },
        label: l('Field source', 'Feltkilde', 'Fältkälla', 'Feltkilde', 'Kentän lähde'),
      },
      label: l('Field sources', 'Feltkilder', 'Fältkällor', 'Feltkilder', 'Kenttien lähteet'),
    },
    referralCode: { type: 'text', readOnly: true, maxLength: 20, label: l('Referral code', 'Anbefalingskode', 'Värvningskod', 'Vervekode', 'Suosittelukoodi') },
    referredByGuestId: { type: 'reference', reference: 'guestProfiles', readOnly: true, label: l('Referred by guest', 'Anbefalet af gæst', 'Värvad av gäst', 'Vervet av gjest', 'Suosittelija (asiakas)') },
    referredByUserId: { type: 'reference', reference: 'users', readOnly: true, label: l('Referred by staff', 'Anbefalet af medarbejder', 'Värvad av personal', 'Vervet av ansatt', 'Suosittelija (henkilökunta)') },
    visitCount: { type: 'number', integer: true, min: 0, readOnly: true, label: l('Visits', 'Besøg', 'Besök', 'Besøk', 'Käynnit') },
    lastVisitAt: { type: 'datetime', readOnly: true, label: l('Last visit', 'Seneste besøg', 'Senaste besök', 'Siste besøk', 'Viimeisin käynti') },
    totalSpend: { type: 'money', readOnly: true, label: l('Total spend', 'Samlet forbrug', 'Total konsumtion', 'Totalt forbruk', 'Kokonaisostot') },
    points: { type: 'number', integer: true, readOnly: true, label: l('Points', 'Point', 'Poäng', 'Poeng', 'Pisteet') },
    anonymizedAt: { type: 'datetime', readOnly: true, label: l('Anonymised', 'Anonymiseret', 'Anonymiserad', 'Anonymisert', 'Anonymisoitu') },
    anonymizedBy: { type: 'reference', reference: 'users', readOnly: true, label: l('Anonymised by', 'Anonymiseret af', 'Anonymiserad av', 'Anonymisert av', 'Anonymisoija') },
    nameKey: { type: 'text', readOnly: true, collation: 'C', label: l('Name (last, first)', 'Navn (efternavn, fornavn)', 'Namn (efternamn, förnamn)', 'Navn (etternavn, fornavn)', 'Nimi (suku, etu)') },
    firstNameKey: { type: 'text', readOnly: true, collation: 'C', label: l('Name (first, last)', 'Navn (fornavn, efternavn)', 'Namn (förnamn, efternamn)', 'Navn (fornavn, etternavn)', 'Nimi (etu, suku)') },
    emailKey: { type: 'text', readOnly: true, collation: 'C', label: l('Email (search)', 'E-mail (søgning)', 'E-post (sökning)', 'E-post (søk)', 'Sähköposti (haku)') },
    phoneKey: { type: 'text', readOnly: true, collation: 'C', label: l('Phone (search)', 'Telefon (søgning)', 'Telefon (sökning)', 'Telefon (søk)', 'Puhelin (haku)') },
  },
  actions: {
    search: { description: 'Guests of a country whose name (either order), email or phone starts with the query, name matches first; top/skip paging and a count capped at 1,000; with exportReason (a page of the list\'s export) each guest answered is logged as exported.' },
    searchByVenue: { description: 'The same search among the guests whose home venue is the venue.' },
    myReferrals: { description: 'Guests of the country referred by the signed-in user.' },
    getProfile: { description: 'A guest profile with its consents per venue, notes, referrals and referral link.' },
    getLog: { description: "The guest's change log: field changes, consents added and removed, notes, anonymisation; who and when." },
    getConsentHistory: { description: "The evidence of every consent change of the guest (newest first), the email consents waiting for the guest's confirmation and the mail sent to the guest." },
    getAccessLog: { description: "Who opened, exported, anonymised or merged the guest's profile, when, and the reason given (the latest 500)." },
    exportData: { description: 'Everything held about the guest (profile, consents, notes, bookings, guest-list entries, conversations, campaign messages, logs, access log) as JSON or PDF, streamed; logged in the access log with the reason given.' },
    getFieldSources: { description: 'Where each collectable personal data field of the guest came from, and when.' },
    updateProfile: { description: 'Changes the personal data, labels and interests of a guest (a dto with the version); each change goes to the log; a referral code records the referrer once.' },
    guestQueryCount: { description: 'How many guests match a query (country, venues, consents, labels, interests, age, creation dates); capped at 10,000.' },
    anonymize: { description: 'Removes the personal data of a guest for good (fields, consents, notes, referral links, old values in the log); the log keeps who anonymised and when.' },
    anonymizeVenue: { description: 'Anonymises every guest whose home venue is the venue.' },
    anonymizeVenuePreview: { description: 'What anonymising a venue would do: the venue and how many of its guests are not yet anonymised.' },
    shortenReferralLink: { description: "Makes (or returns) the short link of a guest's referral link, served by this server at /s/{code}." },
    create: { description: 'Creates a guest profile entered by staff; the referrer is the guest whose referral code is given, else the member of staff.' },
    update: { description: 'Updates a guest profile (the whole record with its version); a referral code records the referrer once.' },
    remove: { description: "Deletes a guest profile with its consents, notes and links (head office); the change log's entries stay without values, with a Deleted entry, and the global log records who deleted it and when." },
    getGuest: { description: 'A guest profile by id, as getProfile.' },
    getValue: { description: "The guest's value: visits, last visit, total spend, points, consents and referrals." },
    statistics: { description: 'Guest numbers of the country: guests, new in 30 days, with a consent of each type, anonymised.' },
    addConsent: { description: 'Adds a consent of the guest at a venue of its country; logged with who and when.' },
    removeConsent: { description: 'Removes a consent of the guest at a venue; logged with who and when.' },
    addNote: { description: 'Adds a note to the guest.' },
    guestQueryCountGuestProfiles: { description: 'guestQueryCount on the GuestProfiles resource.' },
    venueGuests: { description: 'searchByVenue on the GuestProfiles resource: the venue of the path, in its country.' },
    myReferralsGuestProfiles: { description: 'myReferrals on the GuestProfiles resource, for the country of the CountryId header.' },
    globalLogs: { description: 'Everything the group has logged about the guest across its systems, newest first.' },
  },
  endpoints: {
    search: {
      method: 'GET',
      path: '/UserProfiles/{country}',
      params: { ...country, ...paging, ...exported },
      permission: view,
      scope: { country: 'path:country' },
      action: 'search',
      error: 'Unable to query user profiles',
    },
    searchByVenue: {
      method: 'GET',
      path: '/UserProfiles/{country}/venue/{venueId}',
      params: { ...country, venueId: { in: 'path', type: 'string' }, ...paging, ...exported },
      permission: view,
      scope: { country: 'path:country', venue: 'path:venueId' },
      action: 'searchByVenue',
      error: 'Unable to query user profiles by venue',
    },
    myReferrals: {
      method: 'GET',
      path: '/UserProfiles/{country}/myReferrals',
      params: { ...country, ...paging, ...exported },
      permission: view,
      scope: { country: 'path:country' },
      action: 'myReferrals',
      error: 'Unable to query user profiles by referral',
    },
    getProfile: {
      method: 'GET',
      path: '/UserProfiles/{country}/{userId}',
      params: country,
      id: 'path:userId',
      permission: view,
      scope: { country: ['path:country', 'record'] },
      action: 'getProfile',
      error: 'Unable to get user profile',
    },
    getLog: {
      method: 'GET',
      path: '/UserProfiles/{country}/{userId}/log',
      params: country,
      id: 'path:userId',
      permission: view,
      scope: { country: ['path:country', 'record'] },
      action: 'getLog',
      error: 'Unable to get user profile log',
    },
    getConsentHistory: {
      method: 'GET',
      path: '/UserProfiles/{country}/{userId}/consentHistory',
      params: country,
      id: 'path:userId',
      permission: view,
      scope: { country: ['path:country', 'record'] },
      action: 'getConsentHistory',
      error: 'Unable to get the consent history',
    },
    getAccessLog: {
      method: 'GET',
      path: '/UserProfiles/{country}/{userId}/accessLog',
      params: country,
      id: 'path:userId',
      permission: accessLog,
      scope: { country: ['path:country', 'record'] },
      action: 'getAccessLog',
      error: 'Unable to get the access log',
    },
    exportData: {
      method: 'POST',
      access: 'read',
      path: '/UserProfiles/{country}/{userId}/export',
      params: country,
      id: 'path:userId',
      body: {
        fields: {
          format: { type: 'enum', enum: 'guestExportFormat', required: true, label: l('Format', 'Format', 'Format', 'Format', 'Muoto') },
          reason: { type: 'text', required: true, maxLength: 500, label: l('Reason', 'Begrundelse', 'Anledning', 'Begrunnelse', 'Syy') },
        },
      },
      permission: exportData,
      scope: { country: ['path:country', 'record'] },
      action: 'exportData',
      returns: 'file',
      error: 'Unable to export guest data',
    },
    getFieldSources: {
      method: 'GET',
      path: '/UserProfiles/{country}/{userId}/fieldSources',
      params: country,
      id: 'path:userId',
      permission: view,
      scope: { country: ['path:country', 'record'] },
      action: 'getFieldSources',
      error: 'Unable to get user profile field sources',
    },
    updateProfile: {
      method: 'POST',
      path: '/UserProfiles/{country}/{userId}',
      params: country,
      id: 'path:userId',
      body: {
        fields: {
          version: { type: 'number', integer: true, required: true, label: l('Version', 'Version', 'Version', 'Versjon', 'Versio') },
          venueId: { type: 'reference', reference: 'venues', label: l('Home venue', 'Hjemsted', 'Hemmarestaurang', 'Hjemsted', 'Kotiravintola') },
          ...personal,
          ...segmentation,
          ...referredByCode,
        },
      },
      permission: write,
      scope: { country: ['path:country', 'record'] },
      action: 'updateProfile',
      error: 'Unable to update user profile',
    },
    guestQueryCount: {
      method: 'POST', access: 'read',
      path: '/UserProfiles/guestQuery/count',
      body: { fields: guestQuery },
      permission: view,
      scope: { country: 'body:country' },
      action: 'guestQueryCount',
      error: 'Unable to get guest query count',
    },
    anonymize: {
      method: 'POST',
      path: '/UserProfiles/{country}/{userId}/anonymize',
      params: country,
      id: 'path:userId',
      permission: write,
      scope: { country: ['path:country', 'record'] },
      action: 'anonymize',
      error: 'Unable to anonymize user profile',
    },
    anonymizeVenue: {
      method: 'POST',
      path: '/UserProfiles/venue/{venueId}/anonymize',
      permission: anonymizeVenue,
      scope: { venue: 'path:venueId' },
      action: 'anonymizeVenue',
      error: 'Unable to anonymize user profiles of the venue',
    },
    // Not in the specification: the confirmation dialog shows how many guests the venue call would anonymise.
    anonymizeVenuePreview: {
      method: 'GET',
      path: '/UserProfiles/venue/{venueId}/anonymize',
      permission: anonymizeVenue,
      scope: { venue: 'path:venueId' },
      action: 'anonymizeVenuePreview',
      error: 'Unable to count the guests of the venue',
    },
    shortenReferralLink: {
      method: 'POST',
      path: '/GuestProfiles/shortenReferralLink',
      body: { fields: { guestId: guestIdField, venueId: { type: 'reference', reference: 'venues', label: venueLabel } } },
      id: 'body:guestId',
      permission: write,
      scope: { country: 'record' },
      action: 'shortenReferralLink',
      error: 'Unable to shorten referral link',
    },
    create: { method: 'POST', path: '/GuestProfiles', body: { fields: guestBody }, permission: write, scope: { country: 'body:country' }, action: 'create', error: 'Unable to create guest profile' },
    update: {
      method: 'PUT',
      path: '/GuestProfiles',
      body: {
        fields: {
          id: { type: 'reference', reference: 'guestProfiles', required: true, label: guestLabel },
          version: { type: 'number', integer: true, required: true, label: l('Version', 'Version', 'Version', 'Versjon', 'Versio') },
          ...guestBody,
        },
      },
      id: 'body:id',
      permission: write,
      scope: { country: ['record', 'body:country'] },
      action: 'update',
      error: 'Unable to update guest profile',
    },
    getGuest: {
      method: 'GET',
      path: '/GuestProfiles/guest',
      params: { id: { in: 'query', type: 'string', required: true } },
      id: 'query:id',
      permission: view,
      scope: { country: 'record' },
      action: 'getGuest',
      error: 'Unable to get guest profile',
    },
    getValue: {
      method: 'GET',
      path: '/GuestProfiles/value',
      params: { id: { in: 'query', type: 'string', required: true } },
      id: 'query:id',
      permission: view,
      scope: { country: 'record' },
      action: 'getValue',
      error: 'Unable to get guest value',
    },
    statistics: {
      method: 'GET',
      path: '/GuestProfiles/statistics',
      params: countryHeader,
      permission: view,
      scope: { country: 'header:countryId' },
      action: 'statistics',
      error: 'Unable to get guest statistics',
    },
    addConsent: {
      method: 'POST',
      path: '/GuestProfiles/venue/consent',
      body: { fields: { guestId: guestIdField, venueId: { type: 'reference', reference: 'venues', required: true, label: venueLabel }, consent: { type: 'enum', enum: 'consentType', required: true, label: consentLabel } } },
      id: 'body:guestId',
      permission: write,
      scope: { country: 'record', venue: 'body:venueId' },
      action: 'addConsent',
      error: 'Unable to add consent',
    },
    removeConsent: {
      method: 'DELETE',
      path: '/GuestProfiles/venue/consent',
      params: {
        guestId: { in: 'query', type: 'string', required: true },
        venueId: { in: 'query', type: 'string', required: true },
        consent: { in: 'query', type: 'enum', enum: 'consentType', required: true },
      },
      id: 'query:guestId',
      permission: write,
      scope: { country: 'record', venue: 'query:venueId' },
      action: 'removeConsent',
      error: 'Unable to remove consent',
    },
    addNote: {
      method: 'POST',
      path: '/GuestProfiles/Note',
      body: {
        fields: {
          guestId: guestIdField,
          text: { type: 'text', required: true, multiline: true, maxLength: 2000, label: l('Note', 'Bemærkning', 'Anteckning', 'Notat', 'Muistiinpano') },
          venueId: { type: 'reference', reference: 'venues', label: venueLabel },
        },
      },
      id: 'body:guestId',
      permission: write,
      scope: { country: 'record' },
      action: 'addNote',
      error: 'Unable to add note',
    },
    guestQueryCountGuestProfiles: {
      method: 'POST', access: 'read',
      path: '/GuestProfiles/guestQuery/count',
      body: { fields: guestQuery },
      permission: view,
      scope: { country: 'body:country' },
      action: 'guestQueryCountGuestProfiles',
      error: 'Unable to get guest query count',
    },
    byVenue: {
      method: 'GET',
      path: '/GuestProfiles/venue/{venueId}',
      params: { venueId: { in: 'path', type: 'string', from: 'activeVenue' }, ...paging },
      permission: view,
      scope: { venue: 'path:venueId' },
      action: 'venueGuests',
      error: 'Unable to query user profiles by venue',
    },
    myReferralsGuestProfiles: {
      method: 'GET',
      path: '/GuestProfiles/myReferrals',
      params: { ...countryHeader, ...paging },
      permission: view,
      scope: { country: 'header:countryId' },
      action: 'myReferralsGuestProfiles',
      error: 'Unable to query user profiles by referral',
    },
    globalLogs: {
      method: 'GET',
      path: '/GlobalLogs/ForGuest/{guestId}',
      id: 'path:guestId',
      permission: view,
      scope: { country: 'record' },
      action: 'globalLogs',
      error: 'Unable to get global logs',
    },
    // Last, so that the authorization matrix's permitted deletion does not take the record the other endpoints address.
    delete: {
      method: 'DELETE',
      path: '/GuestProfiles',
      params: { id: { in: 'query', type: 'string', required: true } },
      id: 'query:id',
      permission: hardDelete,
      scope: { country: 'record' },
      action: 'remove',
      returns: 'none',
      error: 'Unable to delete guest profile',
    },
  },
  routes: [
    {
      path: '/crm/guests',
      service: 'guests',
      menuGroup: 4,
      title: l('Guests', 'Gæster', 'Gäster', 'Gjester', 'Asiakkaat'),
      sidebar: { order: 10, icon: 'PersonSearch' },
      permission: view,
      venueScoped: false,
      screen: 'GuestSearchScreen',
    },
    {
      path: '/crm/guest/:id',
      service: 'guests',
      menuGroup: 4,
      title: l('Guest profile', 'Gæsteprofil', 'Gästprofil', 'Gjesteprofil', 'Asiakasprofiili'),
      permission: view,
      venueScoped: false,
      parent: '/crm/guests',
      screen: 'GuestProfileScreen',
    },
  ],
});
