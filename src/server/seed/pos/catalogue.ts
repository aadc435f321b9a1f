import type { CountryCode } from '@generated/shared/shell';

/** The demo's product catalogue, the same assortment in every country with local prices, taxes and vendors. */

/** Prices are written in Danish kroner and converted: roughly what the same thing costs in each country. */
export const PRICE_FACTOR: Record<CountryCode, number> = { dk: 1, no: 1.55, fi: 0.16, uk: 0.13 };

export const price = (country: CountryCode, dkk: number) => {
  const value = dkk * PRICE_FACTOR[country] * 100;
  // Till prices end in whole units (or .50 for euros and pounds); cost prices keep their cents.
  return Math.round(value);
};
export const tillPrice = (country: CountryCode, dkk: number) => {
  const step = country === 'fi' || country === 'uk' ? 50 : 500;
  return Math.max(step, Math.round((dkk * PRICE_FACTOR[country] * 100) / step) * step);
};

export const SALES_GROUPS = [
  { id: 'beer', name: 'Beer', color: '#f9a825', subs: [['draught', 'Draught', '#fbc02d'], ['bottled', 'Bottles and cans', '#ffb300']] },
  { id: 'wine', name: 'Wine', color: '#ad1457', subs: [['red', 'Red', '#880e4f'], ['white', 'White', '#f48fb1'], ['sparkling', 'Sparkling', '#ce93d8']] },
  { id: 'cocktails', name: 'Cocktails', color: '#00897b', subs: [['classics', 'Classics', '#26a69a'], ['signature', 'Signature', '#004d40']] },
  { id: 'spirits', name: 'Spirits', color: '#6d4c41', subs: [['shots', 'Shots', '#8d6e63'], ['neat', 'Neat and on the rocks', '#5d4037']] },
  { id: 'soft', name: 'Soft drinks', color: '#1e88e5', subs: [['soda', 'Soda', '#42a5f5'], ['hot', 'Coffee and tea', '#795548']] },
  { id: 'food', name: 'Food', color: '#43a047', subs: [['snacks', 'Snacks', '#66bb6a'], ['mains', 'Mains', '#2e7d32']] },
  { id: 'entrance', name: 'Entrance', color: '#5e35b1', subs: [['cover', 'Cover charge', '#7e57c2']] },
] as const;

export const PRODUCT_CATEGORIES = [
  { id: 'beverages', name: 'Beverages', color: '#1565c0', tags: ['bar'], groups: [['beer', 'Beer and cider', '#f9a825'], ['wine', 'Wine', '#ad1457'], ['spirits', 'Spirits', '#6d4c41'], ['liqueurs', 'Liqueurs and aperitifs', '#e65100'], ['mixers', 'Mixers and soft drinks', '#1e88e5']] },
  { id: 'food', name: 'Food', color: '#2e7d32', tags: ['kitchen'], groups: [['produce', 'Fresh produce', '#43a047'], ['dry', 'Dry goods and snacks', '#8d6e63']] },
  { id: 'consumables', name: 'Consumables', color: '#546e7a', tags: ['bar', 'kitchen'], groups: [['disposables', 'Disposables', '#78909c']] },
] as const;

export const TAX_GROUPS: Record<CountryCode, { id: string; code: string; rate: number }[]> = {
  dk: [{ id: 'std', code: 'MOMS25', rate: 25 }, { id: 'zero', code: 'MOMS0', rate: 0 }],
  no: [{ id: 'std', code: 'MVA25', rate: 25 }, { id: 'food', code: 'MVA15', rate: 15 }, { id: 'zero', code: 'MVA0', rate: 0 }],
  fi: [{ id: 'std', code: 'ALV25.5', rate: 25.5 }, { id: 'food', code: 'ALV14', rate: 14 }, { id: 'zero', code: 'ALV0', rate: 0 }],
  uk: [{ id: 'std', code: 'VAT20', rate: 20 }, { id: 'zero', code: 'VAT0', rate: 0 }],
};

export const ALLERGIES = [['gluten', 'Gluten'], ['milk', 'Milk'], ['nuts', 'Nuts'], ['eggs', 'Eggs'], ['sulphites', 'Sulphites'], ['celery', 'Celery']] as const;

export const PRICE_GROUPS = [['normal', 'Normal', true], ['happy', 'Happy hour', false], ['staff', 'Staff', false], ['vip', 'VIP', false]] as const;

export const TIPS: Record<CountryCode, number[]> = { dk: [5, 10, 15], no: [5, 10, 15], fi: [5, 10], uk: [10, 12.5, 15] };

export const POURING: Record<CountryCode, [string, string, number, number][]> = {
  dk: [['spirit2', 'Spirits 2 cl', 2, 3], ['spirit4', 'Spirits 4 cl', 4, 3], ['wine', 'Wine 15 cl', 15, 4], ['draught', 'Draught 40 cl', 40, 6]],
  no: [['spirit2', 'Spirits 2 cl', 2, 3], ['spirit4', 'Spirits 4 cl', 4, 3], ['wine', 'Wine 15 cl', 15, 4], ['draught', 'Draught 50 cl', 50, 6]],
  fi: [['spirit2', 'Spirits 2 cl', 2, 3], ['spirit4', 'Spirits 4 cl', 4, 3], ['wine', 'Wine 16 cl', 16, 4], ['draught', 'Draught 50 cl', 50, 6]],
  uk: [['spirit2', 'Single 25 ml', 2.5, 3], ['spirit4', 'Double 50 ml', 5, 3], ['wine', 'Wine 175 ml', 17.5, 4], ['draught', 'Pint 568 ml', 56.8, 6]],
};

export const UNITS = [['bottle', 'Bottle', 'btl'], ['keg', 'Keg', 'keg'], ['case', 'Case', 'cs'], ['piece', 'Piece', 'pc'], ['kg', 'Kilogram', 'kg'], ['bib', 'Bag-in-box', 'BiB'], ['pack', 'Pack', 'pk']] as const;

export const CONTAINERS = [['glass70', 'Glass bottle 70 cl', 480], ['glass75', 'Glass bottle 75 cl', 500], ['keg20', 'Steel keg 20 l', 9800], ['keg30', 'Steel keg 30 l', 11500], ['can', 'Can', 15], ['carton', 'Carton', 120]] as const;

export const VENDORS: Record<CountryCode, [string, string, string, number][]> = {
  dk: [['brewery', 'Nordhavn Bryggeri Salg', 'ordre@nordhavnbryg.test', 1], ['spirits', 'Københavns Vinhandel Engros', 'ordre@kbhvin.test', 2], ['fresh', 'Grøntgrossisten Valby', 'bestil@groentgros.test', 1], ['supplies', 'Bar & Køkken Forsyning', 'salg@barforsyning.test', 3]],
  no: [['brewery', 'Oslofjord Bryggeri', 'ordre@oslofjordbryggeri.test', 2], ['spirits', 'Nordisk Vin & Brennevin', 'ordre@nordiskvin.test', 3], ['fresh', 'Bama Storkjøkken Øst', 'bestilling@bamastorkjokken.test', 1], ['supplies', 'Servering Engros AS', 'salg@serveringengros.test', 3]],
  fi: [['brewery', 'Kallion Panimotukku', 'tilaukset@kallionpanimo.test', 2], ['spirits', 'Helsingin Viinitukku', 'tilaukset@viinitukku.test', 2], ['fresh', 'Tuoretukku Hakaniemi', 'tilaus@tuoretukku.test', 1], ['supplies', 'Ravintolatarvike Oy', 'myynti@ravintolatarvike.test', 3]],
  uk: [['brewery', 'Thames Brewing Co.', 'orders@thamesbrewing.test', 1], ['spirits', 'Southwark Wine & Spirit Merchants', 'orders@southwarkwines.test', 2], ['fresh', 'Covent Garden Fresh Supply', 'orders@cgfresh.test', 1], ['supplies', 'Back Bar Supplies Ltd', 'sales@backbar.test', 3]],
};

/** key, name, group, unit, container, content, content unit, cost in DKK, vendor, pouring category, usage per week at a bar */
export const STOCK_PRODUCTS: [string, string, string, string, string | null, number | null, string, number, string, string | null, number][] = [
  ['lager-keg', 'House lager keg 20 l', 'beer', 'keg', 'keg20', 2000, 'cl', 980, 'brewery', 'draught', 6],
  ['ipa-keg', 'IPA keg 20 l', 'beer', 'keg', 'keg20', 2000, 'cl', 1240, 'brewery', 'draught', 3],
  ['cider-keg', 'Apple cider keg 20 l', 'beer', 'keg', 'keg20', 2000, 'cl', 1150, 'brewery', 'draught', 1],
  ['pilsner-btl', 'Pilsner 33 cl (case of 30)', 'beer', 'case', 'carton', 30, 'pcs', 240, 'brewery', null, 4],
  ['lowalc-can', 'Alcohol-free lager 33 cl (case of 24)', 'beer', 'case', 'carton', 24, 'pcs', 210, 'brewery', null, 1],
  ['red-house', 'House red wine 75 cl', 'wine', 'bottle', 'glass75', 75, 'cl', 62, 'spirits', 'wine', 18],
  ['white-house', 'House white wine 75 cl', 'wine', 'bottle', 'glass75', 75, 'cl', 58, 'spirits', 'wine', 20],
  ['prosecco', 'Prosecco 75 cl', 'wine', 'bottle', 'glass75', 75, 'cl', 68, 'spirits', 'wine', 16],
  ['vodka', 'Vodka 70 cl', 'spirits', 'bottle', 'glass70', 70, 'cl', 128, 'spirits', 'spirit4', 8],
  ['gin', 'London dry gin 70 cl', 'spirits', 'bottle', 'glass70', 70, 'cl', 165, 'spirits', 'spirit4', 9],
  ['rum-white', 'White rum 70 cl', 'spirits', 'bottle', 'glass70', 70, 'cl', 138, 'spirits', 'spirit4', 5],
  ['rum-dark', 'Dark rum 70 cl', 'spirits', 'bottle', 'glass70', 70, 'cl', 172, 'spirits', 'spirit4', 2],
  ['whisky', 'Blended Scotch whisky 70 cl', 'spirits', 'bottle', 'glass70', 70, 'cl', 189, 'spirits', 'spirit4', 3],
  ['tequila', 'Tequila blanco 70 cl', 'spirits', 'bottle', 'glass70', 70, 'cl', 205, 'spirits', 'spirit2', 4],
  ['aperol', 'Aperol 70 cl', 'liqueurs', 'bottle', 'glass70', 70, 'cl', 118, 'spirits', 'spirit4', 6],
  ['campari', 'Campari 70 cl', 'liqueurs', 'bottle', 'glass70', 70, 'cl', 132, 'spirits', 'spirit4', 2],
  ['vermouth', 'Sweet vermouth 75 cl', 'liqueurs', 'bottle', 'glass75', 75, 'cl', 96, 'spirits', 'spirit4', 2],
  ['coffee-liqueur', 'Coffee liqueur 70 cl', 'liqueurs', 'bottle', 'glass70', 70, 'cl', 142, 'spirits', 'spirit2', 3],
  ['triple-sec', 'Triple sec 70 cl', 'liqueurs', 'bottle', 'glass70', 70, 'cl', 109, 'spirits', 'spirit2', 2],
  ['tonic', 'Tonic water 20 cl (case of 24)', 'mixers', 'case', 'carton', 24, 'pcs', 168, 'brewery', null, 5],
  ['soda', 'Soda water 20 cl (case of 24)', 'mixers', 'case', 'carton', 24, 'pcs', 96, 'brewery', null, 3],
  ['ginger-beer', 'Ginger beer 20 cl (case of 24)', 'mixers', 'case', 'carton', 24, 'pcs', 192, 'brewery', null, 2],
  ['cola-bib', 'Cola syrup bag-in-box 10 l', 'mixers', 'bib', 'carton', 1000, 'cl', 540, 'brewery', null, 1],
  ['sugar-syrup', 'Sugar syrup 70 cl', 'mixers', 'bottle', 'glass70', 70, 'cl', 45, 'supplies', null, 3],
  ['limes', 'Limes', 'produce', 'kg', null, 1000, 'g', 42, 'fresh', null, 6],
  ['lemons', 'Lemons', 'produce', 'kg', null, 1000, 'g', 35, 'fresh', null, 3],
  ['mint', 'Fresh mint (bunch)', 'produce', 'piece', null, 50, 'g', 14, 'fresh', null, 8],
  ['espresso-beans', 'Espresso beans 1 kg', 'dry', 'pack', null, 1000, 'g', 189, 'supplies', null, 2],
  ['nuts', 'Salted nuts 1 kg', 'dry', 'pack', null, 1000, 'g', 96, 'supplies', null, 3],
  ['straws', 'Paper straws (pack of 250)', 'disposables', 'pack', null, 250, 'pcs', 58, 'supplies', null, 1],
  ['napkins', 'Cocktail napkins (pack of 500)', 'disposables', 'pack', null, 500, 'pcs', 72, 'supplies', null, 1],
];

/** key, name, group, sub-group, price in DKK, tax group, recipe, allergies */
export const SALES_PRODUCTS: [string, string, string, string, number, 'std' | 'food', string | null, string[]][] = [
  ['lager', 'House lager 40 cl', 'beer', 'draught', 55, 'std', 'lager', ['gluten']],
  ['ipa', 'IPA 40 cl', 'beer', 'draught', 68, 'std', 'ipa', ['gluten']],
  ['cider', 'Apple cider 40 cl', 'beer', 'draught', 62, 'std', null, []],
  ['pilsner', 'Pilsner 33 cl', 'beer', 'bottled', 45, 'std', null, ['gluten']],
  ['lowalc', 'Alcohol-free lager 33 cl', 'beer', 'bottled', 40, 'std', null, ['gluten']],
  ['red-glass', 'House red, glass', 'wine', 'red', 75, 'std', 'red-glass', ['sulphites']],
  ['white-glass', 'House white, glass', 'wine', 'white', 75, 'std', 'white-glass', ['sulphites']],
  ['prosecco-glass', 'Prosecco, glass', 'wine', 'sparkling', 85, 'std', null, ['sulphites']],
  ['gin-tonic', 'Gin & tonic', 'cocktails', 'classics', 110, 'std', 'gin-tonic', []],
  ['mojito', 'Mojito', 'cocktails', 'classics', 115, 'std', 'mojito', []],
  ['aperol-spritz', 'Aperol spritz', 'cocktails', 'classics', 105, 'std', 'aperol-spritz', ['sulphites']],
  ['negroni', 'Negroni', 'cocktails', 'classics', 115, 'std', 'negroni', []],
  ['espresso-martini', 'Espresso martini', 'cocktails', 'signature', 120, 'std', 'espresso-martini', []],
  ['margarita', 'Tommy\'s margarita', 'cocktails', 'signature', 120, 'std', 'margarita', []],
  ['vodka-shot', 'Vodka shot 2 cl', 'spirits', 'shots', 45, 'std', null, []],
  ['tequila-shot', 'Tequila shot 2 cl', 'spirits', 'shots', 50, 'std', null, []],
  ['whisky-4', 'Scotch whisky 4 cl', 'spirits', 'neat', 85, 'std', null, []],
  ['cola', 'Cola 30 cl', 'soft', 'soda', 35, 'std', null, []],
  ['ginger-beer', 'Ginger beer', 'soft', 'soda', 40, 'std', null, []],
  ['espresso', 'Espresso', 'soft', 'hot', 30, 'std', null, []],
  ['nuts', 'Salted nuts', 'food', 'snacks', 35, 'food', null, ['nuts']],
  ['fries', 'Fries with aioli', 'food', 'snacks', 55, 'food', null, ['eggs']],
  ['burger', 'Bar burger', 'food', 'mains', 145, 'food', null, ['gluten', 'milk', 'eggs']],
  ['cover', 'Entrance after 23:00', 'entrance', 'cover', 100, 'std', null, []],
];

/** key, name, portions, ingredients (stock product key, amount in its content unit) */
export const RECIPES: [string, string, number, [string, number][], string][] = [
  ['lager', 'House lager 40 cl', 1, [['lager-keg', 40]], 'Pour with a two-finger head.'],
  ['ipa', 'IPA 40 cl', 1, [['ipa-keg', 40]], 'Pour with a two-finger head.'],
  ['red-glass', 'House red, glass', 1, [['red-house', 15]], 'Serve at 16–18 °C.'],
  ['white-glass', 'House white, glass', 1, [['white-house', 15]], 'Serve at 8–10 °C.'],
  ['gin-tonic', 'Gin & tonic', 1, [['gin', 4], ['tonic', 1], ['limes', 20]], 'Fill a balloon glass with ice, add gin, top with tonic, garnish with a lime wheel.'],
  ['mojito', 'Mojito', 1, [['rum-white', 4], ['limes', 40], ['mint', 5], ['sugar-syrup', 2], ['soda', 0.5]], 'Muddle lime and mint with syrup, add rum and crushed ice, top with soda.'],
  ['aperol-spritz', 'Aperol spritz', 1, [['aperol', 6], ['prosecco', 9], ['soda', 0.25]], 'Build over ice in a wine glass, orange slice.'],
  ['negroni', 'Negroni', 1, [['gin', 3], ['campari', 3], ['vermouth', 3]], 'Stir over ice, strain over a large cube, orange zest.'],
  ['espresso-martini', 'Espresso martini', 1, [['vodka', 4], ['coffee-liqueur', 2], ['espresso-beans', 9], ['sugar-syrup', 1]], 'Shake hard with fresh espresso, double strain, three beans.'],
  ['margarita', 'Tommy\'s margarita', 1, [['tequila', 5], ['limes', 30], ['sugar-syrup', 2]], 'Shake and strain over fresh ice, no salt rim.'],
];

export const PACKAGES: [string, string, number, [string, number][]][] = [
  ['Bottle service: vodka with mixers', 'A bottle of vodka with six mixers and ice, for a table.', 1200, [['vodka-shot', 35], ['cola', 6]]],
  ['Beer tower for four', 'Three litres of house lager on the table.', 495, [['lager', 8]]],
  ['Birthday package', 'Prosecco on arrival and a round of shots for ten guests.', 1450, [['prosecco-glass', 10], ['tequila-shot', 10]]],
];

export const TEMPLATES: [string, string, string[]][] = [
  ['Cocktail bar', 'Spirits, mixers and garnish for a cocktail-led bar.', ['vodka', 'gin', 'rum-white', 'tequila', 'aperol', 'campari', 'vermouth', 'coffee-liqueur', 'tonic', 'soda', 'sugar-syrup', 'limes', 'mint', 'prosecco']],
  ['Pub', 'Draught and bottled beer with the basics behind the bar.', ['lager-keg', 'ipa-keg', 'cider-keg', 'pilsner-btl', 'lowalc-can', 'whisky', 'vodka', 'gin', 'tonic', 'nuts']],
  ['Restaurant bar', 'Wine by the glass, aperitifs and coffee.', ['red-house', 'white-house', 'prosecco', 'aperol', 'campari', 'espresso-beans', 'soda']],
];

export const SALES_WASTE = ['Spilled', 'Returned by guest', 'Wrong order', 'Staff drink', 'Quality issue'];
export const STOCK_WASTE = ['Broken', 'Expired', 'Line cleaning', 'Quality issue', 'Used for training'];
