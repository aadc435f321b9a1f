import { defineResource, type FieldDef } from '../dsl';
import { CATALOGUE_READERS, UPKEEP_STOCK, countryHeader, UPKEEP_STOCK_EDIT } from '../pos/common/access';
import { L, l } from '../pos/common/labels';

const title = l('Recipes', 'Opskrifter', 'Recept', 'Oppskrifter', 'Reseptit');

export const recipeLines: FieldDef = {
  type: 'list',
  maxItems: 50,
  label: l('Ingredients', 'Ingredienser', 'Ingredienser', 'Ingredienser', 'Ainesosat'),
  of: {
    type: 'object',
    label: l('Ingredient', 'Ingrediens', 'Ingrediens', 'Ingrediens', 'Ainesosa'),
    fields: {
      stockProductId: { type: 'reference', reference: 'stockProducts', required: true, label: L.stockProduct },
      amount: { type: 'number', min: 0.001, max: 100000, required: true, label: l('Amount (in the product\'s content unit)', 'Mængde (i varens indholdsenhed)', 'Mängd (i varans innehållsenhet)', 'Mengde (i varens innholdsenhet)', 'Määrä (tuotteen sisällön yksikössä)') },
    },
  },
};

export const costPerPortion: FieldDef = { type: 'money', readOnly: true, show: ['list', 'detail'], label: l('Cost per portion', 'Kostpris pr. portion', 'Kostnad per portion', 'Kostnad per porsjon', 'Annoksen kustannus') };

/**
 * A recipe (product specification): the stock products and amounts one batch uses and how many portions it
 * yields. Its cost per portion is rolled up from the stock products' cost prices in the country's currency.
 */
export default defineResource({
  name: 'recipes',
  label: L.recipe,
  labelPlural: title,
  api: 'pos',
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  scope: { country: 'country' },
  fields: {
    name: { type: 'text', required: true, maxLength: 120, search: 'prefix', show: ['list', 'form', 'detail'], label: L.name },
    description: { type: 'text', multiline: true, maxLength: 2000, label: l('Method', 'Fremgangsmåde', 'Tillvägagångssätt', 'Fremgangsmåte', 'Valmistusohje') },
    portions: { type: 'number', integer: true, min: 1, max: 1000, default: 1, show: ['list', 'form', 'detail'], label: l('Portions', 'Portioner', 'Portioner', 'Porsjoner', 'Annokset') },
    lines: recipeLines,
    costPerPortion,
    country: { type: 'enum', enum: 'country', required: true, show: ['form', 'detail'], label: L.country },
  },
  actions: {
    list: { description: 'The country\'s recipes, each with its cost per portion.' },
    get: { description: 'One recipe with its cost per portion.' },
    create: { description: 'Creates a recipe of stock products of its country, each once.' },
    update: { description: 'Changes a recipe (version check) with the same checks as create.' },
    remove: { description: 'Deletes a recipe no sales product is made from (409 otherwise).' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/Recipes', params: countryHeader, permission: CATALOGUE_READERS, scope: { country: 'header:countryId' }, action: 'list', error: 'Unable to get recipes' },
    getOne: { method: 'GET', path: '/Recipe/{id}', permission: CATALOGUE_READERS, scope: { country: 'record' }, action: 'get', error: 'Unable to get recipe' },
    create: { method: 'POST', path: '/Recipes', body: 'record', permission: UPKEEP_STOCK_EDIT, scope: { country: 'body:country' }, action: 'create', error: 'Unable to create recipe' },
    update: { method: 'PUT', path: '/Recipe/{id}', body: 'record', permission: UPKEEP_STOCK_EDIT, scope: { country: ['record', 'body:country'] }, action: 'update', error: 'Unable to update recipe with id {id}' },
    delete: { method: 'DELETE', path: '/Recipe/{id}', permission: UPKEEP_STOCK_EDIT, scope: { country: 'record' }, action: 'remove', returns: 'none', error: 'Unable to delete recipe' },
  },
  routes: [
    { path: '/procurement/product-specs', service: 'upkeep', menuGroup: 5, title, sidebar: { group: 'stock', order: 20, icon: 'MenuBook' }, permission: UPKEEP_STOCK, views: ['list', 'create', 'edit'] },
  ],
});
