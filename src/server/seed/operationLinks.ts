import type { SeedContext } from './context';

const LINKS: Record<string, { title: string; url: string; category: string; description: string }[]> = {
  dk: [
    { title: 'Vagtplan i Planday', url: 'https://planday.example.com/dk', category: 'people', description: 'Vagter, bytte og fravær for alle medarbejdere.' },
    { title: 'Fødevarestyrelsen – egenkontrol', url: 'https://foedevarestyrelsen.example.com/egenkontrol', category: 'operations', description: 'Skabeloner og vejledning til egenkontrol.' },
    { title: 'Indkøbsportal', url: 'https://indkob.example.com', category: 'suppliers', description: 'Bestilling hos faste leverandører.' },
    { title: 'Kasseopgørelse og bilag', url: 'https://okonomi.example.com/dk/bilag', category: 'finance', description: 'Upload af dagens bilag og kasseopgørelse.' },
    { title: 'IT-support', url: 'https://support.example.com', category: 'other', description: 'Fejl på kasser, netværk og skærme.' },
  ],
  no: [
    { title: 'Turnusplan i Planday', url: 'https://planday.example.com/no', category: 'people', description: 'Vakter, bytte og fravær.' },
    { title: 'Skjenkebevilling og internkontroll', url: 'https://skjenk.example.com/ik', category: 'operations', description: 'Rutiner for ansvarlig skjenking.' },
    { title: 'Innkjøpsportal', url: 'https://innkjop.example.com', category: 'suppliers', description: 'Bestilling fra faste leverandører.' },
    { title: 'Regnskap og bilag', url: 'https://okonomi.example.com/no/bilag', category: 'finance', description: 'Dagsoppgjør og bilag.' },
  ],
  fi: [
    { title: 'Työvuorot Plandayssa', url: 'https://planday.example.com/fi', category: 'people', description: 'Työvuorot, vaihdot ja poissaolot.' },
    { title: 'Omavalvontasuunnitelma', url: 'https://omavalvonta.example.com', category: 'operations', description: 'Elintarviketurvallisuuden omavalvonta.' },
    { title: 'Hankintaportaali', url: 'https://hankinta.example.com', category: 'suppliers', description: 'Tilaukset vakiotoimittajilta.' },
    { title: 'Kassaraportit', url: 'https://talous.example.com/fi', category: 'finance', description: 'Päivän kassaraportit ja kuitit.' },
  ],
  uk: [
    { title: 'Rota in Planday', url: 'https://planday.example.com/uk', category: 'people', description: 'Shifts, swaps and absence.' },
    { title: 'Licensing and Challenge 25', url: 'https://licensing.example.com/challenge25', category: 'operations', description: 'Age verification policy and training.' },
    { title: 'Supplier ordering', url: 'https://ordering.example.com', category: 'suppliers', description: 'Orders from approved suppliers.' },
    { title: 'Cash-up and receipts', url: 'https://finance.example.com/uk', category: 'finance', description: 'Daily cash-up and receipts.' },
    { title: 'IT helpdesk', url: 'https://support.example.com/uk', category: 'other', description: 'Tills, network and screens.' },
  ],
};

export async function seedOperationLinks({ db }: SeedContext): Promise<void> {
  const rows = Object.entries(LINKS).flatMap(([country, links]) => links.map((l, i) => ({ ...l, country, sortOrder: (i + 1) * 10, createdBy: 'user-hq' })));
  await db.insertInto('operationLinks').values(rows).execute();
}
