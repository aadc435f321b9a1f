import type { CountryCode } from '@generated/shared/shell';

export interface SeedRegion {
  id: string;
  name: string;
  country: CountryCode;
}

export interface SeedVenue {
  id: string;
  name: string;
  shortName: string;
  country: CountryCode;
  timeZone: string;
  regionId: string;
  street: string;
  postalCode: string;
  city: string;
  kind: 'bar' | 'club' | 'restaurant';
  capacity: number;
}

export const REGIONS: SeedRegion[] = [
  { id: 'region-dk-cph', name: 'Copenhagen', country: 'dk' },
  { id: 'region-dk-jut', name: 'Jutland', country: 'dk' },
  { id: 'region-no-osl', name: 'Oslo', country: 'no' },
  { id: 'region-no-bgo', name: 'Western Norway', country: 'no' },
  { id: 'region-fi-hel', name: 'Helsinki', country: 'fi' },
  { id: 'region-fi-tam', name: 'Pirkanmaa', country: 'fi' },
  { id: 'region-uk-lon', name: 'London', country: 'uk' },
  { id: 'region-uk-man', name: 'North West', country: 'uk' },
];

const dk = { country: 'dk' as const, timeZone: 'Europe/Copenhagen' };
const no = { country: 'no' as const, timeZone: 'Europe/Oslo' };
const fi = { country: 'fi' as const, timeZone: 'Europe/Helsinki' };
const uk = { country: 'uk' as const, timeZone: 'Europe/London' };

export const VENUES: SeedVenue[] = [
  { id: 'venue-dk-norrebro', name: 'Nørrebro Social', shortName: 'NBS', ...dk, regionId: 'region-dk-cph', street: 'Nørrebrogade 52', postalCode: '2200', city: 'København N', kind: 'bar', capacity: 180 },
  { id: 'venue-dk-vesterbro', name: 'Vesterbro Cocktail Club', shortName: 'VCC', ...dk, regionId: 'region-dk-cph', street: 'Istedgade 71', postalCode: '1650', city: 'København V', kind: 'club', capacity: 350 },
  { id: 'venue-dk-frederiksberg', name: 'Frederiksberg Brasserie', shortName: 'FBB', ...dk, regionId: 'region-dk-cph', street: 'Gammel Kongevej 120', postalCode: '1850', city: 'Frederiksberg C', kind: 'restaurant', capacity: 120 },
  { id: 'venue-dk-aarhus', name: 'Aarhus Havnebar', shortName: 'AHB', ...dk, regionId: 'region-dk-jut', street: 'Aarhus Ø, Pier 4', postalCode: '8000', city: 'Aarhus C', kind: 'bar', capacity: 220 },
  { id: 'venue-no-grunerlokka', name: 'Grünerløkka Bar', shortName: 'GLB', ...no, regionId: 'region-no-osl', street: 'Thorvald Meyers gate 30', postalCode: '0555', city: 'Oslo', kind: 'bar', capacity: 160 },
  { id: 'venue-no-akerbrygge', name: 'Aker Brygge Lounge', shortName: 'ABL', ...no, regionId: 'region-no-osl', street: 'Stranden 3', postalCode: '0250', city: 'Oslo', kind: 'club', capacity: 400 },
  { id: 'venue-no-bryggen', name: 'Bryggen Pub', shortName: 'BRP', ...no, regionId: 'region-no-bgo', street: 'Bryggen 15', postalCode: '5003', city: 'Bergen', kind: 'bar', capacity: 140 },
  { id: 'venue-fi-kallio', name: 'Kallio Bar', shortName: 'KLB', ...fi, regionId: 'region-fi-hel', street: 'Helsinginkatu 14', postalCode: '00500', city: 'Helsinki', kind: 'bar', capacity: 150 },
  { id: 'venue-fi-punavuori', name: 'Punavuori Kitchen', shortName: 'PVK', ...fi, regionId: 'region-fi-hel', street: 'Iso Roobertinkatu 9', postalCode: '00120', city: 'Helsinki', kind: 'restaurant', capacity: 110 },
  { id: 'venue-fi-tampere', name: 'Tampere Tavern', shortName: 'TMT', ...fi, regionId: 'region-fi-tam', street: 'Hämeenkatu 21', postalCode: '33200', city: 'Tampere', kind: 'bar', capacity: 200 },
  { id: 'venue-uk-shoreditch', name: 'Shoreditch Social', shortName: 'SHS', ...uk, regionId: 'region-uk-lon', street: '48 Curtain Road', postalCode: 'EC2A 3PT', city: 'London', kind: 'bar', capacity: 260 },
  { id: 'venue-uk-soho', name: 'Soho Cellar', shortName: 'SOC', ...uk, regionId: 'region-uk-lon', street: '12 Greek Street', postalCode: 'W1D 4DL', city: 'London', kind: 'club', capacity: 300 },
  { id: 'venue-uk-manchester', name: 'Northern Quarter Taproom', shortName: 'NQT', ...uk, regionId: 'region-uk-man', street: '27 Oldham Street', postalCode: 'M1 1JG', city: 'Manchester', kind: 'bar', capacity: 190 },
];
