import type { ListRecord } from '@generated/shared/types/lists';
import type { ListType } from '../domain/life/listTypes';

/** The demo's list content: categories, areas and questions of each list type, in English and Danish. */

type Text = { eng: string; dan: string };
type Question = NonNullable<ListRecord['questions']>[number];
type Part = { id: string; name: Text };

const t = (eng: string, dan: string): Text => ({ eng, dan });

const VISIT_CATEGORIES: Part[] = [
  { id: 'c-arrival', name: t('Arrival and entrance', 'Ankomst og indgang') },
  { id: 'c-service', name: t('Bar and service', 'Bar og service') },
  { id: 'c-clean', name: t('Cleanliness', 'Renlighed') },
  { id: 'c-staff', name: t('Staff', 'Personale') },
  { id: 'c-safety', name: t('Safety', 'Sikkerhed') },
];
const VISIT_AREAS: Part[] = [
  { id: 'a-entrance', name: t('Entrance', 'Indgang') },
  { id: 'a-bar', name: t('Bar', 'Bar') },
  { id: 'a-floor', name: t('Floor', 'Gulv') },
  { id: 'a-toilets', name: t('Toilets', 'Toiletter') },
  { id: 'a-kitchen', name: t('Kitchen', 'Køkken') },
];

const q = (id: string, kind: Question['kind'], text: Text, categoryId: string, areaId: string | null = null, weight = 1, help: Text | null = null): Question => ({
  id,
  kind,
  text,
  help,
  categoryId,
  areaId,
  weight,
  required: kind !== 'photoMultipleUpload' && kind !== 'videoMultipleUpload',
});

const VISIT_LIGHT: Question[] = [
  q('q-door-welcome', 'rating', t('How were guests greeted at the door?', 'Hvordan blev gæsterne modtaget ved døren?'), 'c-arrival', 'a-entrance'),
  q('q-queue', 'yesNo', t('Was the queue managed and the waiting time under 10 minutes?', 'Blev køen styret, og var ventetiden under 10 minutter?'), 'c-arrival', 'a-entrance'),
  q('q-bar-speed', 'rating', t('Speed of service at the bar', 'Hastighed i baren'), 'c-service', 'a-bar', 2),
  q('q-upsell', 'yesNo', t('Did the bartender suggest a signature drink?', 'Foreslog bartenderen en signaturdrink?'), 'c-service', 'a-bar'),
  q('q-toilets-clean', 'rating', t('Cleanliness of the toilets', 'Toiletternes renlighed'), 'c-clean', 'a-toilets', 2),
  q('q-tables', 'yesNo', t('Were tables cleared within 5 minutes?', 'Blev bordene ryddet inden for 5 minutter?'), 'c-clean', 'a-floor'),
  q('q-uniform', 'yesNo', t('Did all staff wear the uniform and name badge?', 'Bar alt personale uniform og navneskilt?'), 'c-staff'),
  q('q-exits', 'yesNoCritical', t('Were all emergency exits free and marked?', 'Var alle nødudgange frie og markerede?'), 'c-safety', 'a-floor', 1, t('A blocked exit fails the visit.', 'En blokeret nødudgang dumper besøget.')),
  q('q-notes', 'text', t('Anything else the venue manager should know?', 'Andet som venue manageren bør vide?'), 'c-staff'),
];

const VISIT_THOROUGH_EXTRA: Question[] = [
  q('q-music', 'rating', t('Music volume and atmosphere fit the time of night', 'Musikkens lydniveau og stemningen passer til tidspunktet'), 'c-arrival', 'a-floor'),
  q('q-menu', 'yesNo', t('Menus clean, current and on every table', 'Menukort rene, aktuelle og på alle borde'), 'c-service', 'a-floor'),
  q('q-pour', 'rating', t('Pour accuracy of a measured spirit', 'Præcision ved skænk af spiritus'), 'c-service', 'a-bar', 2),
  q('q-fridges', 'yesNo', t('Bar fridges stocked and at temperature', 'Barkøleskabe fyldte og med korrekt temperatur'), 'c-service', 'a-bar'),
  q('q-staff-count', 'number', t('Staff on the floor at the time of the visit', 'Personale på gulvet under besøget'), 'c-staff'),
  q('q-first-aid', 'yesNoCritical', t('First-aid kit complete and reachable', 'Førstehjælpskasse komplet og tilgængelig'), 'c-safety', 'a-bar'),
  q('q-photos', 'photoMultipleUpload', t('Photos of the bar and the floor', 'Billeder af baren og gulvet'), 'c-clean', 'a-bar'),
];

const RESTAURANT_EXTRA: Question[] = [
  q('q-kitchen-clean', 'rating', t('Cleanliness of the kitchen', 'Køkkenets renlighed'), 'c-clean', 'a-kitchen', 2),
  q('q-food-time', 'yesNo', t('Food served within 20 minutes of ordering', 'Mad serveret inden for 20 minutter efter bestilling'), 'c-service', 'a-kitchen'),
];

const COMPETITOR: { categories: Part[]; questions: Question[] } = {
  categories: [
    { id: 'c-concept', name: t('Concept', 'Koncept') },
    { id: 'c-pricing', name: t('Pricing', 'Priser') },
    { id: 'c-crowd', name: t('Crowd', 'Publikum') },
  ],
  questions: [
    q('q-comp-name', 'text', t('Which venue did you visit?', 'Hvilket sted besøgte du?'), 'c-concept'),
    q('q-comp-concept', 'rating', t('How strong is their concept?', 'Hvor stærkt er deres koncept?'), 'c-concept'),
    q('q-comp-beer', 'number', t('Price of a draught beer (local currency)', 'Pris på en fadøl (lokal valuta)'), 'c-pricing'),
    q('q-comp-cocktail', 'number', t('Price of a signature cocktail (local currency)', 'Pris på en signaturcocktail (lokal valuta)'), 'c-pricing'),
    q('q-comp-full', 'rating', t('How full was the venue?', 'Hvor fyldt var stedet?'), 'c-crowd'),
    q('q-comp-photos', 'photoMultipleUpload', t('Photos of the venue', 'Billeder af stedet'), 'c-concept'),
    q('q-comp-video', 'videoMultipleUpload', t('A short video of the atmosphere', 'En kort video af stemningen'), 'c-crowd'),
  ],
};

const FIRE: { categories: Part[]; questions: Question[] } = {
  categories: [
    { id: 'c-exits', name: t('Exits', 'Udgange') },
    { id: 'c-equipment', name: t('Equipment', 'Udstyr') },
    { id: 'c-docs', name: t('Documentation', 'Dokumentation') },
  ],
  questions: [
    q('q-fire-exits', 'yesNoCritical', t('All emergency exits free, unlocked and lit', 'Alle nødudgange frie, ulåste og oplyste'), 'c-exits'),
    q('q-fire-signs', 'yesNo', t('Exit signs visible from every part of the venue', 'Exitskilte synlige fra hele stedet'), 'c-exits'),
    q('q-fire-ext', 'yesNoCritical', t('Extinguishers in place and inspected within the year', 'Ildslukkere på plads og efterset inden for året'), 'c-equipment'),
    q('q-fire-blanket', 'yesNo', t('Fire blanket in the kitchen and behind the bar', 'Brandtæppe i køkkenet og bag baren'), 'c-equipment'),
    q('q-fire-alarm', 'yesNo', t('Fire alarm tested this month', 'Brandalarm testet denne måned'), 'c-equipment'),
    q('q-fire-capacity', 'number', t('Guests inside at the time of the check', 'Gæster inde under kontrollen'), 'c-docs'),
    q('q-fire-plan', 'yesNo', t('Evacuation plan posted and staff briefed', 'Evakueringsplan ophængt og personale instrueret'), 'c-docs'),
  ],
};

const MAINTENANCE: { categories: Part[]; areas: Part[]; light: Question[]; extra: Question[] } = {
  categories: [
    { id: 'c-building', name: t('Building', 'Bygning') },
    { id: 'c-bar-equipment', name: t('Bar equipment', 'Barudstyr') },
    { id: 'c-furniture', name: t('Furniture', 'Møbler') },
  ],
  areas: VISIT_AREAS,
  light: [
    q('q-m-walls', 'rating', t('Walls, floors and ceilings', 'Vægge, gulve og lofter'), 'c-building', 'a-floor'),
    q('q-m-lights', 'yesNo', t('All lights working', 'Alt lys virker'), 'c-building', 'a-floor'),
    q('q-m-taps', 'rating', t('Draught taps and lines', 'Fadølshaner og -ledninger'), 'c-bar-equipment', 'a-bar', 2),
    q('q-m-ice', 'yesNo', t('Ice machine clean and serviced', 'Ismaskine ren og serviceret'), 'c-bar-equipment', 'a-bar'),
    q('q-m-chairs', 'rating', t('Chairs, stools and tables', 'Stole, barstole og borde'), 'c-furniture', 'a-floor'),
    q('q-m-photos', 'photoMultipleUpload', t('Photos of anything that needs repair', 'Billeder af det der skal repareres'), 'c-building'),
  ],
  extra: [
    q('q-m-toilets', 'rating', t('Toilets: fittings, locks and ventilation', 'Toiletter: armaturer, låse og ventilation'), 'c-building', 'a-toilets', 2),
    q('q-m-glasswasher', 'rating', t('Glass washer', 'Glasopvasker'), 'c-bar-equipment', 'a-bar'),
    q('q-m-fridges', 'yesNo', t('Cooling at temperature (max 5 °C)', 'Køl ved korrekt temperatur (maks. 5 °C)'), 'c-bar-equipment', 'a-bar'),
    q('q-m-entrance', 'rating', t('Entrance, door and signage', 'Indgang, dør og skiltning'), 'c-building', 'a-entrance'),
    q('q-m-repairs', 'number', t('Open repair requests', 'Åbne reparationsønsker'), 'c-building'),
  ],
};

export const LIST_TITLES: Record<ListType, Text> = {
  VenueVisitLight: t('Venue visit (light)', 'Venuebesøg (let)'),
  BarsWithRestaurantsThorough: t('Bars with restaurants (thorough)', 'Barer med restaurant (grundig)'),
  BarsAndNightclubsThorough: t('Bars and nightclubs (thorough)', 'Barer og natklubber (grundig)'),
  CompetitorVisit: t('Competitor visit', 'Konkurrentbesøg'),
  FireProtectionMeasures: t('Fire protection measures', 'Brandsikring'),
  MaintenanceReviewLight: t('Maintenance review (light)', 'Vedligeholdelsesgennemgang (let)'),
  MaintenanceReviewThorough: t('Maintenance review (thorough)', 'Vedligeholdelsesgennemgang (grundig)'),
};

export interface ListContent {
  categories: Part[];
  areas: Part[];
  questions: Question[];
}

/** The content of a list type's newest version; `older` drops the questions added since the version before. */
export function listContent(type: ListType, older = false): ListContent {
  const trim = (questions: Question[]) => (older ? questions.slice(0, Math.max(3, questions.length - 2)) : questions);
  switch (type) {
    case 'VenueVisitLight':
      return { categories: VISIT_CATEGORIES, areas: VISIT_AREAS.slice(0, 4), questions: trim(VISIT_LIGHT) };
    case 'BarsAndNightclubsThorough':
      return { categories: VISIT_CATEGORIES, areas: VISIT_AREAS.slice(0, 4), questions: trim([...VISIT_LIGHT, ...VISIT_THOROUGH_EXTRA]) };
    case 'BarsWithRestaurantsThorough':
      return { categories: VISIT_CATEGORIES, areas: VISIT_AREAS, questions: trim([...VISIT_LIGHT, ...VISIT_THOROUGH_EXTRA, ...RESTAURANT_EXTRA]) };
    case 'CompetitorVisit':
      return { categories: COMPETITOR.categories, areas: [], questions: trim(COMPETITOR.questions) };
    case 'FireProtectionMeasures':
      return { categories: FIRE.categories, areas: [], questions: trim(FIRE.questions) };
    case 'MaintenanceReviewLight':
      return { categories: MAINTENANCE.categories, areas: MAINTENANCE.areas.slice(0, 4), questions: trim(MAINTENANCE.light) };
    case 'MaintenanceReviewThorough':
      return { categories: MAINTENANCE.categories, areas: MAINTENANCE.areas, questions: trim([...MAINTENANCE.light, ...MAINTENANCE.extra]) };
  }
}

/** Comments inspectors leave on low answers. */
export const COMMENTS = [
  'Spoke to the shift manager about it.',
  'Fixed during the visit.',
  'Needs a follow-up next week.',
  'Second time this month.',
  'Ordered a replacement part.',
];

export const FREE_TEXT = [
  'Great energy on the floor tonight.',
  'The new bartender needs more training on the cocktail menu.',
  'Busy Friday crowd, handled well.',
  'Door team was friendly and quick.',
  'Music was too loud for the early evening.',
];
