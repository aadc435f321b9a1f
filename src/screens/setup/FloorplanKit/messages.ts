import type { MessageShape } from '@/i18n/shape';
import { eng } from './messages.en';

const dan: MessageShape<typeof eng> = {
  table: '%{name}, pladser: %{seats}',
  round: 'rundt',
  high: 'højt bord',
  inactive: 'slået fra',
  area: 'Område for %{name}',
  combination: 'Kombinationsbord %{name} af %{parts}',
  legend: {
    title: 'Forklaring',
    low: 'Lavt bord (enkelt kant)',
    high: 'Højt bord (dobbelt kant)',
    round: 'Rundt bord',
    seats: 'Prikker: pladser',
    inactive: 'Slået fra (stiplet kant)',
    combination: 'Kombinationsbord (stiplet ramme om dets dele)',
    area: 'Sektionsområde (skraveret, navngivet i hjørnet)',
  },
};

const swe: MessageShape<typeof eng> = {
  table: '%{name}, platser: %{seats}',
  round: 'runt',
  high: 'högt bord',
  inactive: 'avstängt',
  area: 'Område för %{name}',
  combination: 'Kombinationsbord %{name} av %{parts}',
  legend: {
    title: 'Teckenförklaring',
    low: 'Lågt bord (enkel kant)',
    high: 'Högt bord (dubbel kant)',
    round: 'Runt bord',
    seats: 'Prickar: platser',
    inactive: 'Avstängt (streckad kant)',
    combination: 'Kombinationsbord (streckad ram runt delarna)',
    area: 'Sektionsområde (skuggat, namngivet i hörnet)',
  },
};

const nor: MessageShape<typeof eng> = {
  table: '%{name}, plasser: %{seats}',
  round: 'rundt',
  high: 'høyt bord',
  inactive: 'slått av',
  area: 'Område for %{name}',
  combination: 'Kombinasjonsbord %{name} av %{parts}',
  legend: {
    title: 'Tegnforklaring',
    low: 'Lavt bord (enkel kant)',
    high: 'Høyt bord (dobbel kant)',
    round: 'Rundt bord',
    seats: 'Prikker: plasser',
    inactive: 'Slått av (stiplet kant)',
    combination: 'Kombinasjonsbord (stiplet ramme rundt delene)',
    area: 'Seksjonsområde (skyggelagt, navngitt i hjørnet)',
  },
};

const fin: MessageShape<typeof eng> = {
  table: '%{name}, paikkoja: %{seats}',
  round: 'pyöreä',
  high: 'korkea pöytä',
  inactive: 'pois käytöstä',
  area: 'Osion %{name} alue',
  combination: 'Yhdistelmäpöytä %{name} pöydistä %{parts}',
  legend: {
    title: 'Selitteet',
    low: 'Matala pöytä (yksi reunaviiva)',
    high: 'Korkea pöytä (kaksi reunaviivaa)',
    round: 'Pyöreä pöytä',
    seats: 'Pisteet: paikat',
    inactive: 'Pois käytöstä (katkoviiva)',
    combination: 'Yhdistelmäpöytä (katkoviivakehys osien ympärillä)',
    area: 'Osion alue (varjostettu, nimi kulmassa)',
  },
};

export default { eng, dan, swe, nor, fin };
