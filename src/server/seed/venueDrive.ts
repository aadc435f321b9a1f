import { randomUUID } from 'node:crypto';
import type { SeedContext } from './context';
import { VENUES, type SeedVenue } from './places';
import { gradientPng } from './pictures';

const FOLDERS = ['/Menus', '/Menus/Archive', '/Staff', '/Staff/Rotas', '/Safety', '/Marketing', '/Suppliers'];

function text(lines: string[]): Buffer {
  return Buffer.from(`${lines.join('\n')}\n`, 'utf8');
}

function driveFiles(venue: SeedVenue, week: string) {
  return [
    { folder: '/Menus', name: 'Cocktail menu.txt', contentType: 'text/plain', data: text([`${venue.name} – cocktail menu`, '', 'Espresso Martini ......... 115', 'Paloma ................... 105', 'Gin Basil Smash .......... 110']) },
    { folder: '/Menus/Archive', name: 'Winter menu.txt', contentType: 'text/plain', data: text(['Winter menu (archived)', 'Hot toddy, mulled wine, Irish coffee']) },
    { folder: '/Staff', name: 'Staff handbook.txt', contentType: 'text/plain', data: text(['Staff handbook', '1. Arrive 15 minutes before your shift.', '2. Check the task board.', '3. Count the till with the shift manager.']) },
    { folder: '/Staff/Rotas', name: `Rota week ${week}.csv`, contentType: 'text/csv', data: text(['Name;Mon;Tue;Wed;Thu;Fri;Sat;Sun', 'Sofie;16-24;;16-24;;18-02;18-03;', 'Jonas;;16-24;;16-24;18-02;18-03;14-22']) },
    { folder: '/Safety', name: 'Fire safety procedure.txt', contentType: 'text/plain', data: text(['Fire safety procedure', 'Exits: front door, kitchen, terrace.', 'Assembly point: across the street.']) },
    { folder: '/Marketing', name: 'Terrace photo.png', contentType: 'image/png', data: gradientPng(160, 100, [32, 96, 64], [240, 200, 120]) },
    { folder: '/', name: 'Opening checklist.txt', contentType: 'text/plain', data: text(['Opening checklist', '- Lights and music', '- Fridges stocked', '- Float counted']) },
  ];
}

/** Sharing in the demo: one venue's fire procedure for its country, its region's supplier list, and a group-wide brand guide. */
const SHARED: Record<string, { file: string; domain: string }[]> = {
  'venue-dk-norrebro': [{ file: 'Fire safety procedure.txt', domain: 'country' }],
  'venue-dk-vesterbro': [{ file: 'Opening checklist.txt', domain: 'region' }],
  'venue-uk-shoreditch': [{ file: 'Terrace photo.png', domain: 'group' }],
};

const PICTURES: { name: string; from: [number, number, number]; to: [number, number, number] }[] = [
  { name: 'Logo.png', from: [20, 60, 40], to: [60, 140, 90] },
  { name: 'Bar at night.png', from: [30, 20, 60], to: [200, 90, 160] },
  { name: 'Signature cocktail.png', from: [200, 80, 40], to: [250, 210, 120] },
  { name: 'Terrace summer.png', from: [40, 120, 200], to: [250, 230, 150] },
];

/** A folder tree with files in every venue's drive, some files shared beyond the venue, and a few pictures in each media library. */
export async function seedVenueDrive({ db, today }: SeedContext): Promise<void> {
  const week = String(today.isoWeek());
  for (const venue of VENUES) {
    await db.insertInto('venueDrive').values(FOLDERS.map((path) => ({ venueId: venue.id, path, createdBy: 'user-vm' }))).execute();
    const files = driveFiles(venue, week).map((f) => ({ ...f, id: randomUUID() }));
    const pictures = PICTURES.map((p) => ({ id: randomUUID(), folder: null, name: p.name, contentType: 'image/png', data: gradientPng(240, 160, p.from, p.to) }));
    await db.insertInto('fileContents').values([...files, ...pictures].map((f) => ({ id: f.id, data: f.data }))).execute();
    await db
      .insertInto('media')
      .values([
        ...files.map((f) => ({ id: f.id, type: 'venuedrive', name: f.name, contentType: f.contentType, size: f.data.length, venueId: venue.id, folder: f.folder, createdBy: 'user-vm' })),
        ...pictures.map((p) => ({ id: p.id, type: 'medialibrary', name: p.name, contentType: p.contentType, size: p.data.length, venueId: venue.id, folder: null, createdBy: 'user-vm' })),
      ])
      .execute();
    const shares = SHARED[venue.id] ?? [];
    if (shares.length) await db.insertInto('venueDriveFiles').values(shares.map((s) => ({ id: files.find((f) => f.name === s.file)!.id, venueId: venue.id, domainPermission: s.domain, createdBy: 'user-vm' }))).execute();
  }
}
