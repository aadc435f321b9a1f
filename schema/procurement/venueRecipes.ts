import { defineResource } from '../dsl';
import { POS, UPKEEP_STOCK, VENUE_STOCK, countryHeaderOnly, UPKEEP_STOCK_EDIT, VENUE_STOCK_EDIT, POS_VENUE } from '../pos/common/access';
import { L, l } from '../pos/common/labels';
import { costPerPortion, recipeLines } from './recipes';

/** The venue's stock pages, its point of sale, and Upkeep's stock managers (the venue recipes page of the country). */
const access = [VENUE_STOCK, POS, UPKEEP_STOCK];
const write = [VENUE_STOCK_EDIT, POS_VENUE, UPKEEP_STOCK_EDIT];

/**
 * A venue's own recipe, often its adaptation of a country recipe (a house twist, another brand). Costed with the
 * venue's purchase prices where it has them. Created from a country recipe, its ingredients start as a copy.
 */
export default defineResource({
  name: 'venueRecipes',
  label: l('Venue recipe', 'Stedsopskrift', 'Restaurangrecept', 'Stedsoppskrift', 'Ravintolan resepti'),
  labelPlural: l('Venue recipes', 'Stedsopskrifter', 'Restaurangrecept', 'Stedsoppskrifter', 'Ravintoloiden reseptit'),
  api: 'pos',
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  scope: { venue: 'venueId' },
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: L.venue },
    name: { type: 'text', required: true, maxLength: 120, search: 'prefix', show: ['list', 'form', 'detail'], label: L.name },
    recipeId: { type: 'reference', reference: 'recipes', show: ['list', 'form', 'detail'], label: l('Based on country recipe', 'Baseret på landeopskrift', 'Baserat på landsrecept', 'Basert på landsoppskrift', 'Maan reseptin pohjalta') },
    portions: { type: 'number', integer: true, min: 1, max: 1000, default: 1, show: ['list', 'form', 'detail'], label: l('Portions', 'Portioner', 'Portioner', 'Porsjoner', 'Annokset') },
    lines: recipeLines,
    costPerPortion,
    isActive: { type: 'boolean', default: true, show: ['list', 'form', 'detail'], label: L.active },
  },
  actions: {
    listByVenue: { description: 'The venue\'s recipes, each with its cost per portion at the venue\'s prices.' },
    listByCountry: { description: 'Every venue recipe of the country\'s venues with its cost and the cost of the country recipe it adapts.' },
    get: { description: 'One venue recipe with its cost per portion.' },
    create: { description: 'Creates a venue recipe; given a country recipe and no ingredients, the country recipe\'s are copied.' },
    update: { description: 'Changes a venue recipe (version check).' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/VenueRecipes/ByVenue/{venueId}', params: { venueId: { in: 'path', type: 'string', from: 'activeVenue' } }, permission: access, scope: { venue: 'path:venueId' }, action: 'listByVenue', error: 'Unable to get venue recipes' },
    listByCountry: { method: 'GET', path: '/VenueRecipes', params: countryHeaderOnly, permission: [UPKEEP_STOCK, POS], scope: { country: 'header:countryId' }, action: 'listByCountry', error: 'Unable to get venue recipes' },
    getOne: { method: 'GET', path: '/VenueRecipe/{id}', permission: access, scope: { venue: 'record' }, action: 'get', error: 'Unable to get venue recipe' },
    create: { method: 'POST', path: '/VenueRecipes', body: 'record', permission: write, scope: { venue: 'body:venueId' }, action: 'create', error: 'Unable to create venue recipe' },
    update: { method: 'PUT', path: '/VenueRecipe/{id}', body: 'record', permission: write, scope: { venue: ['record', 'body:venueId'] }, action: 'update', error: 'Unable to update venue recipe with id {id}' },
    delete: { method: 'DELETE', path: '/VenueRecipe/{id}', permission: write, scope: { venue: 'record' }, store: 'delete', error: 'Unable to delete venue recipe' },
  },
  routes: [
    { path: '/vp/pim/product-specs', service: 'venue', menuGroup: 0, title: l('Recipes', 'Opskrifter', 'Recept', 'Oppskrifter', 'Reseptit'), sidebar: { group: 'stock', order: 70, icon: 'MenuBook' }, permission: VENUE_STOCK, views: ['list', 'create', 'edit'] },
    {
      path: '/procurement/venue-recipes',
      service: 'upkeep',
      menuGroup: 5,
      title: l('Venue recipes', 'Stedsopskrifter', 'Restaurangrecept', 'Stedsoppskrifter', 'Ravintoloiden reseptit'),
      sidebar: { group: 'stock', order: 50, icon: 'RestaurantMenu' },
      permission: UPKEEP_STOCK,
      screen: 'VenueRecipesScreen',
    },
  ],
});
