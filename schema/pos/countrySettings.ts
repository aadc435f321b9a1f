import { defineResource, type FieldDef, type Label } from '../dsl';
import { CATALOGUE_READERS, POS, POS_EDIT, countryHeaderOnly } from './common/access';
import { L, l } from './common/labels';

const idOf = (label: Label) => ({ type: 'object', label, fields: { id: { type: 'text', maxLength: 64, label: L.id } } }) as const;
const name = { type: 'text', required: true, maxLength: 80, label: L.name } as const;
const color = { type: 'text', format: 'color', label: L.color } as const;

const subGroup = { salesProductSubGroupId: idOf(L.salesSubGroup), name, color } as const;
const salesGroup = {
  salesProductGroupId: idOf(L.salesGroup),
  name,
  color,
  validSubGroups: { type: 'list', of: { type: 'object', fields: subGroup, label: L.salesSubGroup }, label: l('Sub-groups', 'Undergrupper', 'Undergrupper', 'Undergrupper', 'Alaryhmät') },
} as const;
const productGroup = { stockProductGroupId: idOf(L.productGroup), name, color } as const;
const category = {
  productCategoryId: idOf(L.productCategory),
  name,
  color,
  tags: { type: 'list', of: { type: 'text', maxLength: 40, label: l('Tag', 'Tag', 'Tagg', 'Tagg', 'Tunniste') }, label: l('Tags', 'Tags', 'Taggar', 'Tagger', 'Tunnisteet') },
  validProductGroups: { type: 'list', of: { type: 'object', fields: productGroup, label: L.productGroup }, label: l('Product groups', 'Varegrupper', 'Varugrupper', 'Varegrupper', 'Tuoteryhmät') },
} as const;
const taxGroup = {
  taxGroupId: idOf(L.taxGroup),
  code: { type: 'text', required: true, maxLength: 20, label: l('Code', 'Kode', 'Kod', 'Kode', 'Koodi') },
  taxRatePercentage: { type: 'number', required: true, min: 0, max: 100, label: l('Tax rate (%)', 'Momssats (%)', 'Momssats (%)', 'Mva-sats (%)', 'Verokanta (%)') },
  taxRate: { type: 'number', readOnly: true, label: l('Tax rate', 'Momssats', 'Momssats', 'Mva-sats', 'Verokanta') },
} as const;
const allergy = { allergyId: idOf(l('Allergy', 'Allergen', 'Allergen', 'Allergen', 'Allergeeni')), name } as const;
const priceGroup = { priceGroupId: idOf(L.priceGroup), name, isDefault: { type: 'boolean', label: l('Default', 'Standard', 'Standard', 'Standard', 'Oletus') } } as const;
const pouringCategory = {
  pouringCategoryId: idOf(L.pouringCategory),
  name,
  pourSize: { type: 'number', required: true, min: 0.1, max: 1000, label: l('Pour size (cl)', 'Skænkestørrelse (cl)', 'Serveringsmängd (cl)', 'Skjenkestørrelse (cl)', 'Annoskoko (cl)') },
  wastePercentage: { type: 'number', min: 0, max: 100, label: l('Allowed waste (%)', 'Tilladt spild (%)', 'Tillåtet svinn (%)', 'Tillatt svinn (%)', 'Sallittu hävikki (%)') },
} as const;
const productUnit = {
  productUnitId: idOf(L.unit),
  name,
  abbreviation: { type: 'text', maxLength: 12, label: l('Abbreviation', 'Forkortelse', 'Förkortning', 'Forkortelse', 'Lyhenne') },
} as const;
const containerType = {
  stockContainerTypeId: idOf(L.containerType),
  name,
  tareWeight: { type: 'number', min: 0, max: 100000, label: l('Empty weight (g)', 'Tomvægt (g)', 'Tomvikt (g)', 'Tomvekt (g)', 'Tyhjäpaino (g)') },
} as const;

const list = (fields: Record<string, FieldDef>, label: Label, maxItems = 200): FieldDef => ({ type: 'list', maxItems, of: { type: 'object', fields, label }, label });

/**
 * The point-of-sale settings of one country, read and saved as a whole: sales groups with sub-groups, product
 * categories with stock product groups, tax groups, allergies, price groups, tip percentages, pouring categories,
 * product units and stock container types. The rules of section 4 and 5 are applied on every save.
 */
export default defineResource({
  name: 'countrySettings',
  label: l('Country settings', 'Landeindstillinger', 'Landsinställningar', 'Landsinnstillinger', 'Maa-asetukset'),
  labelPlural: l('Country settings', 'Landeindstillinger', 'Landsinställningar', 'Landsinnstillinger', 'Maa-asetukset'),
  api: 'pos',
  scope: { country: 'country' },
  indexes: [{ fields: ['country'], unique: true }],
  fields: {
    country: { type: 'enum', enum: 'country', required: true, label: L.country },
    salesProductGroups: list(salesGroup, l('Sales product groups', 'Salgsvaregrupper', 'Försäljningsgrupper', 'Salgsvaregrupper', 'Myyntituoteryhmät')),
    productCategories: list(category, l('Product categories', 'Varekategorier', 'Varukategorier', 'Varekategorier', 'Tuotekategoriat')),
    taxGroups: list(taxGroup, l('Tax groups', 'Momsgrupper', 'Momsgrupper', 'Mva-grupper', 'Veroryhmät'), 50),
    allergies: list(allergy, L.allergies, 100),
    priceGroups: list(priceGroup, l('Price groups', 'Prisgrupper', 'Prisgrupper', 'Prisgrupper', 'Hintaryhmät'), 50),
    tipPercentages: {
      type: 'list',
      maxItems: 20,
      of: { type: 'number', min: 0, max: 100, label: l('Tip (%)', 'Drikkepenge (%)', 'Dricks (%)', 'Tips (%)', 'Juomaraha (%)') },
      label: l('Tip percentages', 'Drikkepengeprocenter', 'Dricksprocent', 'Tipsprosenter', 'Juomarahaprosentit'),
    },
    pouringCategories: list(pouringCategory, l('Pouring categories', 'Skænkekategorier', 'Serveringskategorier', 'Skjenkekategorier', 'Annostelukategoriat'), 100),
    productUnits: list(productUnit, l('Product units', 'Vareenheder', 'Varuenheter', 'Vareenheter', 'Tuoteyksiköt'), 100),
    stockContainerTypes: list(containerType, l('Stock container types', 'Emballagetyper', 'Förpackningstyper', 'Emballasjetyper', 'Pakkaustyypit'), 100),
  },
  actions: {
    getSettings: { description: 'The settings of the country in the CountryId header (an empty set with one default price group when none are saved yet).' },
    updateSettings: {
      description:
        'Saves the whole settings object with a version check: new items get ids; exactly one price group is the default (a newly set default clears the others, else the first becomes default); at least one price group must remain; tax rates are reset to 0 with the percentage kept; tip percentages are de-duplicated and sorted; items in use by products cannot be removed.',
    },
  },
  endpoints: {
    // Readable by whoever reads the catalogue (its lists are, one by one): the Upkeep product groups page reads it.
    get: { method: 'GET', path: '/CountrySettings', params: countryHeaderOnly, permission: CATALOGUE_READERS, scope: { country: 'header:countryId' }, action: 'getSettings', error: 'Unable to get country settings' },
    update: {
      method: 'PUT',
      path: '/CountrySettings',
      params: countryHeaderOnly,
      body: 'record',
      permission: POS_EDIT,
      scope: { country: ['header:countryId', 'body:country'] },
      action: 'updateSettings',
      error: 'Unable to update country settings',
    },
  },
  routes: [
    {
      path: '/procurement/poc/configuration',
      service: 'upkeep',
      menuGroup: 5,
      title: l('Country settings', 'Landeindstillinger', 'Landsinställningar', 'Landsinnstillinger', 'Maa-asetukset'),
      sidebar: { group: 'countrySetup', order: 60, icon: 'Tune' },
      permission: POS,
      screen: 'CountrySettingsScreen',
    },
  ],
});
