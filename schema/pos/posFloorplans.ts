import { defineResource } from '../dsl';
import { POS, POS_VENUE } from './common/access';
import { L, l } from './common/labels';

const title = l('Floorplan', 'Plantegning', 'Planritning', 'Plantegning', 'Pohjapiirros');

const table = {
  tableId: { type: 'text', maxLength: 64, label: L.id },
  name: { type: 'text', required: true, maxLength: 20, label: L.name },
  x: { type: 'number', integer: true, min: 0, max: 2000, required: true, label: l('Left', 'Venstre', 'Vänster', 'Venstre', 'Vasen') },
  y: { type: 'number', integer: true, min: 0, max: 2000, required: true, label: l('Top', 'Top', 'Topp', 'Topp', 'Ylä') },
  width: { type: 'number', integer: true, min: 20, max: 600, required: true, label: l('Width', 'Bredde', 'Bredd', 'Bredde', 'Leveys') },
  height: { type: 'number', integer: true, min: 20, max: 600, required: true, label: l('Height', 'Højde', 'Höjd', 'Høyde', 'Korkeus') },
  shape: { type: 'enum', enum: 'shape', required: true, label: l('Shape', 'Form', 'Form', 'Form', 'Muoto') },
  seats: { type: 'number', integer: true, min: 0, max: 50, label: l('Seats', 'Pladser', 'Platser', 'Plasser', 'Paikat') },
} as const;

/** The tables the tills serve at a venue, drawn on a floorplan per area (the POS surface's /Floorplan). */
export default defineResource({
  name: 'posFloorplans',
  label: title,
  labelPlural: l('Floorplans', 'Plantegninger', 'Planritningar', 'Plantegninger', 'Pohjapiirrokset'),
  api: 'pos',
  recordRepresentation: 'name',
  defaultSort: { field: 'name', order: 'ASC' },
  scope: { venue: 'venueId' },
  enums: {
    shape: {
      values: [
        { value: 'rect', label: l('Rectangle', 'Rektangel', 'Rektangel', 'Rektangel', 'Suorakulmio') },
        { value: 'round', label: l('Round', 'Rund', 'Rund', 'Rund', 'Pyöreä') },
      ],
    },
  },
  fields: {
    venueId: { type: 'reference', reference: 'venues', required: true, label: L.venue },
    name: { type: 'text', required: true, maxLength: 80, label: L.name },
    locationId: { type: 'text', maxLength: 64, label: L.location },
    width: { type: 'number', integer: true, min: 200, max: 2000, default: 800, label: l('Width', 'Bredde', 'Bredd', 'Bredde', 'Leveys') },
    height: { type: 'number', integer: true, min: 200, max: 2000, default: 500, label: l('Height', 'Højde', 'Höjd', 'Høyde', 'Korkeus') },
    tables: { type: 'list', maxItems: 200, of: { type: 'object', fields: table, label: l('Table', 'Bord', 'Bord', 'Bord', 'Pöytä') }, label: l('Tables', 'Borde', 'Bord', 'Bord', 'Pöydät') },
  },
  actions: {
    create: { description: 'Creates a floorplan: table names unique, every table inside the plan, the location one of the venue\'s.' },
    update: { description: 'Saves a floorplan (version check) with the same checks as create.' },
  },
  endpoints: {
    getList: { method: 'GET', path: '/Floorplan/ByVenue/{venueId}', permission: POS, scope: { venue: 'path:venueId' }, store: 'list', error: 'Unable to get floorplans for venue' },
    create: { method: 'POST', path: '/Floorplan', body: 'record', permission: POS_VENUE, scope: { venue: 'body:venueId' }, action: 'create', error: 'Unable to create new floorplan.' },
    update: { method: 'PUT', path: '/Floorplan/{id}', body: 'record', permission: POS_VENUE, scope: { venue: ['record', 'body:venueId'] }, action: 'update', error: 'Unable to update floorplan' },
    delete: { method: 'DELETE', path: '/Floorplan/{id}', permission: POS_VENUE, scope: { venue: 'record' }, store: 'delete', error: 'Unable to delete floorplan.' },
  },
  routes: [
    { path: '/vp/poc/venue-tables', service: 'venue', menuGroup: 0, title, sidebar: { group: 'pos', order: 40, icon: 'TableRestaurant' }, permission: POS, screen: 'FloorplanScreen' },
    { path: '/procurement/poc/venue-tables', service: 'upkeep', menuGroup: 5, title, sidebar: { group: 'venueManagement', order: 30, icon: 'TableRestaurant' }, permission: POS, screen: 'FloorplanScreen' },
  ],
});
