/**
 * Enums and labels shared by the lists, list sessions, list notification rules and end-of-day resources. This folder
 * is not a resource folder: the generator reads only the files directly in `schema/<area>/`.
 */

import type { EnumDef } from '../../dsl';

const l = (eng: string, dan: string, swe: string, nor: string, fin: string) => ({ eng, dan, swe, nor, fin });

export const LIST_TYPES = [
  'FireProtectionMeasures',
  'VenueVisitLight',
  'BarsWithRestaurantsThorough',
  'BarsAndNightclubsThorough',
  'CompetitorVisit',
  'MaintenanceReviewLight',
  'MaintenanceReviewThorough',
] as const;

/** The seven kinds of list (checklist), each with its versions per country. */
export const listTypeEnum = {
  values: [
    { value: 'FireProtectionMeasures', color: 'error', label: l('Fire protection measures', 'Brandsikring', 'Brandskydd', 'Brannvern', 'Paloturvallisuus') },
    { value: 'VenueVisitLight', color: 'primary', label: l('Venue visit (light)', 'Stedsbesøg (let)', 'Restaurangbesök (lätt)', 'Stedsbesøk (lett)', 'Ravintolakäynti (kevyt)') },
    {
      value: 'BarsWithRestaurantsThorough',
      color: 'primary',
      label: l('Bars with restaurants (thorough)', 'Barer med restaurant (grundig)', 'Barer med restaurang (grundlig)', 'Barer med restaurant (grundig)', 'Baarit ravintolalla (perusteellinen)'),
    },
    {
      value: 'BarsAndNightclubsThorough',
      color: 'primary',
      label: l('Bars and nightclubs (thorough)', 'Barer og natklubber (grundig)', 'Barer och nattklubbar (grundlig)', 'Barer og nattklubber (grundig)', 'Baarit ja yökerhot (perusteellinen)'),
    },
    { value: 'CompetitorVisit', color: 'secondary', label: l('Competitor visit', 'Konkurrentbesøg', 'Konkurrentbesök', 'Konkurrentbesøk', 'Kilpailijakäynti') },
    {
      value: 'MaintenanceReviewLight',
      color: 'warning',
      label: l('Maintenance review (light)', 'Vedligeholdelsesgennemgang (let)', 'Underhållsgenomgång (lätt)', 'Vedlikeholdsgjennomgang (lett)', 'Kunnossapitokatselmus (kevyt)'),
    },
    {
      value: 'MaintenanceReviewThorough',
      color: 'warning',
      label: l('Maintenance review (thorough)', 'Vedligeholdelsesgennemgang (grundig)', 'Underhållsgenomgång (grundlig)', 'Vedlikeholdsgjennomgang (grundig)', 'Kunnossapitokatselmus (perusteellinen)'),
    },
  ],
} satisfies EnumDef;

/** The kinds of question a list can hold. */
export const questionKindEnum = {
  values: [
    { value: 'yesNo', label: l('Yes / no', 'Ja / nej', 'Ja / nej', 'Ja / nei', 'Kyllä / ei') },
    { value: 'yesNoCritical', color: 'error', label: l('Yes / no (critical)', 'Ja / nej (kritisk)', 'Ja / nej (kritisk)', 'Ja / nei (kritisk)', 'Kyllä / ei (kriittinen)') },
    { value: 'text', label: l('Text', 'Tekst', 'Text', 'Tekst', 'Teksti') },
    { value: 'number', label: l('Number', 'Tal', 'Tal', 'Tall', 'Numero') },
    { value: 'rating', color: 'primary', label: l('Rating (1-5)', 'Bedømmelse (1-5)', 'Betyg (1-5)', 'Vurdering (1-5)', 'Arvio (1-5)') },
    { value: 'photoMultipleUpload', color: 'info', label: l('Photos', 'Billeder', 'Foton', 'Bilder', 'Kuvat') },
    { value: 'videoMultipleUpload', color: 'info', label: l('Videos', 'Videoer', 'Videor', 'Videoer', 'Videot') },
  ],
} satisfies EnumDef;

/** Survey type codes of visit and review sessions. */
export const surveyTypeEnum = {
  values: [
    { value: 0, label: l('Survey', 'Undersøgelse', 'Enkät', 'Undersøkelse', 'Kysely') },
    { value: 1, label: l('Quiz', 'Quiz', 'Quiz', 'Quiz', 'Tietovisa') },
    { value: 2, label: l('Checklist', 'Tjekliste', 'Checklista', 'Sjekkliste', 'Tarkistuslista') },
    { value: 3, label: l('Venue Visit', 'Stedsbesøg', 'Restaurangbesök', 'Stedsbesøk', 'Ravintolakäynti') },
    { value: 4, label: l('Online Training', 'Online-træning', 'Onlineutbildning', 'Nettkurs', 'Verkkokoulutus') },
  ],
} satisfies EnumDef;

/** The roles a notification (list rules, end-of-day reports) can go to, among those at the venue. */
export const notifyRoleEnum = {
  values: [
    { value: 'vm', label: l('Venue Manager', 'Daglig leder', 'Restaurangchef', 'Daglig leder', 'Ravintolapäällikkö') },
    { value: 'svm', label: l('Snr. Venue Manager', 'Senior daglig leder', 'Senior restaurangchef', 'Senior daglig leder', 'Vanhempi ravintolapäällikkö') },
    { value: 'avm', label: l('Ass. Venue Manager', 'Assisterende daglig leder', 'Biträdande restaurangchef', 'Assisterende daglig leder', 'Apulaisravintolapäällikkö') },
    { value: 'sm', label: l('Shift Manager', 'Vagtleder', 'Skiftledare', 'Skiftleder', 'Vuoropäällikkö') },
    { value: 'rm', label: l('Regional Manager', 'Regionschef', 'Regionchef', 'Regionsjef', 'Aluepäällikkö') },
    { value: 'rd', label: l('Regional Director', 'Regionsdirektør', 'Regiondirektör', 'Regiondirektør', 'Aluejohtaja') },
    { value: 'cd', label: l('Country Director', 'Landedirektør', 'Landsdirektör', 'Landsdirektør', 'Maajohtaja') },
  ],
} satisfies EnumDef;

/** Inactivity intervals of notification rules, in seconds (specification section 9). */
export const inactivityEnum = {
  values: [
    { value: 86400, label: l('1 day', '1 dag', '1 dag', '1 dag', '1 päivä') },
    { value: 172800, label: l('2 days', '2 dage', '2 dagar', '2 dager', '2 päivää') },
    { value: 259200, label: l('3 days', '3 dage', '3 dagar', '3 dager', '3 päivää') },
    { value: 604800, label: l('1 week', '1 uge', '1 vecka', '1 uke', '1 viikko') },
    { value: 1209600, label: l('2 weeks', '2 uger', '2 veckor', '2 uker', '2 viikkoa') },
    { value: 1814400, label: l('3 weeks', '3 uger', '3 veckor', '3 uker', '3 viikkoa') },
    { value: 2629743, label: l('1 month', '1 måned', '1 månad', '1 måned', '1 kuukausi') },
    { value: 5259486, label: l('2 months', '2 måneder', '2 månader', '2 måneder', '2 kuukautta') },
    { value: 7889229, label: l('3 months', '3 måneder', '3 månader', '3 måneder', '3 kuukautta') },
    { value: 10518972, label: l('4 months', '4 måneder', '4 månader', '4 måneder', '4 kuukautta') },
    { value: 13148715, label: l('5 months', '5 måneder', '5 månader', '5 måneder', '5 kuukautta') },
    { value: 15778458, label: l('6 months', '6 måneder', '6 månader', '6 måneder', '6 kuukautta') },
    { value: 31556926, label: l('1 year', '1 år', '1 år', '1 år', '1 vuosi') },
  ],
} satisfies EnumDef;

export const labels = {
  venue: l('Venue', 'Sted', 'Restaurang', 'Sted', 'Ravintola'),
  country: l('Country', 'Land', 'Land', 'Land', 'Maa'),
  listType: l('List type', 'Listetype', 'Listtyp', 'Listetype', 'Listan tyyppi'),
  list: l('List', 'Liste', 'Lista', 'Liste', 'Lista'),
  user: l('User', 'Bruger', 'Användare', 'Bruker', 'Käyttäjä'),
  id: l('Id', 'Id', 'Id', 'Id', 'Tunniste'),
  name: l('Name', 'Navn', 'Namn', 'Navn', 'Nimi'),
  title: l('Title', 'Titel', 'Titel', 'Tittel', 'Otsikko'),
  score: l('Score', 'Score', 'Poäng', 'Poengsum', 'Pisteet'),
  category: l('Category', 'Kategori', 'Kategori', 'Kategori', 'Kategoria'),
  area: l('Area', 'Område', 'Område', 'Område', 'Alue'),
} as const;

export { l };
