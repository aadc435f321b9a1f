/** The products a new setup starts with, priced in the venue's currency (minor units). */
const LIST: { name: string; category: string; description: string; dkk: number }[] = [
  { name: 'Table package', category: 'Packages', description: 'A bottle of sparkling wine, snacks and a reserved table', dkk: 150000 },
  { name: 'Champagne, 75 cl', category: 'Bottles', description: 'Brut champagne served on ice', dkk: 120000 },
  { name: 'Vodka, 70 cl', category: 'Bottles', description: 'With mixers of your choice', dkk: 110000 },
  { name: 'Gin, 70 cl', category: 'Bottles', description: 'With tonic and garnish', dkk: 110000 },
  { name: 'Beer bucket (6)', category: 'Beer', description: 'Six bottles of lager on ice', dkk: 30000 },
  { name: 'Shots tray (10)', category: 'Shots', description: 'Ten house shots', dkk: 25000 },
];

/** Rough conversion from Danish kroner so that the demo's prices look right in each currency. */
const FROM_DKK: Record<string, number> = { DKK: 1, NOK: 1.5, EUR: 0.134, GBP: 0.115 };

export function defaultProducts(currency: string) {
  const rate = FROM_DKK[currency] ?? 1;
  return LIST.map((p, i) => ({ name: p.name, category: p.category, description: p.description, unitPrice: Math.round((p.dkk * rate) / 500) * 500, isActive: true, sortOrder: (i + 1) * 10 }));
}
